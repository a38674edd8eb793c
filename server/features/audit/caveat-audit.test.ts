import { describe, expect, it } from "vitest";
import type { ResearchResult } from "../../runtime/contract/research-result";
import { researchResult } from "../../runtime/testing/debrief-builders";
import { MAX_REPORTED_ALSO_FROM, MAX_REPORTED_LINKS_PER_CLAIM } from "./audit-report-builder";
import { auditRun, MAX_ANSWER_CHARS } from "./caveat-audit";
import type { AuditDebrief } from "./reader/debrief-model";

/** A debrief of a child that made 4 tool calls (agent_c). */
function result(partial: Partial<ResearchResult>): ResearchResult {
  return researchResult({
    effort: { tool_calls: 4, budget_exhausted: false },
    transcript_ref: "transcript:agent_c",
    ...partial,
  });
}

/** A small hand-made debrief (not the ledgerline one): accounts on an old billing API. */
const researcher: AuditDebrief = {
  agentId: "agent_c",
  agentName: "researcher",
  result: result({
    findings: [
      {
        claim: "4 accounts are configured for billing API v1: a_0001, a_0002, a_0003, a_0004.",
        provenance: ["accounts.billing_version"],
        confidence: "verified",
      },
      {
        claim: "2 more accounts reach v1 through the retry queue: a_0005, a_0006.",
        provenance: ["src/billing/retry-queue.ts:40"],
        confidence: "inferred",
      },
      {
        claim: "The vendor's notice says v1 shuts down on 2028-06-30.",
        provenance: ["docs/vendor-notice.md:3"],
        confidence: "reported",
      },
    ],
    assumptions: ["The accounts table's billing_version column is authoritative."],
    unresolved: [
      {
        question: "Do the 3 accounts with a manual override (a_0010, a_0011, a_0012) call v1?",
        would_settle_it: "billing logs showing the version each manual override account calls",
      },
    ],
    coverage: {
      searched: ["accounts table", "read src/billing/retry-queue.ts"],
      not_searched: ["billing logs", "src/billing/invoice-router.ts (not read in full)"],
    },
  }),
};

const FAITHFUL = [
  "Six accounts are probably affected, if the accounts table's billing_version column is authoritative: a_0001–a_0004 directly, and a_0005, a_0006 likely through the retry queue (inferred, not verified).",
  "Per the vendor's notice, v1 shuts down on June 30, 2028.",
  "Still open: whether the 3 manual override accounts call v1 — we have no billing logs.",
].join("\n");

function audit(answer: string, debriefs: AuditDebrief[] = [researcher]) {
  const report = auditRun({ finalAnswer: answer, debriefs });
  const hedge = (key: string) => report.hedges.find((entry) => entry.key === key)!;
  return { report, hedge };
}

describe("auditRun on free text (issue 14)", () => {
  it("carries every hedge of a faithful answer written in its own words", () => {
    const { report } = audit(FAITHFUL);
    expect(report).toMatchObject({ status: "audited", mode: "free_text", flags: [] });
    expect(
      Object.fromEntries(report.hedges.map((hedge) => [hedge.key, hedge.classification])),
    ).toEqual({
      F2: "carried",
      F3: "carried",
      A1: "carried",
      U1: "carried",
      N1: "carried",
      N2: "not_used",
    });
  });

  it("gives every claim its span in the answer, and each flag the span of the claim that dropped it", () => {
    const answer = "All 6 accounts break, confirmed.\nThe manual override accounts call v2.";
    const { report } = audit(answer);
    for (const claim of report.claims)
      expect(answer.slice(claim.start, claim.end)).toBe(claim.text);
    for (const flag of report.flags)
      expect(answer.slice(flag.claimStart, flag.claimEnd)).toBe(flag.claimText);
    expect(report.flags.map((flag) => [flag.hedgeLabel, flag.severity])).toEqual(
      expect.arrayContaining([
        ["researcher/U1", "high"],
        ["researcher/N1", "high"],
      ]),
    );
  });

  it("drops the budget of a child that ran out when its list is stated plainly; carries it when said", () => {
    const exhausted: AuditDebrief = {
      ...researcher,
      result: { ...researcher.result!, effort: { tool_calls: 2, budget_exhausted: true } },
    };
    expect(audit("Four accounts break.", [exhausted]).hedge("B")).toMatchObject({
      classification: "dropped",
      severity: "medium",
    });
    expect(
      audit("Four accounts break; the researcher ran out of budget.", [exhausted]).hedge("B")
        .classification,
    ).toBe("carried");
  });

  it("reports answers with no claims, no answer and no debriefs with clear statuses", () => {
    expect(audit("Thanks!").report).toMatchObject({
      status: "no_claims",
      statusDetail: "the final answer asserts nothing the audit can link",
      flags: [],
    });
    expect(auditRun({ finalAnswer: null, debriefs: [researcher] })).toMatchObject({
      status: "no_answer",
      statusDetail: "the run has no final answer to audit",
    });
    expect(auditRun({ finalAnswer: FAITHFUL, debriefs: [] })).toMatchObject({
      status: "no_debriefs",
      statusDetail: "the run has no child debriefs to audit against",
      hedges: [],
    });
  });

  it("counts a claim that drops a hedge without resting on any item as audited, never as 'asserts nothing'", () => {
    // "Nothing else is affected." links to no item but answers the open question about the
    // override accounts: its flag and the status line must agree.
    const alone = audit("Nothing else is affected.").report;
    expect(alone.claims.map((claim) => [claim.text, claim.links.length])).toEqual([
      ["Nothing else is affected.", 0],
    ]);
    expect(alone.flags.map((flag) => [flag.hedgeLabel, flag.claimText])).toEqual([
      ["researcher/F2", "Nothing else is affected."],
      ["researcher/U1", "Nothing else is affected."],
      ["researcher/N1", "Nothing else is affected."],
      ["researcher/N2", "Nothing else is affected."],
    ]);
    expect(alone).toMatchObject({
      status: "audited",
      statusDetail: "1 claim against 7 debrief items",
    });
    // Beside a linked claim: both claims counted (the status line said "1 claim").
    const both = audit("All 6 accounts break. Nothing else is affected.").report;
    expect(new Set(both.flags.map((flag) => flag.claimId)).size).toBe(2);
    expect(both.statusDetail).toBe("2 claims against 7 debrief items");
  });

  it("handles empty lists, failed children and malformed debriefs without throwing", () => {
    const empty: AuditDebrief = { agentId: "agent_e", agentName: "empty", result: result({}) };
    const failed: AuditDebrief = { agentId: "agent_f", agentName: "failed", result: null };
    const odd = {
      agentId: "agent_o",
      agentName: "odd",
      result: { findings: [null, { claim: 7 }], assumptions: "x", coverage: null },
    } as unknown as AuditDebrief;
    const report = auditRun({ finalAnswer: FAITHFUL, debriefs: [empty, failed, odd, 5 as never] });
    expect(report.status).toBe("no_claims");
    // Children that returned no typed debrief at all (summary, transcript, failed contracts):
    // nothing to check against, not an answer that "asserts nothing".
    expect(auditRun({ finalAnswer: FAITHFUL, debriefs: [failed] })).toMatchObject({
      status: "no_debriefs",
      statusDetail:
        "no child returned a typed debrief (free-text returns or failed contracts): nothing to check the answer against",
    });
    expect(report.hedges).toEqual([]);
    expect(report.children).toEqual([
      { agentId: "agent_e", agentName: "empty", hasResult: true, budgetExhausted: false },
      { agentId: "agent_f", agentName: "failed", hasResult: false, budgetExhausted: false },
      { agentId: "agent_o", agentName: "odd", hasResult: true, budgetExhausted: false },
    ]);
    expect(auditRun(undefined as never).status).toBe("no_answer");
  });

  it("ignores provenance strings of no known form", () => {
    const weird: AuditDebrief = {
      ...researcher,
      result: {
        ...researcher.result!,
        findings: researcher.result!.findings.map((finding) => ({
          ...finding,
          provenance: ["¯\\_(ツ)_/¯", "a:".repeat(5_000), ""],
        })),
      },
    };
    expect(audit(FAITHFUL, [weird]).report.flags).toEqual([]);
  });

  // Bounded: a quadratic or backtracking step on 200 answers' worth would take minutes, far
  // past this test's own 60 s limit (the runner's bound, not a timing assertion).
  it(
    "reads a long answer in bounded time and cuts answers over the limit",
    // Catches a quadratic reader (one took ~50 s on 9,000 characters: minutes to hours on
    // these 50,000), not a slow machine: ~20 s idle, 55-75 s with both cores busy.
    { timeout: 300_000 },
    () => {
      const long = `${FAITHFUL}\n`.repeat(200);
      expect(audit(long).report.status).toBe("audited");
      // Shapes that were quadratic: one long word (a backtracking key pattern), one clause per
      // line (each sentence scanned every clause before it), runs of dates and snake_case keys.
      for (const shape of ["x", "x\n", "- a\n", "2028-06-30 ", "ab_", "a_0001–a_0004 "]) {
        const text = shape.repeat(Math.ceil(MAX_ANSWER_CHARS / shape.length) + 1);
        const read = auditRun({ finalAnswer: text, debriefs: [researcher] });
        expect(read.truncated).toBe(true);
        expect(["audited", "no_claims"]).toContain(read.status);
      }
      const over = auditRun({
        finalAnswer: "x".repeat(MAX_ANSWER_CHARS + 5),
        debriefs: [researcher],
      });
      expect(over).toMatchObject({ truncated: true, answerChars: MAX_ANSWER_CHARS + 5 });
      expect(over.statusDetail).toMatch(/the answer was cut at 50000 characters$/);
    },
  );
});

describe("auditRun report size", () => {
  it("keeps at most MAX_REPORTED_LINKS_PER_CLAIM links per claim and MAX_REPORTED_ALSO_FROM others per hedge", () => {
    const finding = {
      claim: "Merchant m_0008 breaks when v2 retires.",
      provenance: ["docs/provider-changelog.md:12"],
      confidence: "inferred" as const,
    };
    const many = (agentId: string): AuditDebrief => ({
      agentId,
      agentName: agentId,
      result: result({
        findings: Array.from({ length: 30 }, () => finding),
        assumptions: Array.from({ length: 30 }, () => "The changelog's retirement date holds."),
      }),
    });
    const report = auditRun({
      finalAnswer: "Merchant m_0008 breaks when v2 retires [1]. ".repeat(3),
      debriefs: [many("a"), many("b")],
    });
    expect(report.claims.map((claim) => claim.links.length)).toEqual([
      MAX_REPORTED_LINKS_PER_CLAIM,
      MAX_REPORTED_LINKS_PER_CLAIM,
      MAX_REPORTED_LINKS_PER_CLAIM,
    ]);
    expect(report.claims[0]!.links.every((link) => link.stated)).toBe(true);
    // 60 identical assumptions form one near-duplicate group: each lists 20 of its 59 others.
    const assumptions = report.hedges.filter((hedge) => hedge.kind === "assumption");
    expect(assumptions).toHaveLength(60);
    expect(new Set(assumptions.map((hedge) => hedge.alsoFrom.length))).toEqual(
      new Set([MAX_REPORTED_ALSO_FROM]),
    );
    expect(report.flags.every((flag) => flag.alsoFrom.length <= MAX_REPORTED_ALSO_FROM)).toBe(true);
  });
});
