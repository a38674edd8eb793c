import type { ResearchResult, ResearchResultInput } from "../contract/research-result";

/**
 * A valid research_result as a child's tool call would send it: one inferred finding with
 * provenance, one assumption, no unresolved items, coverage with a gap, no effort claimed.
 * `overrides` replace whole fields (tests).
 */
export function validDebrief(overrides: Partial<ResearchResultInput> = {}): ResearchResultInput {
  return {
    findings: [
      { claim: "The sandbox pins v2.", provenance: ["src/a.ts:9"], confidence: "inferred" },
    ],
    assumptions: ["The table is authoritative."],
    unresolved: [],
    coverage: { searched: ["src/"], not_searched: ["request logs"] },
    effort: { tool_calls: 0, budget_exhausted: false },
    ...overrides,
  };
}

/**
 * An accepted research_result (as stored, with its transcript_ref) holding nothing but what
 * `partial` sets: no findings, assumptions or unresolved items, empty coverage, no effort.
 */
export function researchResult(partial: Partial<ResearchResult> = {}): ResearchResult {
  return {
    findings: [],
    assumptions: [],
    unresolved: [],
    coverage: { searched: [], not_searched: [] },
    effort: { tool_calls: 0, budget_exhausted: false },
    transcript_ref: "transcript:none",
    ...partial,
  };
}
