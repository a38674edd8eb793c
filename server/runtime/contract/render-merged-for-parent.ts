import { itemId } from "./debrief-items";
import { quoteContinuationLines } from "../transcript/quoted-lines";
import type { MergedDebrief, SourceChild } from "./merge-debriefs";
import { citationHint, renderForParent } from "./render-for-parent";

function names(sources: readonly SourceChild[]): string {
  return sources.map((source) => source.agentName).join(", ");
}

function listOrNone(items: readonly string[]): string {
  return items.length === 0 ? "(none)" : items.join("; ");
}

/** Ids of one merged item: `a/A1 = b/A1` (every child's id for it). */
function ids(itemIds: readonly string[]): string {
  return itemIds.join(" = ");
}

/**
 * The compact text the parent receives for a merged debrief. One source renders exactly as
 * `renderForParent` (so a single child reads the same either way). Several sources use the
 * same line shapes (`<id> [confidence] claim`, `provenance:`, `would settle it:`,
 * `NOT searched`, `budget exhausted: YES`) with the children named on each item. Each item
 * starts with every child's id for it (`direct-researcher/A1 = fallback-researcher/A1`), so
 * the ids the parent cites survive the merge. Nothing is dropped: every finding with its
 * weakest confidence and every provenance entry, every disagreement, every assumption, every
 * unresolved item with each way to settle it, the gaps no child covered and every gap a
 * sibling covered (with who covered it), each child's effort and transcript_ref.
 */
export function renderMergedForParent(merged: MergedDebrief): string {
  if (merged.sources.length === 1) {
    const only = merged.sources[0]!;
    return renderForParent(only.agentName, only.result, only.guardsApplied ?? []);
  }
  const lines: string[] = [];
  const allIds: string[] = [];
  const count = merged.sources.length;
  lines.push(
    `MERGED DEBRIEF from ${count} children (${names(merged.sources)}) (research_result ×${count}, validated, merged mechanically)`,
  );
  lines.push(`Findings (${merged.findings.length}, deduplicated on claim):`);
  if (merged.findings.length === 0) lines.push("  (none)");
  for (const finding of merged.findings) {
    const findingIds = finding.sources.map((source) => source.itemId);
    allIds.push(...findingIds);
    lines.push(`  ${ids(findingIds)} [${finding.confidence}] ${finding.claim}`);
    const sources =
      finding.provenance.length > 0 ? finding.provenance.join("; ") : "(no provenance given)";
    lines.push(`      provenance: ${sources}`);
    const from = finding.sources
      .map((source) => `${source.agentName} [${source.confidence}]`)
      .join("; ");
    lines.push(`      from: ${from}`);
    if (finding.disagreement) {
      lines.push(
        `      confidence disagreement: the children differ; the weakest (${finding.disagreement.kept}) is kept`,
      );
    }
  }
  lines.push(`Assumptions (${merged.assumptions.length}) — taken as true, NOT verified:`);
  if (merged.assumptions.length === 0) lines.push("  (none)");
  for (const assumption of merged.assumptions) {
    allIds.push(...assumption.itemIds);
    lines.push(
      `  ${ids(assumption.itemIds)} ${assumption.text} (from: ${names(assumption.sources)})`,
    );
  }
  lines.push(`Unresolved (${merged.unresolved.length}) — open questions:`);
  if (merged.unresolved.length === 0) lines.push("  (none)");
  for (const item of merged.unresolved) {
    allIds.push(...item.itemIds);
    lines.push(`  ${ids(item.itemIds)} ${item.question} (from: ${names(item.sources)})`);
    lines.push(`      would settle it: ${item.would_settle_it.join("; or ")}`);
  }
  lines.push("Coverage:");
  lines.push(`  searched (any child): ${listOrNone(merged.coverage.searched.map((e) => e.area))}`);
  lines.push(`  NOT searched by any child (${merged.coverage.not_searched.length}):`);
  if (merged.coverage.not_searched.length === 0) lines.push("    (none)");
  for (const entry of merged.coverage.not_searched) {
    allIds.push(...entry.itemIds);
    lines.push(`    ${ids(entry.itemIds)} ${entry.area}`);
  }
  if (merged.coverage.covered_by_sibling.length > 0) {
    lines.push(
      `  not searched by some children, but covered by a sibling (${merged.coverage.covered_by_sibling.length}):`,
    );
    for (const gap of merged.coverage.covered_by_sibling) {
      allIds.push(...gap.itemIds);
      lines.push(
        `    ${ids(gap.itemIds)} ${gap.area} (not searched by ${names(gap.sources)}; covered by ${names(gap.searchedBy)})`,
      );
    }
  }
  const exhausted = merged.effort.per_child.filter((child) => child.budget_exhausted);
  const exhaustedText =
    exhausted.length > 0
      ? `YES — ${names(exhausted)} ran out of budget; absence of findings is not evidence`
      : "no";
  lines.push(
    `Effort: ${merged.effort.tool_calls} tool calls in all; budget exhausted: ${exhaustedText}`,
  );
  for (const child of merged.effort.per_child) {
    const budget = child.budget_exhausted ? `YES (${itemId(child.agentName, "B")})` : "no";
    lines.push(
      `  ${child.agentName}: ${child.tool_calls} tool calls; budget exhausted: ${budget}; transcript ${child.transcript_ref}`,
    );
    for (const guard of child.guardsApplied)
      lines.push(`  Runtime guard (${child.agentName}): ${guard}`);
  }
  lines.push(
    "Transcripts: not inlined; fetch_transcript_span(ref, tool_call_id) retrieves a span of any child's transcript",
  );
  lines.push(citationHint(allIds));
  return lines.map(quoteContinuationLines).join("\n"); // a field's own line breaks quoted
}
