/**
 * A heavy pasted-answer audit for limit tests: `findingCount` counted findings of one child as
 * the JSON debriefs a reviewer pastes (each claim a sum the reader links totals to), and an
 * answer of `termCount` numbers joined by " + " (about 40,000 characters for 7,000 terms).
 */
export function countedFindingsAudit(
  findingCount = 200,
  termCount = 7_000,
): { debriefsJson: string; answer: string } {
  const findings = Array.from({ length: findingCount }, (_, index) => ({
    claim: `Merchant m_${1000 + index} breaks: ${index} + ${index + 1} = ${2 * index + 1} merchants`,
    provenance: ["docs/provider-changelog.md:12"],
    confidence: "inferred",
  }));
  const debriefsJson = JSON.stringify([
    {
      agentName: "counter",
      result: {
        findings,
        assumptions: [],
        unresolved: [],
        coverage: { searched: [], not_searched: [] },
        effort: { tool_calls: 1, budget_exhausted: false },
      },
    },
  ]);
  const answer = Array.from({ length: termCount }, (_, index) => String(index)).join(" + ");
  return { debriefsJson, answer };
}
