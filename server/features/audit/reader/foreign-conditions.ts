import { contentWords } from "../entities";
import type { ClauseReading } from "./clause-analysis";
import { OPEN_HEDGES } from "./hedge-families";

/**
 * A condition reaches what it names (issue 14, seventy-fifth round, long sentences): a leading
 * condition about one premise ("If the api_version column is authoritative, 16 merchants break
 * …; the sandbox twelve … will lose v2 on the same day") qualifies the claims resting on that
 * premise, not every clause after it. A clause that names an open question's group in its own
 * words, with no hedge of its own, and is reached only by conditions about another topic
 * (none of the condition's topic words is a subject word of the question) states that group's
 * outcome plainly: the condition does not keep the question open. The group must be named by a
 * word of its own ("the sandbox twelve"): a pronoun ("if it sends v2, it stops working") may
 * carry the condition's subject, and a count alone may name another group.
 */
export function onlyForeignConditions(
  reading: ClauseReading,
  subject: ReadonlySet<string>,
): boolean {
  if (reading.clause.role !== "assert") return false;
  // (The group named by a word of its own, not by a pronoun or a count alone.)
  if (![...contentWords(reading.clause.text)].some((word) => subject.has(word))) return false;
  if (OPEN_HEDGES.some((family) => reading.ownHedges.has(family))) return false;
  const lent = OPEN_HEDGES.filter((family) => reading.hedges.has(family));
  if (lent.length === 0) return false;
  return lent.every((family) => {
    const bearing = reading.qualifiers.filter((qualifier) => qualifier.families.has(family));
    return (
      bearing.length > 0 &&
      bearing.every(
        (qualifier) =>
          qualifier.scoped === true &&
          qualifier.words.size > 0 &&
          // (Its words as written: a child's name it shares, "the sandbox notice", still counts.)
          ![...contentWords(qualifier.text ?? "")].some((word) => subject.has(word)),
      )
    );
  });
}
