import { describe, expect, it } from "vitest";
import { runOnFakeApi, turnWithUsage, wireApi } from "../../testing/provider-setup";
import { callsOf, resultsOf } from "../testing/transcript-queries";
import { checkResearchResult, MAX_CONTRACT_ERRORS } from "./contract-enforcement";
import { RESEARCH_RESULT_LIMITS } from "./research-result";

/** RESEARCH_RESULT_LIMITS: the caps on one child's debrief, refused under the retry rule. */

const finding = {
  claim: "16 merchants call v2 directly",
  provenance: ["merchants.api_version"],
  confidence: "verified",
};
const base = {
  findings: [finding],
  assumptions: ["the config table is authoritative"],
  unresolved: [{ question: "Sandbox pin?", would_settle_it: "the sandbox schedule" }],
  coverage: { searched: ["src/adapters"], not_searched: [] },
  effort: { tool_calls: 1, budget_exhausted: false },
};
const context = { actualToolCalls: 1, transcriptRef: "transcript:a", budgetExhausted: false };
const times = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);
const errorsOf = (input: unknown) => {
  const check = checkResearchResult(input, context);
  return check.ok ? [] : check.errors;
};

describe("debrief limits", () => {
  it("documents the caps", () => {
    expect(RESEARCH_RESULT_LIMITS).toEqual({
      findings: 200,
      assumptions: 100,
      unresolved: 100,
      provenance: 20,
      coverageAreas: 200,
      textLength: 2000,
      referenceLength: 500,
    });
  });

  it("accepts a debrief at every cap", () => {
    const full = {
      findings: times(200, {
        claim: "c".repeat(2000),
        provenance: times(20, "p".repeat(500)),
        confidence: "inferred",
      }),
      assumptions: times(100, "a".repeat(2000)),
      unresolved: times(100, { question: "q".repeat(2000), would_settle_it: "w".repeat(2000) }),
      coverage: { searched: times(200, "s".repeat(500)), not_searched: times(200, "") },
      effort: { tool_calls: 1, budget_exhausted: false },
    };
    expect(checkResearchResult(full, context).ok).toBe(true);
  });

  it.each([
    [
      "too many findings",
      { ...base, findings: times(201, finding) },
      "findings: at most 200 findings (got 201); keep the ones that answer the question and merge repeats",
    ],
    [
      "thousands of findings",
      { ...base, findings: times(5000, finding) },
      "findings: at most 200 findings (got 5000); keep the ones that answer the question and merge repeats",
    ],
    [
      "too many assumptions",
      { ...base, assumptions: times(101, "x") },
      "assumptions: at most 100 assumptions (got 101); keep the ones that answer the question and merge repeats",
    ],
    [
      "too many unresolved items",
      { ...base, unresolved: times(101, base.unresolved[0]) },
      "unresolved: at most 100 unresolved items (got 101); keep the ones that answer the question and merge repeats",
    ],
    [
      "too many provenance entries",
      { ...base, findings: [{ ...finding, provenance: times(21, "a.b") }] },
      "findings.0.provenance: at most 20 provenance entries (got 21); keep the ones that answer the question and merge repeats",
    ],
    [
      "too many coverage areas",
      { ...base, coverage: { searched: [], not_searched: times(201, "x") } },
      "coverage.not_searched: at most 200 areas (got 201); keep the ones that answer the question and merge repeats",
    ],
    [
      "a long claim",
      { ...base, findings: [{ ...finding, claim: "c".repeat(2001) }] },
      "findings.0.claim: at most 2000 characters (got 2001); state it shorter",
    ],
    [
      "a long assumption",
      { ...base, assumptions: ["a".repeat(2500)] },
      "assumptions.0: at most 2000 characters (got 2500); state it shorter",
    ],
    [
      "a long way to settle an unresolved item",
      { ...base, unresolved: [{ question: "q", would_settle_it: "w".repeat(2001) }] },
      "unresolved.0.would_settle_it: at most 2000 characters (got 2001); state it shorter",
    ],
    [
      "a long provenance entry",
      { ...base, findings: [{ ...finding, provenance: ["p".repeat(501)] }] },
      "findings.0.provenance.0: at most 500 characters (got 501); state it shorter",
    ],
    [
      "a long coverage area",
      { ...base, coverage: { searched: ["s".repeat(501)], not_searched: [] } },
      "coverage.searched.0: at most 500 characters (got 501); name the area shorter",
    ],
    [
      "an empty provenance entry",
      { ...base, findings: [{ ...finding, provenance: [" "] }] },
      "findings.0.provenance.0: provenance must not be empty",
    ],
  ])("refuses %s with the limit in the error", (_case, input, error) => {
    expect(errorsOf(input)).toEqual([error]);
  });

  it("sends back at most MAX_CONTRACT_ERRORS errors, counting the rest", () => {
    const errors = errorsOf({ ...base, findings: times(30, { ...finding, claim: " " }) });
    expect(MAX_CONTRACT_ERRORS).toBe(20);
    expect(errors).toHaveLength(21);
    expect(errors[0]).toBe("findings.0.claim: claim must not be empty");
    expect(errors[19]).toBe("findings.19.claim: claim must not be empty");
    expect(errors[20]).toBe("… and 10 more errors like these");
  });

  it("a child's debrief over the cap goes back to it under the retry rule, and its next one is stored", async () => {
    const api = wireApi("anthropic");
    const oversized = JSON.stringify({ ...base, findings: times(201, finding) });
    const result = await runOnFakeApi({
      ...api,
      child: (n) =>
        n === 1
          ? turnWithUsage([{ id: "toolu_big", name: "research_result", arguments: oversized }])
          : null,
    });
    expect(result.run.status).toBe("succeeded");
    const transcript = result.transcript("child");
    const [call] = callsOf(transcript);
    expect(resultsOf(transcript, call!.callId)).toMatchObject([
      {
        status: "error",
        content:
          "research_result rejected (attempt 1 of 3): findings: at most 200 findings (got 201); keep the ones that answer the question and merge repeats. Fix these fields and call research_result again.",
      },
    ]);
    const [debrief] = result.harness.store.debriefs;
    expect(debrief).toMatchObject({ attempts: 2 });
    expect(debrief?.result?.findings.length).toBeLessThanOrEqual(200);
  });
});
