/**
 * How far a heading reaches (issue 14): a heading whose entries are set off as a list — bullets
 * or indented lines — reaches those entries only. The first line after them that is neither
 * (a plain line back at the margin) stands outside the list, so the heading's hedge or
 * certainty does not reach it:
 *
 *   Unconfirmed:
 *   - 12 sandbox merchants, pending the vendor's notice
 *   Shutdown date: 2027-03-31.          ← not under "Unconfirmed:"
 *
 *   Probably, not yet settled:
 *     the partner accounts, until the logs come in
 *   Switch-off: 2027-03-31.             ← not under the heading either
 *
 * A heading whose first entry is a plain line keeps reaching plain lines up to the next blank
 * line or heading (the layout's rule before); so does a list heading over a bare title line. Source: v62's labeling decision on group headings
 * ("A heading reaches only its own entries": a plain line after an "Unconfirmed:" or "Likely,
 * not settled:" list is read on its own).
 */

/** How a heading's entries are set off from the margin, from its first entry. */
export type EntryStyle = "listed" | "plain";

/** A line that opens with a list marker or is indented. */
const LISTED = /^(?:\s+\S|\s*(?:[-*•+▪◦]|\d{1,3}[.)]|[a-z][.)])\s+)/;

/** The style a heading's first entry sets. */
export function entryStyle(line: string): EntryStyle {
  return LISTED.test(line) ? "listed" : "plain";
}

/**
 * A line that states something: a label with a value after its colon ("Cutoff: 2027-03-31") or
 * a sentence ended by its stop. A bare title line ("II. Unaffected") may head a sub-list of its
 * own within an outline, so it does not leave the heading.
 */
const STATEMENT = /:\s*\S|[.!?]["'”’)]*\s*$/;

/** Whether `line` ends the reach of a heading whose entries are set off as `style`. */
export function leavesHeading(style: EntryStyle | null, line: string): boolean {
  return style === "listed" && !LISTED.test(line) && STATEMENT.test(line);
}
