/**
 * A discourse aside between a subject and its verb (issue 14, forty-eighth reader round): "That
 * date, by the way, is fixed", "The table, to be fair, was never checked". The aside comments on
 * the telling, not the claim, but it splits the subject from its predicate, so a reading rule
 * that needs the two together ("the date is fixed") misses them. The aside is blanked and the
 * subject's noun moved up to its verb, the blank left after its determiner ("That      date is
 * fixed"): the answer keeps its length, and the clause still opens where it did.
 */

/** A subject word, a comma-set discourse aside, then a finite verb. */
const ASIDE_BEFORE_VERB =
  /\b((?:the|that|this|these|those|its|their) )?([\w-]+), ((?:by the way|incidentally|for the record|to be clear|to be fair|mind you|as it happens|for what it's worth|in fact|of course|frankly|honestly)), (is|are|was|were|will|won't|has|have|had|can|cannot|can't|stays?|remains?)\b/gi;

/** The answer with each aside of the module comment moved after its verb (same length). */
export function withAsidesAfterVerbs(answer: string): string {
  return answer.replace(
    ASIDE_BEFORE_VERB,
    (match, determiner: string | undefined, noun: string, _aside: string, verb: string) => {
      const joined = `${noun} ${verb}`;
      const lead = determiner ?? "";
      return `${lead}${" ".repeat(match.length - lead.length - joined.length)}${joined}`;
    },
  );
}
