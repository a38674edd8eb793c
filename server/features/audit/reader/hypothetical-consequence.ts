import type { AnswerClause } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";

/**
 * Hypothetical consequences (issue 14, residuals round): a sentence whose subject points back
 * and whose verb is a conditional modal ("That would take the total to …", "This would mean …",
 * "It'd add three more") draws the consequence of the hypothesis of the sentence before it.
 * The conditions of that sentence (its "if …" clauses and what qualifies them) are its
 * conditions too: the total it states is as conditional as the case it follows from.
 */

/** A sentence opening with a pointing-back subject and a conditional modal. */
const HYPOTHETICAL_CONSEQUENCE =
  /^[\s*_"'“(]*(?:that|this|which|it|these|those|both|all of (?:this|that|them))(?:\s+(?:would|could|might)\b|'d\b|’d\b)/i;

/** The most clauses of the sentence before that are read (bounded work on a long answer). */
const MAX_CLAUSES_BACK = 24;

/**
 * Attach to each hypothetical consequence the conditions of the sentence before it in the same
 * layout unit (the clauses are in answer order; see the module comment).
 */
export function attachHypotheticalConsequences(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    const opensSentence = clauses[index - 1]?.sentence !== clause.sentence;
    if (!opensSentence || clause.role !== "assert") return;
    if (!HYPOTHETICAL_CONSEQUENCE.test(clause.text)) return;
    // (Read backwards over the sentence before only: bounded work on a long answer.)
    const before: AnswerClause[] = [];
    for (let at = index - 1; at >= Math.max(0, index - MAX_CLAUSES_BACK); at -= 1) {
      const other = clauses[at]!;
      if (other.sentence < clause.sentence - 1) break;
      if (other.unit === clause.unit) before.push(other);
    }
    // A condition clause, or a clause holding its condition in its own words ("but if …").
    const conditions = before.flatMap((other) =>
      other.role === "condition" || hedgeCues(other.text).has("condition")
        ? [other, ...other.conditions, ...other.appendices]
        : other.conditions,
    );
    for (const condition of conditions)
      if (!clause.conditions.includes(condition)) clause.conditions.push(condition);
  });
}
