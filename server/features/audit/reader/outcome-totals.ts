import type { ClauseReading } from "./clause-analysis";

/**
 * Totals stated as outcomes (issue 14, seventy-sixth round): a total drawn from hedged parts
 * inherits their hedges when it only counts them ("That makes 19.", "Total: 19", "19 in all":
 * derived-totals.ts), since a count says no more than its parts did. A total that says what
 * happens to all of them ("19 merchants break", "those 19 stop working on the date", "Conclusion:
 * 19 break", "nineteen merchants affected") makes a claim of its own: the outcome the parts gave
 * only as probable or conditional is now stated of every one of them, flatly. It inherits
 * nothing and is read on its own words (item-status.ts). A hedge in the outcome's own words
 * ("19 probably break") still keeps it; "at risk" and "exposed" name a risk, not the outcome.
 */

/** A verb of what happens to the merchants, said flatly (not a risk or an exposure). */
const FLAT_OUTCOME =
  /\b(?:break|breaks|broken|breaking|fail|fails|failing|stop(?:s)? working|go(?:es)? (?:dark|down)|affected|impacted|lose|loses)\b/i;

/** Subordinate parts that say when or if, not what happens ("when v2 goes down"). */
const CIRCUMSTANCE = /\b(?:when|whenever|once|if|after|before|until|unless)\b[^,;:.]*/gi;

/** Does the total say what happens to its merchants, outside parentheses and circumstances? */
export function totalStatesOutcome(reading: ClauseReading): boolean {
  const own = reading.clause.text.replace(/\([^()]*\)/g, " ").replace(CIRCUMSTANCE, " ");
  return FLAT_OUTCOME.test(own);
}
