import type { AnswerClause } from "./answer-clauses";

/**
 * A forwarder's note (issue 14, twenty-seventh reader round): the lines someone writes on top of
 * a message they pass on ("Adding context on top: …", "TL;DR for leadership: …") above a
 * forwarding separator ("---------- Forwarded message ---------", "Begin forwarded message:",
 * "-----Original Message-----") or the attribution line of a quoted reply ("On Tue, … wrote:").
 * The note is what the sender says now; the message below is what they pass on. A reader who
 * gets the thread takes the note as its conclusion, so the note is the answer's verdict
 * (verdict-sections.ts): a list called final there contradicts a question the message below
 * kept open.
 */

/** A line that separates a forwarder's note from the message passed on. */
const FORWARD_SEPARATOR =
  /^[\s>*_-]*(?:-{2,}\s*(?:forwarded|original)\s+message\s*-{2,}|begin forwarded message\b|forwarded message\s*:|on\s.{4,120}\bwrote\s*:)\s*$/im;

/**
 * The clauses of `clauses` that lie above the first forwarding separator of the answer (see the
 * module comment), when some clause lies below it; none when the answer forwards nothing.
 */
export function forwardersNote(clauses: readonly AnswerClause[]): Set<AnswerClause> {
  const units = [...new Map(clauses.map((clause) => [clause.unit.index, clause.unit])).values()];
  let start = -1;
  let end = -1;
  for (const unit of units) {
    const separator = FORWARD_SEPARATOR.exec(unit.text);
    if (!separator) continue;
    start = unit.start + separator.index;
    end = start + separator[0].length;
    break;
  }
  const worded = (clause: AnswerClause) => /[a-z0-9]/i.test(clause.text);
  if (start < 0 || !clauses.some((clause) => clause.start >= end && worded(clause)))
    return new Set();
  return new Set(clauses.filter((clause) => clause.end <= start && worded(clause)));
}
