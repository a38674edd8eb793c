import { contentWords } from "../entities";

/**
 * A date pointed at by its name (issue 14, forty-fifth reader round; v62's labeling decision
 * on a group given another group's date): "the go-live deadline … goes for them as well", "the
 * vendor's cutoff holds for these too". A clause that hands a group a date already
 * named for others, by the date's name rather than its value, answers a question about when
 * that group goes; it does not keep the question open.
 *
 * Shapes: "the" / "that" / "this" / a possessive, up to two qualifying words, then "date",
 * "deadline", "cutoff" or "retirement day". A date qualified by the question's own group ("the
 * sandbox date") is the open date itself, not one named for others.
 */

const NAMED_DATE =
  /\b(?:the|that|this|[\w-]+'s)\s+((?:[\w-]+\s+){0,2})(?:date|deadline|cut-?off|(?:retirement|shutdown)\s+day)\b/gi;

/** Does the text point at a date by its name, one not qualified by the question's `subject`? */
export function pointsAtNamedDate(text: string, subject: ReadonlySet<string>): boolean {
  for (const match of text.matchAll(NAMED_DATE)) {
    const qualifiers = contentWords(match[0]);
    if (![...qualifiers].some((word) => subject.has(word))) return true;
  }
  return false;
}
