import type { AnswerClause } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";

/**
 * Elliptical additions (issue 14, seventy-fourth reader round): a clause that only adds a noun
 * phrase to the clause before it with "too", "as well", "also" or "likewise" ("The override five
 * remain unresolved; the sandbox twelve too.", "Five merchants are unknown, and so are the twelve
 * in sandbox") has no predicate of its own: it repeats the one before it, hedge included. It is
 * read with the hedge cues of the clause it extends; a clause before it that names no hedge
 * lends nothing, and a clause with a verb of its own ("m_0148 breaks too") is no such addition.
 */

/** A verbless addition: a short noun phrase with "too" / "as well" after it, or "so is/are" + noun phrase. */
const ADDITION =
  /^[\s,;:—–-]*(?:and\s+)?(?:(?!(?:is|are|was|were|be|been|will|would|does|do|did|has|have|had|can|could|may|might|must|should)\b)[\w'’-]+\s+){1,5}?(?:too|as well|also|likewise)\s*[.!]?\s*$|^[\s,;:—–-]*(?:and\s+)?so\s+(?:is|are|was|were)\s+(?:[\w'’-]+\s*){1,5}[.!]?\s*$/i;

/** Give each elliptical addition the hedge of the clause it extends (module comment). */
export function attachEllipticalAdditions(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    if (index === 0 || !ADDITION.test(clause.text)) return;
    const before = clauses[index - 1]!;
    if (before.unit !== clause.unit) return;
    const own = [...hedgeCues(before.text).values()].flat();
    const cues = [...new Set(own)];
    if (cues.length === 0) return;
    clause.appendices.push({
      ...clause,
      text: cues.join(", "),
      conditions: [],
      appendices: [],
      sentenceNote: null,
      keyPath: [],
    });
  });
}
