import type { AnswerClause } from "./answer-clauses";

/** A run of identifiers ("m_0005, m_0067 and m_0148"): the tagger reads it as a pronoun. */
export const IDENTIFIER_RUN = /\b[a-z]+_\w+\b(?:\s*(?:,|,?\s+and|,?\s+or)\s*\b[a-z]+_\w+\b)*/gi;

/** A sentence that opens by pointing back at what was just named ("They …", "All three …"). */
const REFERS_BACK =
  /^[\s*_"'“(]*(?:they|they're|these|those|this group|this set|all (?:three|five|of them)|both|each of them|the three|the five)\b/i;

/** A finite verb in a lead before a colon ("… is written in stone:", "… was moved to:"). */
const PREDICATING_LEAD = /\b(?:is|are|was|were|has|have|had|stays|remains|sits|stands)\b/i;

/**
 * A sentence of one clause with no verb after its label ("Softer notice (3): m_0005, m_0067,
 * m_0148.") names what the next sentence of its unit, pointing back at it ("They …"), says
 * something about: the hedges of that sentence reach it.
 */
export function attachVerblessSubjects(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    const next = clauses[index + 1];
    if (!next || next.unit !== clause.unit || next.sentence !== clause.sentence + 1) return;
    if (clauses[index - 1]?.sentence === clause.sentence || clause.role !== "assert") return;
    if (next.role !== "assert" || !REFERS_BACK.test(next.text)) return;
    // A lead that is a clause of its own ("The date is firm: 2027-03-31.") predicates the
    // value after its colon: a claim, not a label naming what comes next.
    if (PREDICATING_LEAD.test(/^([^:]*):/.exec(clause.text)?.[1] ?? "")) return;
    // After its label, nothing but identifiers, numbers and joining words: no verb, no claim.
    const words = clause.text
      .replace(/^[^:]*:\s*/, "")
      .replace(IDENTIFIER_RUN, " ")
      .replace(/\([^()]*\)/g, " ")
      .replace(/\b(?:and|or|plus|the|\d+)\b/gi, " ")
      .match(/[A-Za-z]+/g);
    if ((words?.length ?? 0) > 2) return;
    for (const later of clauses.slice(index + 1)) {
      if (later.sentence !== next.sentence) break;
      clause.appendices.push(later);
    }
  });
}
