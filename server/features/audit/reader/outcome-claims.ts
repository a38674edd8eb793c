import type { ClauseReading } from "./clause-analysis";

/**
 * Words that say what happens to merchants (they break, fail, lose v2). A clause of the same
 * sentence that only describes them ("m_0005 and m_0067 are configured for v3"), beside a hedged
 * clause saying what happens to them, states the premise, not the hedged outcome.
 */
export const OUTCOME_CLAIM =
  /\b(?:break|breaks|broken|breaking|fail|fails|failing|failures?|affected|impacted|at risk|hit|hits|reach|reaches|lose|loses|stop|stops|410|errors?|exposed)\b/i;

/**
 * The clause only describes merchants ("m_0005 … are configured for v3") while another clause
 * of its sentence, hedged, says what happens to the same merchants: it states the premise.
 */
export function premiseBeside(
  use: ClauseReading,
  readings: readonly ClauseReading[],
  hedgedUse: (reading: ClauseReading) => boolean,
): boolean {
  if (claimsOutcome(use)) return false;
  // (The hedged outcome may come anywhere in the answer: "Remove the fallback. m_0005 … likely
  // hit v2 through it" describes, then hedges.)
  return readings.some(
    (other) =>
      other !== use &&
      claimsOutcome(other) &&
      hedgedUse(other) &&
      [...use.states].some((id) => other.states.has(id)),
  );
}

/** A subordinate clause of time or condition ("when a v3 call returns an error, …"). */
const CIRCUMSTANCE = /\b(?:when|whenever|if|once|in case|each time|every time)\b[^,;:]*(?:,|$)/gi;

/**
 * Does the clause say what happens to merchants (OUTCOME_CLAIM), outside a subordinate clause
 * of time or condition ("when the vendor returns an error, the adapter retries" describes the
 * code, it claims no failure)?
 */
export function claimsOutcome(use: ClauseReading): boolean {
  return OUTCOME_CLAIM.test(use.clause.text.replace(CIRCUMSTANCE, " "));
}
