import type { AnswerClause } from "./answer-clauses";

/**
 * Certainty in the consequence of an unreal condition (issue 14, forty-seventh round): "Had
 * anyone watched the fallback fire, the three would be confirmed", "If the table were known to
 * be right, the 16 would be firm", "if the fallback had been seen firing, the researcher would
 * have marked them verified". The certainty word says what would hold in a case that does not:
 * it is no certainty of the answer's own, and the sentence usually goes on to say the case is
 * not so ("no one has, so they're inferred"). The consequence after its modal is read without
 * its certainty words (clause-analysis.ts); a counterfactual whose conclusion settles the matter
 * is read by counterfactual-arguments.ts (a contracted modal before its verb, "we'd expect them
 * to have looked healthy all along", opens the consequence as "would" does), and a real condition ("if the table is right, the 16
 * are certain") keeps its certainty, hedged by the condition.
 */

/** An unreal condition: a past perfect or subjunctive after "if", or an inverted "Had …". */
const UNREAL_IF = /\b(?:if|even if)\s+[^,;]{1,120}?\b(?:had|hadn't|were|weren't)\b/i;
const INVERTED =
  /^[\s"'“(*_]*(?:and\s+|but\s+)?(?:had|were)\s+(?:[\w'’-]+\s+){1,6}?(?:been|known|seen|watched|read|checked|observed|verified|confirmed|able|[a-z]+ed)\b/i;

/** The conditional modal that opens the consequence ("would be", "would have", "'d have"). */
const MODAL =
  /\b(?:would|could)(?:n't|\s+not)?\b|['’]d\s+(?:have|be|expect|see|find|know|say|call|count|think)\b|\bwould've\b/i;

/** The text of a clause with the consequence of an unreal condition cut off (module comment). */
export function withoutUnrealConsequence(clause: AnswerClause): string {
  const unreal =
    UNREAL_IF.test(clause.text) ||
    INVERTED.test(clause.text) ||
    clause.conditions.some(
      (condition) => UNREAL_IF.test(condition.text) || INVERTED.test(condition.text),
    );
  if (!unreal) return clause.text;
  const modal = MODAL.exec(clause.text);
  return modal ? clause.text.slice(0, modal.index) : clause.text;
}
