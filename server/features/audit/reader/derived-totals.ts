import type { ClauseReading, ReaderContext } from "./clause-analysis";
import type { HedgeFamily } from "./hedge-cues";
import { totalStatesOutcome } from "./outcome-totals";

/**
 * Derived totals (issue 14, residuals round): a total stated right after the parts it adds up
 * ("Call it 19.", "With them: 19", "add them up and you get nineteen") is drawn from those
 * parts, hedges and all. When one of the parts was stated with a hedge in the few sentences
 * before it, the total inherits that hedge: the answer has already said how firm the parts are,
 * and the total is no firmer. A total stated before its parts (a headline, a TL;DR) or apart
 * from them inherits nothing, and certainty of its own still overstates it (certainty-reach.ts).
 */

/** The cue a total's hedges lent by its parts are recorded under. */
export const PART_HEDGES_CUE = "its parts' hedges";

/** How many sentences back the parts of a total may be stated. */
const PARTS_WINDOW = 3;

/** The most clauses read back from a total (a sentence of thousands of clauses stays linear). */
const MAX_CLAUSES_BACK = 24;

/** The most distinct parts tried for one total (the sum search is cubic in them). */
const MAX_PARTS = 12;

/** A finding's headline count: the first count its text gives ("19 merchants … (16 …, 3 …)"). */
function headline(id: string, context: ReaderContext): number | undefined {
  return [...(context.values.get(id)?.counts.keys() ?? [])][0];
}

/** Is `total` the sum of the headline counts of two or three of `parts`? */
function sumsTo(total: number, parts: number[]): boolean {
  for (let a = 0; a < parts.length; a += 1)
    for (let b = a + 1; b < parts.length; b += 1) {
      if (parts[a]! + parts[b]! === total) return true;
      for (let c = b + 1; c < parts.length; c += 1)
        if (parts[a]! + parts[b]! + parts[c]! === total) return true;
    }
  return false;
}

/**
 * Spread the hedges of the parts to the total drawn from them (see the module comment); runs
 * after every clause is read and linked.
 */
export function spreadPartHedgesToTotals(readings: ClauseReading[], context: ReaderContext): void {
  readings.forEach((reading, index) => {
    if (reading.clause.role !== "assert" || reading.values.merchantIds.size > 0) return;
    // (A total with a hedge or a certainty in its own words speaks for itself.)
    if (reading.certainty.length > 0 || reading.ownHedges.size > 0) return;
    // (A total that says what happens to them claims the outcome flatly: outcome-totals.ts.)
    if (totalStatesOutcome(reading)) return;
    // (Read backwards from the total, never the whole answer: bounded work on a long answer.)
    const earlier: ClauseReading[] = [];
    for (let at = index - 1; at >= Math.max(0, index - MAX_CLAUSES_BACK); at -= 1) {
      const other = readings[at]!;
      if (other.clause.sentence < reading.clause.sentence - PARTS_WINDOW) break;
      if (other.clause.role === "assert") earlier.push(other);
    }
    for (const id of reading.states) {
      const total = headline(id, context);
      if (total === undefined || !reading.values.totals.has(total)) continue;
      // The parts as stated on their own (not only inside another total).
      const statings = new Map<string, ClauseReading[]>();
      for (const other of earlier)
        for (const part of other.states)
          if (part !== id && !other.summed.has(part))
            statings.set(part, [...(statings.get(part) ?? []), other]);
      const parts = [...statings.keys()].slice(0, MAX_PARTS).filter((part) => {
        const count = headline(part, context);
        return count !== undefined && count < total;
      });
      const counts = parts.map((part) => headline(part, context)!);
      if (!sumsTo(total, counts)) continue;
      // Every part must be hedged where it is stated, by more than its source: a total of one
      // hedged part and one plain part asserts what the plain part left unqualified.
      // A part restated firmly since it was hedged ("possibly 3 more" … "those 3 are definitely
      // in") is firm where the total is drawn: its latest stating decides (twentieth round).
      const hedges = parts.map((part) => {
        const stated = statings.get(part)!;
        if (stated[0]!.certainty.length > 0 && stated[0]!.hedges.size === 0) return [];
        return stated.flatMap((other) => partHedges(other, part));
      });
      if (hedges.some((families) => families.length === 0)) continue;
      const families = new Set(hedges.flat());
      for (const family of families)
        reading.hedges.set(family, [...(reading.hedges.get(family) ?? []), PART_HEDGES_CUE]);
      reading.qualifiers.push({ families, words: new Set() });
    }
  });
}

/**
 * The hedge families (other than a source) that qualify `part` where `other` states it: the
 * clause's hedges, or a narrow conjunct's when only that conjunct states it.
 */
function partHedges(other: ClauseReading, part: string): HedgeFamily[] {
  const narrow = other.narrow.filter((span) => span.states.has(part));
  const families =
    narrow.length > 0 && !other.headStates.has(part)
      ? narrow.flatMap((span) => [...span.families])
      : [...other.hedges.keys()];
  return families.filter((family) => family !== "attribution");
}
