import type { AnswerClause } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";

/**
 * An earlier hedge of the answer's own, recalled and then lifted (issue 14, forty-eighth reader
 * round; v63's "mention then contradict across sentences"): the answer recalls how it qualified
 * something before ("My first count came with two provisos", "Previously I gave the three as a
 * guess") and, in the same or one of the next two sentences, lifts the qualification ("I can
 * now drop those", "no caveats needed any more", "I'm calling all of it certain now"). The
 * recalled hedge is no hedge of the answer's own: it is named in order to be withdrawn, as a
 * reported hedge that is disavowed is (disavowed-hedges.ts).
 */

/** A word placing the hedge in an earlier statement ("earlier", "previously", "my first …"). */
const EARLIER =
  /\b(?:earlier|previously|before now|at first|initially|originally|last time|(?:my|our|the) (?:first|initial|original|previous|prior|earlier) (?:answer|estimate|count|figure|reply|pass|take|note|draft|version|list))\b/i;

/** A clause lifting qualifications just recalled (a pointer to them, or none left). */
const LIFTED =
  /\b(?:(?:can|could|will|may|shall|'ll|am going to|'m going to)\s+(?:now\s+|safely\s+)?(?:drop|lift|remove|withdraw|retire|strip|scrap|discard)\s+(?:them|those|these|it|that|(?:the|those|these|my|our|that|this)\s+(?:[\w-]+\s+)?(?:conditions?|caveats?|hedges?|qualifications?|qualifiers?|provisos?|reservations?))|no (?:caveats?|conditions?|hedges?|qualifications?|qualifiers?|provisos?|reservations?) (?:are |is )?(?:needed|required|necessary|called for)(?: (?:any ?more|now))?|(?:comfortable|happy|confident|safe) (?:now )?(?:calling|treating|counting|declaring) [^.;]{0,40}?\b(?:certain|confirmed|settled|firm|definite|solid))\b/i;

/** How many sentences after the recall a lifting may come. */
const SENTENCES_AFTER = 2;
/** The most clauses read after a recall (bounded work on a long answer). */
const MAX_CLAUSES_AFTER = 24;

/** Mark each recalled hedge that a later clause lifts as contradicted (module comment). */
export function contradictLiftedCaveats(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    if (clause.role !== "assert" || !EARLIER.test(clause.text)) return;
    if (hedgeCues(clause.text).size === 0 || LIFTED.test(clause.text)) return;
    const end = Math.min(clauses.length, index + 1 + MAX_CLAUSES_AFTER);
    for (let at = index + 1; at < end; at += 1) {
      const later = clauses[at]!;
      if (later.sentence > clause.sentence + SENTENCES_AFTER) break;
      if (later.role !== "question" && LIFTED.test(later.text)) {
        clause.contradicted = true;
        return;
      }
    }
  });
}
