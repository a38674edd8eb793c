/**
 * A list called "everything" (issue 14, forty-eighth reader round): "Points 1 to 3 are
 * everything", "those are all there is", "the nineteen is the lot". A predicate that calls the
 * named items or a pointer to them everything there is says nothing was left out: list
 * completeness. The subject must be the list (its items, a pointer, a count, or the last
 * merchant id of a list: "… m_0067, m_0148 are everyone on v2", sixty-sixth round, where the
 * predicate may name what everyone is: on a version, affected, at risk; a parenthesis may
 * stand between): "timing is
 * everything" is no claim about a list.
 */

/** A list, its items, a pointer or a count, then "is/are everything (all there is)". */
const EVERYTHING_PREDICATE =
  /\b(?:(?:points?|items?|entries|bullets?)\s+\d{1,2}(?:\s*(?:to|through|-|–|and)\s*\d{1,2})?|these|those|they|the (?:list|above|ones? (?:above|listed))|the (?:\d+|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)(?:\s+(?:merchants?|accounts?|customers?))?|(?:\d+|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\s+(?:merchants?|accounts?|customers?)|[a-z]{1,4}_\d{2,})(?:\s*\([^()]*\))?\s+(?:are|is|were|was)\s+((?:really |truly |genuinely )?(?:everything|everyone|everybody|all there is|the lot)(?:\s+(?:on\s+v\d+|affected|at\s+risk|exposed))?)(?=\s*(?:[.:;,!—–)]|$))/i;

/** The completeness phrase of a list called everything, if any. */
export function listCalledEverything(text: string): string[] {
  const match = EVERYTHING_PREDICATE.exec(text);
  return match ? [match[0].toLowerCase()] : [];
}
