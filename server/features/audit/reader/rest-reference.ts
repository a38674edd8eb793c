import type { ClauseReading, ReaderContext } from "./clause-analysis";
import { idiomClasses } from "./everyday-hedges";

/**
 * "The rest" after a list of open points (issue 14, fifteenth reader round): a clause whose
 * subject is what the answer has not yet settled — "the rest", "everything else", "all of
 * that", "the other points", "whatever remains" — and whose predicate says it changes nothing
 * ("… is noise", "… doesn't matter", "… is moot"; everyday-hedges.ts) speaks of every open
 * question the answer named before it. It names them as a pronoun names its antecedent, so it
 * answers them by declaring them of no effect (mention then contradict), where a clause that
 * names nothing would leave them as they were. A "rest" that is merchants ("the rest are on
 * v3", a list called complete) is not this: only a predicate of no effect is read.
 */

/** A subject that refers to whatever the answer has not settled. */
const REST_SUBJECT =
  /^\W*(?:and\s+|but\s+|so\s+)?(?:the\s+rest|everything\s+else|anything\s+else|all\s+(?:of\s+)?(?:the\s+)?(?:rest|that|this|those|these|others)|the\s+others?|the\s+other\s+(?:points?|items?|questions?|bits?|stuff|things?)|the\s+remainder|whatever\s+(?:remains|is\s+left)|what(?:'s|\s+is)\s+left|the\s+open\s+(?:points?|items?|questions?|bits?))\b/i;

/**
 * Give each "rest" clause of no effect (see the module comment) the open questions earlier
 * clauses named: added to its `mentions` and `namesQuestion`, so the question verdicts read it.
 */
export function referRestToOpenQuestions(
  readings: ClauseReading[],
  context: Pick<ReaderContext, "byId">,
): void {
  readings.forEach((reading, index) => {
    if (reading.clause.role !== "assert" || reading.namesQuestion.size > 0) return;
    if (!REST_SUBJECT.test(reading.clause.text)) return;
    if (!idiomClasses(reading.clause.text).includes("no effect by predicate")) return;
    for (const earlier of readings.slice(0, index))
      for (const id of earlier.namesQuestion)
        if (context.byId.get(id)?.kind === "unresolved") {
          reading.mentions.add(id);
          reading.namesQuestion.add(id);
        }
  });
}
