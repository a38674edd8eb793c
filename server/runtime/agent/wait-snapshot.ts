import { mergeDebriefs } from "../contract/merge-debriefs";
import { renderMergedForParent } from "../contract/render-merged-for-parent";
import type { LiveAgent } from "./live-agent";

/** Why a bounded wait ended. */
export type WaitEnd = "all_terminal" | "timeout" | "correction" | "cancelled";

/**
 * Render the snapshot a wait returns: every requested child with status, phase and activity;
 * a terminal child's debrief rendering the first time this caller observes it, and a short
 * retained observation afterwards (seed 003: "retaining terminal observations").
 * `delivered` is updated with the children whose debrief this snapshot carries.
 */
export function renderWaitSnapshot(
  end: WaitEnd,
  children: readonly LiveAgent[],
  delivered: Set<string>,
  now: number,
  correctionSequence: number | null,
): { text: string; newlyDelivered: string[] } {
  const header: Record<WaitEnd, string> = {
    all_terminal: "Wait ended: every requested child has finished.",
    timeout: "Wait ended: timeout reached; unfinished children keep running.",
    correction: `Wait interrupted by correction #${correctionSequence ?? "?"}; no child was cancelled and unfinished children keep running.`,
    cancelled: "Wait ended: this agent was cancelled.",
  };
  const lines = [header[end]];
  const newlyDelivered: string[] = [];
  const toMerge: LiveAgent[] = [];
  for (const child of children) {
    const { record } = child;
    const activity = record.activity;
    if (child.isTerminal) {
      if (delivered.has(child.id)) {
        lines.push(
          `- ${child.id} (${record.name}): ${record.status}; debrief already delivered in an earlier wait result.`,
        );
        continue;
      }
      delivered.add(child.id);
      newlyDelivered.push(child.id);
      lines.push(
        `- ${child.id} (${record.name}): ${record.status}${record.statusDetail ? ` (${record.statusDetail})` : ""}`,
      );
      if (child.debrief?.result) toMerge.push(child);
      else
        lines.push(
          child.debrief?.renderedForParent ??
            "  (no debrief: the child ended without a research_result)",
        );
      continue;
    }
    const since = Math.max(0, now - activity.phaseStartedAt);
    const progress =
      activity.lastProgressAt === null
        ? "no progress yet"
        : `last progress ${Math.max(0, now - activity.lastProgressAt)} ms ago (${activity.lastProgressEvent ?? "event"})`;
    lines.push(
      `- ${child.id} (${record.name}): ${record.status}, phase ${activity.phase} for ${since} ms, iteration ${record.iteration}, ${record.toolCallCount} tool calls, ${progress}.`,
    );
  }
  lines.push(...renderDebriefs(toMerge));
  return { text: lines.join("\n"), newlyDelivered };
}

/**
 * Debriefs delivered together: one child renders as it is; several merge mechanically into one
 * record (seed 000: findings deduplicated on claim, unresolved unioned, not_searched
 * intersected), so the parent's window grows only by the merged rendering.
 */
function renderDebriefs(children: readonly LiveAgent[]): string[] {
  const only = children[0];
  if (children.length === 0 || only === undefined) return [];
  if (children.length === 1) return [only.debrief?.renderedForParent ?? ""];
  const merged = mergeDebriefs(
    children.flatMap((child) =>
      child.debrief?.result
        ? [
            {
              agentId: child.id,
              agentName: child.record.name,
              result: child.debrief.result,
              guardsApplied: child.debrief.guardsApplied,
            },
          ]
        : [],
    ),
  );
  return [renderMergedForParent(merged)];
}
