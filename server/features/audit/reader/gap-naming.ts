import { onlyApproximates } from "./approximations";
import type { ClauseReading } from "./clause-analysis";
import { has } from "./hedge-families";
import { readingNeverDone } from "./reading-never-done";

/**
 * Where a clause names an unread area as not searched (issue 14; moved out of gap-status.ts in
 * the twenty-ninth reader round): a clause that is no assertion (a question, a condition), one
 * that mentions the area under a hedge of any family that keeps something open, or one that says
 * its reading was never done. A count rounded by "roughly" names no area beside it as unread
 * (approximations.ts). A clause that states a finding and keeps an open question open talks
 * about what was read: the doubt its own words keep on the question ("… left the date open")
 * does not name the area as unread; a heading's ("What we don't know") still does.
 */

/** Hedges that name an area as not searched where a clause mentions it. */
const NAMING_HEDGES = ["gap", "unknown", "epistemic", "inferred", "condition"] as const;

/** Does this clause, which mentions an unread area, name it as not searched? */
export function namesUnread(reading: ClauseReading): boolean {
  const questionDoubt =
    reading.states.size > 0 && reading.namesQuestion.size > 0 && reading.ownHedges.has("unknown");
  const families = questionDoubt
    ? NAMING_HEDGES.filter((family) => family !== "unknown")
    : NAMING_HEDGES;
  return (
    reading.clause.role !== "assert" ||
    (has(reading, families) && !onlyApproximates(reading)) ||
    readingNeverDone(reading.clause.text)
  );
}
