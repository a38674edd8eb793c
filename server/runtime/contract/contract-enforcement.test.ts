import { describe, expect, it } from "vitest";
import { applyContractGuards, checkResearchResult } from "./contract-enforcement";
import { renderForParent } from "./render-for-parent";
import type { ResearchResult } from "./research-result";

const valid: ResearchResult = {
  findings: [
    {
      claim: "16 merchants call v2 directly",
      provenance: ["merchants.api_version"],
      confidence: "verified",
    },
    {
      claim: "3 merchants reach v2 through the fallback",
      provenance: ["src/adapters/primary-adapter.ts:47"],
      confidence: "inferred",
    },
    {
      claim: "v2 is retired on 2027-03-31",
      provenance: ["docs/provider-changelog.md:12"],
      confidence: "reported",
    },
  ],
  assumptions: ["the config table's api_version column is authoritative"],
  unresolved: [
    {
      question: "Does the sandbox adapter use the same pin?",
      would_settle_it: "the sandbox schedule",
    },
  ],
  coverage: { searched: ["src/adapters"], not_searched: ["request logs"] },
  effort: { tool_calls: 6, budget_exhausted: false },
  transcript_ref: "transcript:agent_2",
};

describe("checkResearchResult", () => {
  it("accepts a valid debrief and sets the runtime's transcript_ref", () => {
    const { transcript_ref: _ignored, ...input } = valid;
    const check = checkResearchResult(input, {
      actualToolCalls: 6,
      transcriptRef: "transcript:agent_9",
      budgetExhausted: false,
    });
    expect(check).toEqual({
      ok: true,
      result: { ...valid, transcript_ref: "transcript:agent_9" },
      guardsApplied: [],
    });
  });

  it("rejects a debrief without coverage with the exact error", () => {
    const { coverage: _missing, ...input } = valid;
    const check = checkResearchResult(input, {
      actualToolCalls: 6,
      transcriptRef: "transcript:a",
      budgetExhausted: false,
    });
    expect(check).toEqual({
      ok: false,
      errors: ["coverage: Invalid input: expected object, received undefined"],
    });
  });

  it("rejects an unknown confidence and an empty claim", () => {
    const input = { ...valid, findings: [{ claim: " ", provenance: [], confidence: "certain" }] };
    const check = checkResearchResult(input, {
      actualToolCalls: 6,
      transcriptRef: "t",
      budgetExhausted: false,
    });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.errors).toEqual([
        "findings.0.claim: claim must not be empty",
        'findings.0.confidence: Invalid option: expected one of "verified"|"inferred"|"reported"',
      ]);
    }
  });
});

describe("applyContractGuards (seed 000)", () => {
  it("sets budget_exhausted when there are no findings and no unresolved items", () => {
    const empty: ResearchResult = { ...valid, findings: [], unresolved: [] };
    const guarded = applyContractGuards(empty, { actualToolCalls: 6, budgetExhausted: false });
    expect(guarded.result.effort.budget_exhausted).toBe(true);
    expect(guarded.guardsApplied).toHaveLength(1);
    expect(guarded.guardsApplied[0]).toMatch(/^no findings and no unresolved items/);
  });

  it("keeps budget_exhausted false when an unresolved item is named", () => {
    const onlyQuestions: ResearchResult = { ...valid, findings: [] };
    expect(
      applyContractGuards(onlyQuestions, { actualToolCalls: 6, budgetExhausted: false }).result
        .effort.budget_exhausted,
    ).toBe(false);
  });

  it("replaces a claimed tool-call count with the runtime's count", () => {
    const guarded = applyContractGuards(
      { ...valid, effort: { tool_calls: 40, budget_exhausted: false } },
      { actualToolCalls: 7, budgetExhausted: false },
    );
    expect(guarded.result.effort.tool_calls).toBe(7);
    expect(guarded.guardsApplied).toEqual([
      "effort.tool_calls corrected from 40 (claimed) to 7 (counted by the runtime)",
    ]);
  });
});

describe("renderForParent", () => {
  it("keeps every caveat: confidence, provenance, assumptions, unresolved, coverage, effort, transcript_ref", () => {
    const text = renderForParent("researcher", valid);
    for (const finding of valid.findings) {
      expect(text).toContain(`[${finding.confidence}] ${finding.claim}`);
      expect(text).toContain(`provenance: ${finding.provenance.join("; ")}`);
    }
    expect(text).toContain("researcher/F2 [inferred] 3 merchants reach v2 through the fallback");
    expect(text).toContain("researcher/A1 the config table's api_version column is authoritative");
    expect(text).toContain("researcher/U1 Does the sandbox adapter use the same pin?");
    expect(text).toContain("would settle it: the sandbox schedule");
    expect(text).toContain("NOT searched (1):\n    researcher/N1 request logs");
    expect(text).toContain("Effort: 6 tool calls; budget exhausted: no");
    expect(text).toContain("Transcript: transcript:agent_2");
  });

  it("says so when the budget ran out and lists are empty", () => {
    const text = renderForParent("r", {
      ...valid,
      findings: [],
      assumptions: [],
      unresolved: [],
      coverage: { searched: [], not_searched: [] },
      effort: { tool_calls: 1, budget_exhausted: true },
    });
    expect(text).toContain("Findings (0):\n  (none)");
    expect(text).toContain("budget exhausted: YES");
  });
});
