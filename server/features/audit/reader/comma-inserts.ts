import nlp from "compromise";

/**
 * A comma-enclosed insert between a subject and its verb (issue 14, fifty-second reader round):
 * "if the direct researcher's source, the api_version column, is authoritative", "whether the
 * five override merchants, or the twelve sandbox ones, are affected". The phrase between the
 * commas is verbless (an appositive, or a coordinated subject) and the text after its closing
 * comma opens on the verb of the clause it interrupts. Its commas are no clause boundaries: a
 * condition does not end at the first one, and "…, or the twelve sandbox ones, are affected" is
 * no clause of its own (answer-clauses.ts), so the subordinator ("if", "whether") keeps its
 * whole clause.
 */

/** A finite verb opening the rest of the clause ("is authoritative", "are affected"). */
const FINITE_VERB =
  /^(?:is|are|was|were|has|have|had|will|would|may|might|can|could|should|must|does|do|did|remains?|stays?|holds?|sends?|breaks?|fires?|shares?)\b/i;

/**
 * The length of a comma-enclosed insert at the start of `text` (the phrase and its closing
 * comma with the space after it), or null when `text` opens on no such insert.
 */
export function insertBeforeVerb(text: string): number | null {
  const close = /,\s+/.exec(text);
  if (!close || close.index === 0 || close.index > 80) return null;
  const phrase = text.slice(0, close.index);
  const rest = text.slice(close.index + close[0].length);
  if (!FINITE_VERB.test(rest) || /[;:.!?()—–]/.test(phrase)) return null;
  if (nlp(phrase.replace(/\b[a-z]+_\w+\b/gi, "item")).verbs().length > 0) return null;
  return close.index + close[0].length;
}
