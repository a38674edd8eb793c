import type { ClauseReading } from "./clause-analysis";
import { lineIndex } from "./answer-layout";

/**
 * Comments in an answer written as code or configuration (issue 14, twentieth reader round): an
 * answer given as a YAML, TOML or shell-style config file says its caveats in `#` comments, on
 * their own lines ("# NOT INCLUDED, pending evidence:") or after a value ("merchants: 16  # TODO
 * verify the column"). Two conventions of such comments are read:
 * - where the answer is a config with inline comments (a `key: value` or `key = value` line
 *   followed by `# …`), a line that opens with a single `#` is a comment, prose of the writer,
 *   and no markdown heading: its `#` is blanked, so the line reads as a paragraph (or, ending in
 *   a colon, as the heading of the comment lines under it);
 * - a TODO or FIXME marker in a comment leaves what follows it to be done ("# TODO confirm the
 *   fallback fires"): it reads as "TBD", an open item, not as a claim that the check was made
 *   (a "TODO:" column of a task board, outside a comment, lists work and is left alone).
 * Lengths hold (every offset of the answer stays), as retractions.ts keeps them. And, read on
 * the clauses (lendTrailingComments):
 * - a comment after code on its line ("const CUTOFF = '2027-03-31'; // provider changelog",
 *   "AND adapter = 'primary';  -- via the fallback, likely") qualifies the statement it ends: its
 *   hedges reach the clauses of that statement: on its line, and on the line above when its own
 *   line is an indented continuation of it.
 */

/** A config line with a value and an inline comment ("cutoff: 2027-03-31  # changelog"). */
const INLINE_COMMENT = /^\s*[\w.\-"[\]]{1,60}\s*[:=]\s*\S[^\n#]*?\s#\s/m;
/** A line that opens with a single `#` (not a markdown "##" heading). */
const COMMENT_LINE = /^([ \t]*)#(?!#)/gm;
/** A marker that leaves the rest of its comment to be done (in a `#`, `//` or `--` comment). */
const TODO_MARKER = /(?<=(?:^|\s)(?:#|\/\/|--)[^\n]{0,80}?)\b(?:TODO|FIXME)\b/g;

/** The answer with its comment conventions read as prose (see the module comment). */
export function withCommentsAsProse(answer: string): string {
  let read = answer.replace(TODO_MARKER, (marker) => "TBD".padEnd(marker.length, " "));
  if (INLINE_COMMENT.test(read))
    read = read.replace(COMMENT_LINE, (_, indent: string) => `${indent} `);
  return read;
}

/** A comment marker that opens a clause ("// …", "-- …", "# …"). */
const COMMENT_OPENING = /^\s*(?:\/\/|--|#)/;
/** A line that ends a statement (";" before any trailing comment) or holds only a comment. */
const STATEMENT_END = /;\s*(?:(?:\/\/|--|#).*)?$|^\s*(?:\/\/|--|#)/;

/** Lend each trailing comment's hedges to the statement it ends (see the module comment). */
export function lendTrailingComments(readings: ClauseReading[], answer: string): void {
  const lineOf = lineIndex(answer);
  const lines = answer.split("\n");
  for (const comment of readings) {
    if (!COMMENT_OPENING.test(comment.clause.text) || comment.hedges.size === 0) continue;
    const line = lineOf(comment.clause.start);
    const lineStart = answer.lastIndexOf("\n", comment.clause.start - 1) + 1;
    // (Only a comment after code on its line: a comment line of its own qualifies nothing.)
    if (answer.slice(lineStart, comment.clause.start).trim() === "") continue;
    let first = line;
    // (The lines it continues: each indented under the one before, which ends no statement.)
    while (
      first > 0 &&
      /^\s+\S/.test(lines[first]!) &&
      lines[first - 1]!.trim() !== "" &&
      !STATEMENT_END.test(lines[first - 1]!)
    )
      first -= 1;
    for (const reading of readings) {
      const at = lineOf(reading.clause.start);
      if (
        reading === comment ||
        at < first ||
        at > line ||
        reading.clause.start > comment.clause.start
      )
        continue;
      for (const [family, cues] of comment.hedges) {
        reading.hedges.set(family, [...(reading.hedges.get(family) ?? []), ...cues]);
        reading.ownHedges.add(family);
      }
    }
  }
}
