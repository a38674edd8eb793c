import type { ClauseReading } from "./clause-analysis";
import type { HedgeFamily } from "./hedge-cues";

/**
 * Which hedge families keep each kind of debrief item hedged in an answer's clause (issue 14),
 * and the clause-level tests built on them (item-status.ts, assumption-status.ts,
 * question-status.ts and gap-status.ts read them).
 */

/** What keeps a hedged finding hedged: anything but incompleteness ("at least 19" still states 19). */
export const CLAIM_HEDGES: HedgeFamily[] = [
  "condition",
  "epistemic",
  "inferred",
  "attribution",
  "unknown",
];
/** What keeps an assumption on a claim resting on it: a condition or a qualifier, not a source. */
export const ASSUMPTION_HEDGES: HedgeFamily[] = ["condition", "epistemic", "inferred", "unknown"];
export const OPEN_HEDGES: HedgeFamily[] = [
  "unknown",
  "epistemic",
  "condition",
  "inferred",
  "incomplete",
  "gap",
];
export const LIST_HEDGES: HedgeFamily[] = ["incomplete", "unknown", "epistemic", "gap", "budget"];

export const has = (reading: ClauseReading, families: readonly HedgeFamily[]) =>
  families.some((family) => reading.hedges.has(family));
/**
 * Certainty in a clause's own words that no hedge in those words answers. A source does not
 * answer it: "confirmed in the notes" still calls the report established.
 */
export const certainIn = (reading: ClauseReading) =>
  reading.certainty.length > 0 &&
  !CLAIM_HEDGES.some((family) => family !== "attribution" && reading.ownHedges.has(family));
