import { budgetText, debriefItems, itemId, itemKey } from "./debrief-items";
import { quoteContinuationLines } from "../transcript/quoted-lines";
import type { ResearchResult } from "./research-result";

/**
 * The compact text the parent model receives for a debrief (seed 000
 * `render_for_parent(result)`, ~1.2k tokens; never the transcript). Every finding with its
 * confidence and provenance, every assumption, every unresolved item with what would settle
 * it, coverage (every not-searched area on its own line), effort and the transcript_ref:
 * rendering never drops a caveat. Each item starts with its id (`researcher/F1`,
 * debrief-items.ts): the ids the parent cites in its final_answer. A field's lines after its
 * first are quoted (quoted-lines.ts): a claim cannot forge an item, a section or a notice.
 */
export function renderForParent(
  agentName: string,
  result: ResearchResult,
  guardsApplied: readonly string[] = [],
): string {
  const id = (kind: Parameters<typeof itemKey>[0], index: number) =>
    itemId(agentName, itemKey(kind, index));
  const lines: string[] = [];
  lines.push(`DEBRIEF from ${agentName} (research_result, validated)`);
  lines.push(`Findings (${result.findings.length}):`);
  if (result.findings.length === 0) lines.push("  (none)");
  result.findings.forEach((finding, index) => {
    lines.push(`  ${id("finding", index)} [${finding.confidence}] ${finding.claim}`);
    const sources =
      finding.provenance.length > 0 ? finding.provenance.join("; ") : "(no provenance given)";
    lines.push(`      provenance: ${sources}`);
  });
  lines.push(`Assumptions (${result.assumptions.length}) — taken as true, NOT verified:`);
  if (result.assumptions.length === 0) lines.push("  (none)");
  result.assumptions.forEach((assumption, index) =>
    lines.push(`  ${id("assumption", index)} ${assumption}`),
  );
  lines.push(`Unresolved (${result.unresolved.length}) — open questions:`);
  if (result.unresolved.length === 0) lines.push("  (none)");
  result.unresolved.forEach((item, index) => {
    lines.push(`  ${id("unresolved", index)} ${item.question}`);
    lines.push(`      would settle it: ${item.would_settle_it}`);
  });
  lines.push("Coverage:");
  lines.push(`  searched: ${listOrNone(result.coverage.searched)}`);
  lines.push(`  NOT searched (${result.coverage.not_searched.length}):`);
  if (result.coverage.not_searched.length === 0) lines.push("    (none)");
  result.coverage.not_searched.forEach((area, index) =>
    lines.push(`    ${id("not_searched", index)} ${area}`),
  );
  const exhausted = result.effort.budget_exhausted
    ? `YES (${itemId(agentName, "B")}) — ${budgetText(agentName, result.effort.tool_calls)}`
    : "no";
  lines.push(`Effort: ${result.effort.tool_calls} tool calls; budget exhausted: ${exhausted}`);
  for (const guard of guardsApplied) lines.push(`Runtime guard: ${guard}`);
  lines.push(
    `Transcript: ${result.transcript_ref} (not inlined; fetch_transcript_span(ref, tool_call_id) retrieves a span)`,
  );
  lines.push(citationHint(debriefItems(agentName, result).map((item) => item.id)));
  return lines.map(quoteContinuationLines).join("\n"); // a field's own line breaks quoted
}

/** The last line of a rendering: how the parent cites the items in its final_answer. */
export function citationHint(ids: readonly string[]): string {
  const example = ids.slice(0, 2).join(", ");
  return `Cite these items by id (e.g. ${example || "researcher/F1"}) in final_answer's rests_on and carries.`;
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
  ]
    .map(quoteContinuationLines)
    .join("\n");
}
