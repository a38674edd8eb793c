import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import { itemValues } from "./item-values";

/**
 * What a list called complete is certain about (issue 14, fourth cross-set residual round).
 * "The 19 below are the complete set", "that's the lot" are certain about the list's extent —
 * that nothing lies outside it — which is a claim against the open questions and unread areas
 * that could add to it, and about the total it gives, not about a hedged part of that total.
 * A part the answer states with its hedge in another sentence ("three probably via the
 * fallback … the 19 are the complete set") keeps that hedge; the completeness is flagged where
 * it denies something (question-status.ts, gap-status.ts) and on the total itself. Certainty in
 * other words ("confirmed", "exactly 19, full stop") still reaches every part (certainty-reach.ts).
 */

/** Is every certainty marker of the clause a completeness phrase (its list called whole)? */
export function certainOnlyOfExtent(use: ClauseReading): boolean {
  return (
    use.certainty.length > 0 && use.certainty.every((marker) => use.listComplete.includes(marker))
  );
}

/**
 * Is the finding (`items`, one group) a part of the total the sentence of `use` gives: each of
 * its own counts is smaller than a count that sentence names (3 of "the 19 … that's the lot"),
 * and the clause does not spell it out by its merchant ids?
 */
function partOfTotal(
  use: ClauseReading,
  items: readonly AuditItem[],
  readings: readonly ClauseReading[],
): boolean {
  const values = items.map(itemValues);
  const own = values.flatMap((value) => [...value.counts.keys()]);
  if (own.length === 0) return false;
  // (A list called whole that spells the part out, "the final list: the 16 plus m_0005 …",
  // lists it plainly: it is a member named in the claim, not a part of its total.)
  if (values.some((value) => [...value.merchantIds].some((id) => use.values.merchantIds.has(id))))
    return false;
  const named = readings
    .filter((reading) => reading.clause.sentence === use.clause.sentence)
    .flatMap((reading) => [...reading.values.counts.keys(), ...reading.values.totals]);
  return own.every((count) => named.some((total) => total > count));
}

/**
 * Does the completeness of `use` leave the finding's hedge alone: its only certainty is the
 * list's extent, the finding is a part of the total called whole, and another sentence states
 * the finding with its hedge (`hedgedUse`)?
 */
export function extentLeavesHedge(
  use: ClauseReading,
  items: readonly AuditItem[],
  readings: readonly ClauseReading[],
  uses: readonly ClauseReading[],
  hedgedUse: (use: ClauseReading) => boolean,
): boolean {
  return (
    certainOnlyOfExtent(use) &&
    partOfTotal(use, items, readings) &&
    uses.some(
      (other) => other !== use && other.clause.sentence !== use.clause.sentence && hedgedUse(other),
    )
  );
}
