import type { ClauseReading } from "./clause-analysis";

/**
 * Pointers as the object of a reading instruction (issue 14, forty-sixth reader round): "Handle
 * that sum with care", "take that with a grain of salt", "treat this total as provisional" tell
 * the reader how to take what an earlier clause stated, pointing at it instead of naming it. The
 * clause names nothing of its own, so its hedge (or certainty) speaks of the findings the
 * nearest earlier clause of its unit states (the count alone when the pointer names a count:
 * "that sum", "this total"). Pointers in subject position are resolved by pointer-resolution.ts.
 */

/** An instruction verb, then a pointer object ("handle that sum", "take it", "treat those"). */
const HANDLED_POINTER =
  /^[\s*_"'“(;,]*(?:(?:and|but|so|though|although)\s+)?(?:please\s+)?(?:handle|take|treat|read|regard|view|approach|use)\s+(?:that|this|it|those|these|them)(\s+(?:sum|total|count|figure|number|estimate|tally))?\b/i;

/** Lend each handled pointer the findings it points at (see the module comment). */
export function resolveHandledPointers(readings: ClauseReading[]): void {
  readings.forEach((reading, index) => {
    const match = HANDLED_POINTER.exec(reading.clause.text);
    // (What else the clause says, "… since the sandbox twelve might add to it", is its own.)
    if (!match) return;
    const countOnly = match[1] !== undefined;
    for (let back = index - 1; back >= 0; back -= 1) {
      const earlier = readings[back]!;
      if (earlier.clause.unit !== reading.clause.unit) return;
      if (earlier.states.size === 0) continue;
      // A sum points at its total, not its parts ("That gives 19; take that …").
      const own = [...earlier.states].filter((id) => !earlier.summed.has(id));
      const counts = own.filter((id) => !earlier.byDateOnly.has(id));
      const pointed = countOnly || counts.length < own.length ? counts : own;
      for (const id of pointed.length > 0 ? pointed : earlier.states) reading.states.add(id);
      return;
    }
  });
}
