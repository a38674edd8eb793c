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
 * Lengths hold (every offset of the answer stays), as retractions.ts keeps them.
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
