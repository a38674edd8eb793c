import type { AnswerClause } from "./answer-clauses";

/**
 * An answer's clauses grouped by the sentence they belong to (`clause.sentence`), in answer
 * order: sentence number → its clauses, first to last.
 */
export function clausesBySentence(clauses: readonly AnswerClause[]): Map<number, AnswerClause[]> {
  const sentences = new Map<number, AnswerClause[]>();
  for (const clause of clauses) {
    const members = sentences.get(clause.sentence);
    if (members === undefined) sentences.set(clause.sentence, [clause]);
    else members.push(clause);
  }
  return sentences;
}
