import type { ClauseReading } from "./clause-analysis";

/**
 * Approximations (issue 14, seventeenth reader round): "roughly", "approximately", "about 30",
 * "~30", "30-ish", "give or take" round a number. In a clause whose only hedges they are ("Roughly
 * forty tenants must move: …, and the nine test tenants the test gateway pins"), they qualify the
 * count, not the rest of what the clause says: they keep no question open about a group the count
 * includes and name no unread area as unread.
 */

/** A hedge cue that only rounds a number. */
const APPROXIMATOR =
  /^(?:roughly|approximately|approx\.?|(?:about|around|circa)\s*\d+|~\s*\d+|\d+-?ish|give or take|(?:about|around|circa|roughly)\s+[a-z -]+|[a-z -]+(?:-ish| or so| or thereabouts))$/i;

/** Does a hedge cue only round a number ("about 40", "around forty", "nineteen or so")? */
const roundsNumber = (cue: string) => APPROXIMATOR.test(cue.trim());

/** Are the clause's hedges all approximations of a number (see the module comment)? */
export function onlyApproximates(reading: ClauseReading): boolean {
  const families = [...reading.hedges.keys()];
  if (families.length !== 1 || families[0] !== "epistemic") return false;
  const cues = reading.hedges.get("epistemic") ?? [];
  return cues.length > 0 && cues.every(roundsNumber);
}
