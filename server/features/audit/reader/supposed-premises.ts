/**
 * A premise put as a bare that-clause (issue 14, thirtieth reader round; Socratic walk-throughs):
 * "What would you have to assume? That the table is right: then sixteen break." A sentence that
 * is only a that-clause, followed by a colon and "then …", supposes the that-clause and draws
 * the consequence from it — it is an if-clause ("If the table is right, then sixteen break"),
 * not a statement that the premise holds. The opening "That" is read as "If" and the colon as a
 * comma, padded with spaces (offsets hold).
 */

/** A sentence opening with "That …" whose clause ends at a colon before "then". */
const PREMISE_THEN = /(^|[.!?]\s+|\n[ \t>*_-]*)That(\s[^.!?:\n]{3,200}?):(\s+then\b)/g;

/** The answer with that-clause premises read as if-clauses (see the module comment). */
export function withSupposedPremises(answer: string): string {
  return answer.replace(
    PREMISE_THEN,
    (_all, before: string, premise: string, then: string) => `${before}If  ${premise},${then}`,
  );
}
