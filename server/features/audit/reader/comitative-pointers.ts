import type { ClauseReading } from "./clause-analysis";

/**
 * Pointers with company (issue 14, forty-sixth reader round): "so they break on 2027-03-31
 * along with the direct researcher's 16" points back at the group an earlier clause named and
 * gives it an outcome; the findings after "along with" are its company, not its subject. The
 * clause opens with a plural pointer and names findings only in a comitative phrase ("along
 * with", "together with", "alongside", "as do"), so it also speaks of the open questions the
 * nearest earlier clause of its unit names (pointer-resolution.ts skips a clause with findings
 * of its own).
 */

/** A clause opening with a plural pointer ("so they", "these too"), after a lead. */
const POINTER_SUBJECT =
  /^[\s*_"'“(;,]*(?:(?:and|but|so|hence|thus|therefore|then)\s+)?(?:they|these|those|both)\b/i;

/** A comitative phrase, after which the findings named are the pointer's company. */
const COMPANY = /\b(?:along\s*side|along with|together with|in company with|as do|just like)\b/i;

/** Lend each pointer with company the open questions it points at (see the module comment). */
export function resolveComitativePointers(readings: ClauseReading[]): void {
  readings.forEach((reading, index) => {
    const text = reading.clause.text;
    if (reading.namesQuestion.size > 0 || !POINTER_SUBJECT.test(text)) return;
    const company = COMPANY.exec(text);
    if (company === null || reading.states.size === 0) return;
    for (let back = index - 1; back >= 0; back -= 1) {
      const earlier = readings[back]!;
      if (earlier.clause.unit !== reading.clause.unit) return;
      if (earlier.namesQuestion.size === 0) {
        if (earlier.states.size > 0) return;
        continue;
      }
      for (const id of earlier.namesQuestion) {
        reading.mentions.add(id);
        reading.namesQuestion.add(id);
      }
      return;
    }
  });
}
