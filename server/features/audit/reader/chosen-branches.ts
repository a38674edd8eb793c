import type { AnswerClause } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";

/**
 * A branch chosen as the answer (issue 14, thirty-first reader round; class 4, mention then
 * contradict, in scenario reasoning): an answer may lay out its branches ("the rows could be
 * stale, the retry might never fire") and then, in the same sentence, pick one and present it as
 * the answer: "… but only one branch is realistic, so treat it as the answer: …", "… — take the
 * first branch: …", "the likeliest branch, and that one is clear: …", "19 is the number to run
 * with, no hedging". The branches it named are named only to be set aside: the hedged clauses of
 * that sentence up to the choice are contradicted (their hedges reach nothing), and so is the
 * choosing clause unless it names a source (what it states is stated as established;
 * "take the first branch: 19 fail, per the notes" keeps its source). A branch picked for planning
 * while the others stay open ("plan on the likeliest case until the logs are in") is a hedge
 * held for now, and no such choice.
 */

/** A choice of one branch as the answer. */
const BRANCH_CHOSEN =
  /\b(?:(?:treat|take|use|present) (?:it|this|that|this one|that one) as the answer|take (?:the )?(?:first|second|third|last|likeliest|likely|main|realistic|upper|lower) (?:branch|case|scenario)|only one (?:branch|case|scenario) (?:is|looks) (?:realistic|live|plausible|real|likely)|(?:likeliest|most likely|realistic) (?:branch|case|scenario),? and (?:that|this) one is (?:clear|settled|certain|the answer)|the number to (?:run|go|plan) with,? no hedging|no hedging)\b/i;
/** A choice held for a while only ("until the logs are in", "for now"). */
const HELD_FOR_NOW = /\b(?:until|till|pending|for now|for the moment|provisionally|tentatively)\b/i;

/** Mark the branches a chosen branch sets aside, and the choice, contradicted (module comment). */
export function contradictChosenBranches(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    if (clause.role !== "assert" || !BRANCH_CHOSEN.test(clause.text)) return;
    if (HELD_FOR_NOW.test(clause.text)) return;
    // (A choice that names its source, "…, per the notes", keeps it.)
    if (!hedgeCues(clause.text).has("attribution")) clause.contradicted = true;
    for (let at = index - 1; at >= 0; at -= 1) {
      const before = clauses[at]!;
      if (before.sentence !== clause.sentence) break;
      if (before.role !== "question" && hedgeCues(before.text).size > 0) before.contradicted = true;
    }
  });
}
