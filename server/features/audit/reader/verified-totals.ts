/**
 * A total said to be checked, confirmed or agreed on ("all nineteen confirmed", "the four
 * researchers agree: 19") (issue 14, forty-first round, v60's summaries and restatements).
 * Certainty of confidence on a total whose parts other clauses state ("Nineteen, no doubt about
 * it") is about the sum: the parts, and the assumptions they keep, stay as those clauses say
 * (third round). A claim of verification or consensus is different: it says the count was
 * checked, so what it rests on was checked too, and it takes back the assumptions under the
 * parts however the body restates them (v60's labeling decision "a certainty marker in either
 * part overrides the other part's hedge", F11, F18; v23's certainty on a chain's conclusion).
 */

/** Certainty markers that claim an agreement of sources, not confidence alone. */
const CONSENSUS_MARKER = /\b(?:agrees?|concur|in agreement|unanimous(?:ly)?)\b/i;

/** Does a clause's certainty (its markers) claim that its sources agree on what it states? */
export function vouchesForInputs(certainty: readonly string[]): boolean {
  return certainty.some((marker) => CONSENSUS_MARKER.test(marker));
}
