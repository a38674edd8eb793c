import { describe, expect, it } from "vitest";
import type { ResearchResult } from "../../runtime/contract/research-result";
import { auditRun, MAX_ANSWER_CHARS } from "./caveat-audit";
import type { AuditDebrief } from "./reader/debrief-model";

function result(partial: Partial<ResearchResult>): ResearchResult {
  return {
    findings: [],
    assumptions: [],
    unresolved: [],
    coverage: { searched: [], not_searched: [] },
    effort: { tool_calls: 4, budget_exhausted: false },
    transcript_ref: "transcript:agent_c",
    ...partial,
  };
}

/** A small hand-made debrief in the shape of the ledgerline one. */
const researcher: AuditDebrief = {
  agentId: "agent_c",
  agentName: "researcher",
  result: result({
    findings: [
      {
        claim: "4 merchants are configured for API v2: m_0001, m_0002, m_0003, m_0004.",
        provenance: ["merchants.api_version"],
        confidence: "verified",
      },
      {
        claim: "2 more merchants break through the fallback path: m_0005, m_0006.",
        provenance: ["src/adapters/primary-adapter.ts:92"],
        confidence: "inferred",
      },
      {
        claim: "The changelog says v2 is retired on 2027-03-31.",
        provenance: ["docs/changelog.md:12"],
        confidence: "reported",
      },
    ],
    assumptions: [
      "The merchants table's api_version column is authoritative for merchants without a per-request override.",
      "The fallback path fires on provider timeouts.",
    ],
    unresolved: [
      {
        question:
          "Do the 3 merchants with a per-request override (m_0007, m_0008, m_0009) send v2?",
        would_settle_it: "request logs showing the X-Provider-Version header",
      },
    ],
    coverage: {
      searched: ["merchants table", "src/adapters/primary-adapter.ts"],
      not_searched: ["request logs and live traffic (per-request X-Provider-Version values)"],
    },
  }),
};

function audit(answer: string, debriefs: AuditDebrief[] = [researcher]) {
  const report = auditRun({ finalAnswer: answer, debriefs });
  const hedge = (key: string) => report.hedges.find((entry) => entry.key === key)!;
  const flag = (key: string) => report.flags.find((entry) => entry.hedgeId.endsWith(`/${key}`));
  return { report, hedge, flag };
}

const FAITHFUL = [
  "4 merchants are configured for API v2 and break: m_0001, m_0002, m_0003, m_0004 (verified).",
  "2 more merchants, m_0005 and m_0006, probably break through the fallback path (inferred, not verified).",
  "The changelog says v2 is retired on 2027-03-31.",
  "",
  "Caveats:",
  "- Assumption: the merchants table's api_version column is authoritative for merchants without a per-request override.",
  "- Assumption: the fallback path fires on provider timeouts.",
  "- Unknown: whether the 3 override merchants (m_0007, m_0008, m_0009) send v2; request logs and live traffic were not searched.",
].join("\n");

describe("auditRun on a faithful answer", () => {
  it("carries every hedge and raises no flag", () => {
    const { report } = audit(FAITHFUL);
    expect(report.status).toBe("audited");
    expect(report.flags).toEqual([]);
    expect(report.hedges.map((hedge) => [hedge.key, hedge.classification])).toEqual([
      ["F2", "carried"],
      ["F3", "carried"],
      ["A1", "carried"],
      ["A2", "carried"],
      ["U1", "carried"],
      ["N1", "carried"],
    ]);
    expect(report.counts).toMatchObject({ claims: 3, caveats: 3, hedges: 6, carried: 6, flags: 0 });
  });

  it("gives every claim its span in the answer and its links", () => {
    const { report } = audit(FAITHFUL);
    for (const claim of report.claims)
      expect(FAITHFUL.slice(claim.start, claim.end)).toBe(claim.text);
    const first = report.claims[0]!;
    expect(first.role).toBe("claim");
    expect(first.countOrList).toBe(true);
    expect(first.links.find((link) => link.stated)?.itemId).toBe("agent_c/F1");
    expect(report.claims.at(-1)!.role).toBe("caveat");
  });
});

describe("hedged findings", () => {
  it("drops an inferred finding stated flat (medium) and a reported one (low)", () => {
    const { hedge, flag } = audit(
      "m_0005 and m_0006 break through the fallback path. v2 is retired on 2027-03-31.",
    );
    expect(hedge("F2").classification).toBe("dropped");
    expect(flag("F2")?.severity).toBe("medium");
    expect(flag("F2")?.claimText).toBe("m_0005 and m_0006 break through the fallback path.");
    expect(flag("F2")?.childText).toBe(
      "2 more merchants break through the fallback path: m_0005, m_0006.",
    );
    expect(flag("F3")?.severity).toBe("low");
  });

  it("keeps a finding carried by a cue in its own sentence or by a caveat bullet", () => {
    expect(
      audit("According to the changelog, v2 is retired on 2027-03-31.").hedge("F3").classification,
    ).toBe("carried");
    const restated = audit(
      "m_0005 and m_0006 break through the fallback path.\n\nCaveats:\n- The 2 fallback merchants (m_0005, m_0006) are inferred, not verified.",
    );
    expect(restated.hedge("F2").classification).toBe("carried");
    expect(restated.hedge("F2").reason).toBe("the answer restates the caveat");
  });

  it("does not let another claim's hedge excuse a flat statement of the finding", () => {
    const { hedge } = audit(
      "m_0005 and m_0006 break through the fallback path. In all 6 merchants break via v2 and the fallback path, probably.",
    );
    expect(hedge("F2").classification).toBe("dropped");
  });

  it("flags 'confirmed' on an inferred finding as high, and 'verified' next to a verified one not at all", () => {
    const confirmed = audit("m_0005 and m_0006 are confirmed to break through the fallback path.");
    expect(confirmed.flag("F2")?.severity).toBe("high");
    expect(confirmed.flag("F2")?.reason).toMatch(/overstates it \(confirmed\)/);
    const verified = audit(
      "4 merchants are configured for API v2: m_0001, m_0002, m_0003, m_0004 (verified). This assumes the merchants table's api_version column is authoritative; whether the 3 override merchants send v2 is unknown because request logs were not searched.",
    );
    expect(verified.report.flags).toEqual([]);
  });
});

describe("assumptions, open questions and gaps", () => {
  const LIST = "4 merchants are configured for API v2 and break: m_0001, m_0002, m_0003, m_0004.";

  it("drops the assumption behind a stated finding, the question it chains to and the gap (high)", () => {
    const { report, flag } = audit(LIST);
    expect(report.flags.map((entry) => [entry.hedgeId, entry.severity])).toEqual([
      ["agent_c/N1", "high"],
      ["agent_c/A1", "medium"],
      ["agent_c/U1", "medium"],
    ]);
    expect(flag("A1")?.reason).toBe(
      "the claim depends on it (finding via agent_c/F1) and states it without the hedge",
    );
    expect(flag("U1")?.reason).toMatch(/chain via agent_c\/A1/);
    expect(flag("N1")?.reason).toMatch(/chain via agent_c\/U1/);
  });

  it("keeps an assumption restated inline with a cue", () => {
    const { hedge } = audit(
      `${LIST} This holds if the merchants table's api_version column is authoritative.`,
    );
    expect(hedge("A1").classification).toBe("carried");
    expect(hedge("A1").evidence?.text).toBe(
      "This holds if the merchants table's api_version column is authoritative.",
    );
  });

  it("keeps list hedges when the count is hedged as incomplete", () => {
    const { hedge } = audit(
      "At least 4 merchants are configured for API v2 and break: m_0001, m_0002, m_0003, m_0004, assuming the merchants table's api_version column is authoritative.",
    );
    expect(hedge("A1").classification).toBe("carried");
    expect(hedge("U1").classification).toBe("carried");
    expect(hedge("N1").classification).toBe("carried");
  });

  it("flags a list called complete against an open question as high", () => {
    const { flag } = audit(
      `These are all the affected merchants: m_0001, m_0002, m_0003, m_0004. The merchants table's api_version column is assumed authoritative.`,
    );
    expect(flag("U1")?.severity).toBe("high");
    expect(flag("U1")?.reason).toMatch(/overstates it \(these are all/);
    expect(flag("N1")?.severity).toBe("high");
  });

  it("flags an open question settled in the negative as high", () => {
    const { flag } = audit(
      "The 3 merchants with a per-request override (m_0007, m_0008, m_0009) are unaffected.",
    );
    expect(flag("U1")?.severity).toBe("high");
    expect(flag("U1")?.reason).toMatch(/unaffected/);
  });

  it("marks hedges nothing depends on as not used", () => {
    const { report } = audit("The provider publishes its changelog on its developer portal.");
    expect(report.flags).toEqual([]);
    expect(new Set(report.hedges.map((hedge) => hedge.classification))).toEqual(
      new Set(["not_used"]),
    );
  });
});

describe("budget_exhausted", () => {
  const exhausted: AuditDebrief = {
    ...researcher,
    result: { ...researcher.result!, effort: { tool_calls: 2, budget_exhausted: true } },
  };

  it("is dropped (high) by a count from a child that ran out of budget, carried when restated", () => {
    const { flag } = audit(FAITHFUL, [exhausted]);
    expect(flag("B")).toMatchObject({ severity: "high", hedgeKind: "budget_exhausted" });
    const carried = audit(
      `${FAITHFUL}\n- The researcher ran out of budget, so the lists may be incomplete.`,
      [exhausted],
    );
    expect(carried.hedge("B").classification).toBe("carried");
  });

  it("bears on a claim of absence when the child found nothing", () => {
    const empty: AuditDebrief = {
      agentId: "agent_e",
      agentName: "empty",
      result: result({ effort: { tool_calls: 8, budget_exhausted: true } }),
    };
    const { flag } = audit("No merchants are affected by the retirement.", [empty]);
    expect(flag("B")?.severity).toBe("medium");
  });
});

describe("several children", () => {
  it("keeps one hedge for an assumption two children raised, and skips a gap another child searched", () => {
    const other: AuditDebrief = {
      agentId: "agent_d",
      agentName: "second",
      result: result({
        assumptions: [
          "the merchants table's api_version column is authoritative for merchants without a per-request override",
        ],
        coverage: {
          searched: ["request logs and live traffic (per-request X-Provider-Version values)"],
          not_searched: [],
        },
      }),
    };
    const { report, hedge } = audit(FAITHFUL, [researcher, other]);
    expect(hedge("A1").alsoFrom).toEqual([{ agentId: "agent_d", agentName: "second" }]);
    expect(report.hedges.filter((entry) => entry.kind === "assumption")).toHaveLength(2);
    expect(report.hedges.some((entry) => entry.kind === "not_searched")).toBe(false);
    expect(report.children.map((child) => child.agentName)).toEqual(["researcher", "second"]);
  });
});

describe("bad input", () => {
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

  it("handles empty lists, failed children and malformed debriefs without throwing", () => {
    const empty: AuditDebrief = { agentId: "agent_e", agentName: "empty", result: result({}) };
    const failed: AuditDebrief = { agentId: "agent_f", agentName: "failed", result: null };
    const odd = {
      agentId: "agent_o",
      agentName: "odd",
      result: { findings: [null, { claim: 7 }], assumptions: "x", coverage: null },
    } as unknown as AuditDebrief;
    const report = auditRun({ finalAnswer: FAITHFUL, debriefs: [empty, failed, odd, 5 as never] });
    expect(report.status).toBe("audited");
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

  it("audits a 100 kB answer in linear-ish time, and cuts answers over the limit", () => {
    const huge = `${FAITHFUL}\n\n`.repeat(Math.ceil(100_000 / FAITHFUL.length)).slice(0, 100_000);
    const started = performance.now();
    const report = auditRun({ finalAnswer: huge, debriefs: [researcher] });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(report.status).toBe("audited");
    expect(report.answerChars).toBe(100_000);
    expect(report.truncated).toBe(false);
    const pathological = auditRun({ finalAnswer: "a.".repeat(50_000), debriefs: [researcher] });
    expect(pathological.status).toBe("no_claims");
    const over = auditRun({ finalAnswer: "x ".repeat(MAX_ANSWER_CHARS), debriefs: [researcher] });
    expect(over.truncated).toBe(true);
    expect(over.statusDetail).toMatch(/cut at 1000000 characters/);
  }, 60_000);
});
