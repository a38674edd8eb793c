import { normalizeClaim } from "../../runtime/contract/merge-debriefs";
import { readProcessNote } from "../../runtime/contract/process-notes";
import type { AuditItem } from "./reader/debrief-model";

/**
 * Near-duplicate groups of not-searched areas for the exact (contract) audit: only truly
 * identical or near-identical gaps share a group, so one flag never stands for a different
 * caveat. Two gaps are near-identical when their texts are equal once normalised, or when they
 * give the same reason (outside the child's brief, seen in search hits but not read, skipped by
 * a correction, a failed call) and name exactly the same topic words. "the sandbox adapter source
 * (outside this child's brief)" and "src/adapters/sandbox-adapter.ts (appeared in search hits,
 * not read in full)" are two caveats (one out of scope, one seen and left unread), and "the
 * primary adapter's fallback path" is not "src/adapters/primary-adapter.ts" (a part is not the
 * whole). Items of every other kind keep their groups.
 */

/** Why an area was not searched, as its boilerplate says. */
function gapReason(text: string): string {
  if (/\((?:appeared in search hits, )?not read in full\)/i.test(text)) return "unread";
  if (/\(outside (?:this|the) child'?s brief\)/i.test(text)) return "outside brief";
  const note = readProcessNote(text);
  if (note !== null) return note.kind;
  if (/ — the call failed: /.test(text)) return "call failed";
  return "other";
}

function sameWords(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size > 0 && a.size === b.size && [...a].every((word) => b.has(word));
}

/** True when two not-searched areas are the same caveat (see the module comment). */
export function nearIdenticalGaps(
  a: Pick<AuditItem, "text" | "topic">,
  b: Pick<AuditItem, "text" | "topic">,
): boolean {
  if (normalizeClaim(a.text) === normalizeClaim(b.text)) return true;
  return gapReason(a.text) === gapReason(b.text) && sameWords(a.topic, b.topic);
}

/**
 * The items with each not-searched area's group recomputed by `nearIdenticalGaps` (the group is
 * the id of its first item, in item order); new objects, the input is not changed.
 */
export function regroupGaps(items: readonly AuditItem[]): AuditItem[] {
  const leaders: AuditItem[] = [];
  return items.map((item) => {
    if (item.kind !== "not_searched") return item;
    const leader = leaders.find((candidate) => nearIdenticalGaps(candidate, item));
    if (leader) return { ...item, group: leader.id };
    leaders.push(item);
    return { ...item, group: item.id };
  });
}
