import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { createTestServices, waitForRun } from "../../testing/test-services";
import { expectTrpcError } from "../../testing/trpc-errors";
import { readFileSync } from "node:fs";
import { MAX_QUOTED_CLAIM_CHARACTERS } from "./audit-report-builder";
import { countedFindingsAudit } from "./__fixtures__/counted-findings";
import { ledgerlineAuditFixture } from "./labeled-set";
import { shortRunId } from "../../shared/run-id";
import { clauseCountWithin, type ClauseWork } from "./reader/answer-clauses";
import {
  MAX_AUDITED_ANSWER_CLAUSES,
  MAX_ITEMS_PER_UPLOADED_DEBRIEF,
  MAX_UPLOADED_DEBRIEF_ITEMS,
  MAX_UPLOADED_DEBRIEFS,
} from "../../shared/audit-inputs";

/** Auditing a pasted or uploaded answer (issue 14) through the real router and database. */

let setup: Awaited<ReturnType<typeof createTestServices>>;
let runId: string;

beforeAll(async () => {
  setup = await createTestServices();
  const started = await setup.caller.runs.start({
    question: SAMPLE_QUESTION,
    workspaceId: "ledgerline",
  });
  await waitForRun(setup.caller, started.runId);
  runId = started.runId;
}, 60_000);

afterAll(async () => {
  await setup.disconnect();
});

const OVERSTATED =
  "The 3 fallback merchants are confirmed to break, and so do the override merchants.";

describe("audit.auditAnswer", () => {
  it("audits free text against a finished run's debriefs, without storing anything", async () => {
    const view = await setup.caller.audit.auditAnswer({
      answer: OVERSTATED,
      source: { kind: "run", runId },
    });
    expect(view.source).toEqual({ kind: "run", runId, question: SAMPLE_QUESTION });
    expect(view.children).toEqual(["researcher"]);
    expect(view.report.mode).toBe("free_text");
    expect(view.answer).toBe(OVERSTATED);
    const high = view.report.flags.filter((flag) => flag.severity === "high");
    expect(high.map((flag) => flag.hedgeLabel)).toEqual(
      expect.arrayContaining(["researcher/F3", "researcher/U1"]),
    );
    // The run's own (stored) audit is untouched.
    const stored = await setup.caller.audit.get({ runId });
    if (stored.state !== "ready") throw new Error("expected a ready audit");
    expect(stored.report.mode).toBe("contract");
    expect(stored.flags).toEqual([]);
  });

  it("finds the run by the short id the pages show, or a longer start of it", async () => {
    for (const typed of [shortRunId(runId), runId.replace(/^run_/, "")]) {
      const view = await setup.caller.audit.auditAnswer({
        answer: OVERSTATED,
        source: { kind: "run", runId: typed },
      });
      expect(view.source).toEqual({ kind: "run", runId, question: SAMPLE_QUESTION });
    }
    // The run page's address takes the short id too (trpc/server.ts requireRun redirects).
    expect(await setup.caller.runs.resolveId({ runId: shortRunId(runId) })).toEqual({ runId });
    await expectTrpcError(
      setup.caller.runs.resolveId({ runId: "zz99zz99" }),
      "NOT_FOUND",
      "unknown run: zz99zz99",
    );
    await expectTrpcError(
      setup.caller.audit.auditAnswer({ answer: "x", source: { kind: "run", runId: "zz99zz99" } }),
      "NOT_FOUND",
      "unknown run: zz99zz99",
    );
  });

  it("audits against debriefs given as JSON, and a final_answer record given as JSON exactly", async () => {
    const json = JSON.stringify(ledgerlineAuditFixture().debriefs);
    const free = await setup.caller.audit.auditAnswer({
      answer: OVERSTATED,
      source: { kind: "debriefs", json },
    });
    expect(free.source).toEqual({ kind: "debriefs" });
    expect(free.report.flags.length).toBeGreaterThan(0);
    const record = {
      claims: [
        {
          text: "3 more merchants break through the fallback path.",
          rests_on: ["researcher/F3"],
          carries: [],
          stated_as: "established",
        },
      ],
    };
    const exact = await setup.caller.audit.auditAnswer({
      answer: JSON.stringify(record),
      source: {
        kind: "debriefs",
        json: JSON.stringify({ debriefs: ledgerlineAuditFixture().debriefs }),
      },
    });
    expect(exact.report.mode).toBe("contract");
    expect(exact.answer).toBe(
      "- 3 more merchants break through the fallback path. [rests on: researcher/F3]",
    );
    expect(exact.report.flags.map((flag) => [flag.hedgeLabel, flag.severity])).toEqual([
      ["researcher/F3", "high"],
    ]);
  });

  it("rejects bad input with a clear error and audits nothing", async () => {
    await expectTrpcError(
      setup.caller.audit.auditAnswer({ answer: "  ", source: { kind: "run", runId } }),
      "BAD_REQUEST",
      /the answer must not be empty/,
    );
    await expectTrpcError(
      setup.caller.audit.auditAnswer({ answer: "x", source: { kind: "run", runId: "run_nope" } }),
      "NOT_FOUND",
      "unknown run: run_nope",
    );
    await expectTrpcError(
      setup.caller.audit.auditAnswer({ answer: "x", source: { kind: "debriefs", json: "{oops" } }),
      "BAD_REQUEST",
      /^the debriefs are not JSON: /,
    );
    await expectTrpcError(
      setup.caller.audit.auditAnswer({ answer: "x", source: { kind: "debriefs", json: "[]" } }),
      "BAD_REQUEST",
      "the debriefs JSON holds no debrief",
    );
    await expectTrpcError(
      setup.caller.audit.auditAnswer({
        answer: "x",
        source: {
          kind: "debriefs",
          json: JSON.stringify([{ agentName: "a", result: { findings: 3 } }]),
        },
      }),
      "BAD_REQUEST",
      /^the debriefs JSON does not fit: debriefs\.0\.result\.findings: /,
    );
    await expectTrpcError(
      setup.caller.audit.auditAnswer({
        answer: JSON.stringify({ claims: [{ text: "x" }] }),
        source: { kind: "run", runId },
      }),
      "BAD_REQUEST",
      /^the final_answer record does not fit: claims\.0\.rests_on: /,
    );
    await expectTrpcError(
      setup.caller.audit.auditAnswer({
        answer: '{"claims": [{"text": "19 merchants"',
        source: { kind: "run", runId },
      }),
      "BAD_REQUEST",
      /^the answer looks like a final_answer record but is not valid JSON \(.+\); paste the whole record, or the answer as text$/,
    );
    // Prose that merely starts with a brace is still read as free text.
    const prose = await setup.caller.audit.auditAnswer({
      answer: "{draft} 16 merchants break on 2027-03-31.",
      source: { kind: "run", runId },
    });
    expect(prose.answer).toBe("{draft} 16 merchants break on 2027-03-31.");
  });

  it("an answer of thousands of numbers against 200 counted findings: every claim quote cut at 600 characters, a report of under 1 MB", async () => {
    const { debriefsJson: debriefs, answer } = countedFindingsAudit();
    const view = await setup.caller.audit.auditAnswer({
      answer,
      source: { kind: "debriefs", json: debriefs },
    });
    const quotes = [
      ...view.report.flags.map((flag) => flag.claimText),
      ...view.report.hedges.flatMap((hedge) => (hedge.evidence ? [hedge.evidence.text] : [])),
    ];
    expect(quotes.length).toBeGreaterThan(100);
    expect(Math.max(...quotes.map((quote) => quote.length))).toBe(MAX_QUOTED_CLAIM_CHARACTERS + 2);
    expect(JSON.stringify(view).length).toBeLessThan(1_000_000);
  });

  it("refuses debriefs and answers over the caps before auditing (the report would grow with claims × items)", async () => {
    const finding = {
      claim: "Merchant m_0008 breaks when v2 retires.",
      provenance: ["docs/provider-changelog.md:12"],
      confidence: "inferred",
    };
    const debrief = (findings: number, assumptions = 0) => ({
      agentName: "researcher",
      result: {
        findings: Array.from({ length: findings }, () => finding),
        assumptions: Array.from({ length: assumptions }, () => "The v2 API retires in March."),
        unresolved: [],
        coverage: { searched: [], not_searched: [] },
        effort: { tool_calls: 1, budget_exhausted: false },
      },
    });
    const attack = JSON.stringify({ debriefs: [debrief(12_025)] });
    expect(attack.length).toBeLessThan(2_000_000);
    const sentence = "Merchant m_0008 breaks when v2 retires [1]. ";
    const longAnswer = sentence.repeat(Math.floor(49_000 / sentence.length));
    await expectTrpcError(
      setup.caller.audit.auditAnswer({
        answer: "Merchant m_0008 breaks.",
        source: { kind: "debriefs", json: attack },
      }),
      "BAD_REQUEST",
      "the debriefs JSON does not fit: debriefs.0.result.findings: at most 200 findings (got 12025); keep the ones that answer the question and merge repeats",
    );
    // Within the debrief contract's caps (RESEARCH_RESULT_LIMITS), over the audit's per debrief.
    await expectTrpcError(
      setup.caller.audit.auditAnswer({
        answer: "Merchant m_0008 breaks.",
        source: { kind: "debriefs", json: JSON.stringify({ debriefs: [debrief(150, 60)] }) },
      }),
      "BAD_REQUEST",
      `debriefs.0 holds 210 items (findings, assumptions, open questions and coverage areas); at most ${MAX_ITEMS_PER_UPLOADED_DEBRIEF} per debrief`,
    );
    await expectTrpcError(
      setup.caller.audit.auditAnswer({
        answer: "Merchant m_0008 breaks.",
        source: {
          kind: "debriefs",
          json: JSON.stringify([debrief(150), debrief(150), debrief(150)]),
        },
      }),
      "BAD_REQUEST",
      `the debriefs hold more than ${MAX_UPLOADED_DEBRIEF_ITEMS} items (findings, assumptions, open questions and coverage areas) together; at most ${MAX_UPLOADED_DEBRIEF_ITEMS} are audited at once`,
    );
    await expectTrpcError(
      setup.caller.audit.auditAnswer({
        answer: "Merchant m_0008 breaks.",
        source: {
          kind: "debriefs",
          json: JSON.stringify(Array.from({ length: MAX_UPLOADED_DEBRIEFS + 1 }, () => debrief(1))),
        },
      }),
      "BAD_REQUEST",
      `the debriefs JSON holds 21 debriefs; at most ${MAX_UPLOADED_DEBRIEFS} are audited at once`,
    );
    // The clause cap holds for both sources, before the debriefs are read.
    for (const source of [
      { kind: "run" as const, runId },
      { kind: "debriefs" as const, json: attack },
    ]) {
      await expectTrpcError(
        setup.caller.audit.auditAnswer({ answer: longAnswer, source }),
        "BAD_REQUEST",
        `the answer has more than ${MAX_AUDITED_ANSWER_CLAUSES} clauses; at most ${MAX_AUDITED_ANSWER_CLAUSES} are audited at once (audit a shorter answer or split it)`,
      );
    }
  });

  it("checks the parsed debriefs: plain agent names and ids, no escaped control characters, distinct ids", async () => {
    const first = ledgerlineAuditFixture().debriefs[0]!;
    const second = { ...first, agentId: "agent_other", agentName: "other" };
    const audit = (debriefs: unknown) =>
      setup.caller.audit.auditAnswer({
        answer: OVERSTATED,
        source: { kind: "debriefs", json: JSON.stringify(debriefs) },
      });
    await expectTrpcError(
      audit([{ ...first, agentName: "Eve\u202Bnimda" }]),
      "BAD_REQUEST",
      "the debriefs JSON does not fit: debriefs.0.agentName: the agent name must not contain bidirectional control characters (U+202B at character 4), which reorder the text around it",
    );
    await expectTrpcError(
      audit([first, { ...second, agentId: "child\nforged" }]),
      "BAD_REQUEST",
      "the debriefs JSON does not fit: debriefs.1.agentId: the agent id must not contain control characters, tabs or line breaks (U+000A at character 6)",
    );
    await expectTrpcError(
      audit([{ ...first, result: { ...first.result, transcript_ref: "ok\u0000" } }]),
      "BAD_REQUEST",
      "the debriefs JSON does not fit: debriefs.0.result.transcript_ref: the text must not contain control characters (U+0000 at character 3); only tab and line breaks are allowed",
    );
    await expectTrpcError(
      audit([first, { ...second, agentId: first.agentId }]),
      "BAD_REQUEST",
      `the debriefs JSON has two debriefs with agentId "${first.agentId}" (debriefs.0 and debriefs.1); give each debrief its own agentId`,
    );
    // A given id may not take the position id a debrief without one gets (child-2).
    await expectTrpcError(
      audit([
        { ...first, agentId: "child-2" },
        { agentName: "b", result: second.result },
      ]),
      "BAD_REQUEST",
      'the debriefs JSON has two debriefs with agentId "child-2" (debriefs.0 and debriefs.1); give each debrief its own agentId',
    );
    // JSON nested 100,000 levels deep: refused before any walk of it (it overflowed the stack).
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    await expectTrpcError(
      setup.caller.audit.auditAnswer({
        answer: OVERSTATED,
        source: { kind: "debriefs", json: deep },
      }),
      "BAD_REQUEST",
      "the debriefs JSON nests deeper than 32 levels of objects and arrays (a debrief or a final_answer record needs about five)",
    );
    const deepRecord = `{"claims":[${"[".repeat(20_000)}${"]".repeat(20_000)}]}`;
    await expectTrpcError(
      setup.caller.audit.auditAnswer({
        answer: deepRecord,
        source: { kind: "debriefs", json: JSON.stringify([first]) },
      }),
      "BAD_REQUEST",
      "the final_answer record nests deeper than 32 levels of objects and arrays (a debrief or a final_answer record needs about five)",
    );
    const fine = await audit([first, second]);
    expect(fine.children).toEqual([first.agentName, second.agentName]);
  });

  it("refuses an answer over the clause cap with work bounded by the cap, not the answer's length", async () => {
    const answer = "if ".repeat(12_000);
    expect(answer.length).toBeLessThan(50_000);
    await expectTrpcError(
      setup.caller.audit.auditAnswer({ answer, source: { kind: "run", runId } }),
      "BAD_REQUEST",
      `the answer has more than ${MAX_AUDITED_ANSWER_CLAUSES} clauses; at most ${MAX_AUDITED_ANSWER_CLAUSES} are audited at once (audit a shorter answer or split it)`,
    );
    // The one sentence stops being cut just past 4 × cap + 8 cut points (of 11,998).
    const work: ClauseWork = { cuts: 0, verbProbes: 0 };
    expect(clauseCountWithin(answer, MAX_AUDITED_ANSWER_CLAUSES, work)).toBeNull();
    expect(work.cuts).toBe(4 * MAX_AUDITED_ANSWER_CLAUSES + 9);
    // Many sentences: reading stops at the first sentence past the cap.
    const sentences: ClauseWork = { cuts: 0, verbProbes: 0 };
    expect(clauseCountWithin("Merchants break. ".repeat(2_900), 200, sentences)).toBeNull();
    expect(sentences.cuts).toBe(0);
    // A sentence of thousands of ", and …" runs the tagger on at most 100 of them.
    const coordinations: ClauseWork = { cuts: 0, verbProbes: 0 };
    expect(clauseCountWithin("a, and b ".repeat(5_000), 200, coordinations)).toBe(1);
    expect(coordinations.verbProbes).toBe(100);
    // Under the cap, the count is the full reading's.
    expect(clauseCountWithin("if ".repeat(150), MAX_AUDITED_ANSWER_CLAUSES)).toBe(149);
  });

  it("holds a pasted final_answer record to the live contract: known ids, carried words in the text", async () => {
    const json = readFileSync("datasets/audit/v1/debriefs-single.json", "utf8");
    const audit = (claim: Record<string, unknown>) =>
      setup.caller.audit.auditAnswer({
        answer: JSON.stringify({ claims: [{ carries: [], stated_as: "established", ...claim }] }),
        source: { kind: "debriefs", json },
      });
    const hint =
      "cite the ids printed in the debriefs you received (e.g. researcher/F1, researcher/F2, researcher/F3)";
    await expectTrpcError(
      audit({
        text: "3 more break",
        rests_on: ["researcher/F3"],
        carries: [{ item: "researcher/F3", as: "qualified", words: "probably not present" }],
        stated_as: "qualified",
      }),
      "BAD_REQUEST",
      'the final_answer record does not fit the debriefs: claims.0.carries.0.words: "probably not present" does not appear in the claim\'s text; quote the words that carry the hedge',
    );
    await expectTrpcError(
      audit({ text: "3 more break", rests_on: ["ghost/F9"] }),
      "BAD_REQUEST",
      `the final_answer record does not fit the debriefs: claims.0.rests_on.0: unknown debrief item "ghost/F9"; ${hint}`,
    );
    await expectTrpcError(
      audit({ text: "3 more break", rests_on: ["researcher/F3", "ghost/F9"] }),
      "BAD_REQUEST",
      `the final_answer record does not fit the debriefs: claims.0.rests_on.1: unknown debrief item "ghost/F9"; ${hint}`,
    );
    // The same record with the words in its text is audited.
    const fine = await audit({
      text: "3 more probably not present break",
      rests_on: ["researcher/F3"],
      carries: [{ item: "researcher/F3", as: "qualified", words: "probably not present" }],
      stated_as: "qualified",
    });
    expect(fine.report.mode).toBe("contract");
  });
});
