import type { ResearchResult } from "./research-result";

/**
 * The compact text the parent model receives for a debrief (seed 000
 * `render_for_parent(result)`, ~1.2k tokens; never the transcript). Every finding with its
 * confidence and provenance, every assumption, every unresolved item with what would settle
 * it, coverage (both lists), effort and the transcript_ref: rendering never drops a caveat.
 */
export function renderForParent(
  agentName: string,
  result: ResearchResult,
  guardsApplied: readonly string[] = [],
): string {
  const lines: string[] = [];
  lines.push(`DEBRIEF from ${agentName} (research_result, validated)`);
  lines.push(`Findings (${result.findings.length}):`);
  if (result.findings.length === 0) lines.push("  (none)");
  result.findings.forEach((finding, index) => {
    lines.push(`  F${index + 1} [${finding.confidence}] ${finding.claim}`);
    const sources =
      finding.provenance.length > 0 ? finding.provenance.join("; ") : "(no provenance given)";
    lines.push(`      provenance: ${sources}`);
  });
  lines.push(`Assumptions (${result.assumptions.length}) — taken as true, NOT verified:`);
  if (result.assumptions.length === 0) lines.push("  (none)");
  result.assumptions.forEach((assumption, index) => lines.push(`  A${index + 1} ${assumption}`));
  lines.push(`Unresolved (${result.unresolved.length}) — open questions:`);
  if (result.unresolved.length === 0) lines.push("  (none)");
  result.unresolved.forEach((item, index) => {
    lines.push(`  U${index + 1} ${item.question}`);
    lines.push(`      would settle it: ${item.would_settle_it}`);
  });
  lines.push("Coverage:");
  lines.push(`  searched: ${listOrNone(result.coverage.searched)}`);
  lines.push(`  NOT searched: ${listOrNone(result.coverage.not_searched)}`);
  const exhausted = result.effort.budget_exhausted
    ? "YES — the child ran out of budget; absence of findings is not evidence"
    : "no";
  lines.push(`Effort: ${result.effort.tool_calls} tool calls; budget exhausted: ${exhausted}`);
  for (const guard of guardsApplied) lines.push(`Runtime guard: ${guard}`);
  lines.push(
    `Transcript: ${result.transcript_ref} (not inlined; fetch_transcript_span(ref, tool_call_id) retrieves a span)`,
  );
  return lines.join("\n");
}

function listOrNone(items: readonly string[]): string {
  return items.length === 0 ? "(none)" : items.join("; ");
}

/** What the parent receives when a child failed its contract (seed 000 SubagentContractError). */
export function renderContractFailureForParent(
  agentName: string,
  errors: readonly string[],
  attempts: number,
  transcriptRef: string,
): string {
  return [
    `CHILD FAILED: ${agentName} raised SubagentContractError after ${attempts} research_result attempts.`,
    "Its work is NOT available as a debrief; do not state anything as established from it.",
    `Validation errors of the last attempt: ${errors.join("; ")}`,
    `Transcript: ${transcriptRef} (fetch_transcript_span(ref, tool_call_id) retrieves a span)`,
  ].join("\n");
}
