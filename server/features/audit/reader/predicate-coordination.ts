/**
 * Predicate coordination (issue 14, residuals round): a bare "but" with no comma that joins two
 * predicates of one subject ("which the researcher inferred but never watched", "read off the
 * code but not observed") coordinates verbs, not clauses. The second predicate has no subject of
 * its own: it opens with a negation, an adverb of frequency or a participle. Cutting there would
 * leave the rest of the sentence (a consequence after "then") in a clause the hedge no longer
 * reaches.
 */

/** What opens a predicate with no subject of its own after "but". */
const SUBJECTLESS_PREDICATE =
  /^but\s+(?:(?:never|not|hardly|barely|rarely|seldom|only)\b|(?:didn't|did not|hasn't|has not|haven't|have not|wasn't|was not|weren't|were not|isn't|is not|aren't|are not|couldn't|could not|can't|cannot)\b|(?!(?:it|its|they|their|we|our|i|you|he|she|the|this|that|these|those|a|an)\b)[a-z]+ed\b)/i;

/**
 * Is the bare "but" at the start of `after` ("but never watched, then …") a coordination of
 * predicates rather than the start of a new clause?
 */
export function isPredicateCoordination(after: string): boolean {
  return SUBJECTLESS_PREDICATE.test(after);
}
