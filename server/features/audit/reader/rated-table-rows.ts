/**
 * Rated table rows (issue 14, thirty-fourth reader round): a table that rates its rows has a
 * rating column, named in its header ("Likelihood", "Confidence", "Probability", "Estimate",
 * "Odds"); the word in that column of a row ("very likely", "about even", "High, if …") rates
 * the row's claim. Other columns ("Impact: High", "Severity", "Basis") rate nothing the reader
 * hedges, so a bare word in them is no rating. Rows are the lines of a block of lines holding
 * a pipe, the first of them its header (a `|---|` rule line is skipped).
 */

/** A header cell that names a rating column. */
const RATING_HEADER =
  /^(?:(?:estimative\s+)?(?:likelihood|confidence|probability|certainty|estimate|odds|credence|rating)|p(?:[_ ]\w+)?)$/i;
/** A rule line under a table's header. */
const RULE = /^[\s|:-]+$/;

/** The cells of a pipe-table line (outer pipes dropped, cells trimmed). */
function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.replace(/[*_`]/g, "").trim());
}

/**
 * For a clause starting at `start`: null when its line is no row of a table of at least two
 * rows; otherwise the cells of its row under a rating column (empty when the table has none).
 */
export function ratedCells(answer: string, start: number): string[] | null {
  const lineStart = answer.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = answer.indexOf("\n", start);
  const line = answer.slice(lineStart, lineEnd < 0 ? answer.length : lineEnd);
  if (!line.includes("|")) return null;
  const lines: string[] = [];
  for (let at = lineStart; at > 0;) {
    const previousStart = answer.lastIndexOf("\n", at - 2) + 1;
    const previous = answer.slice(previousStart, at - 1);
    if (!previous.includes("|")) break;
    lines.unshift(previous);
    at = previousStart;
  }
  const header = lines.find((candidate) => !RULE.test(candidate));
  if (header === undefined) {
    const next = answer.slice(lineEnd < 0 ? answer.length : lineEnd + 1).split("\n")[0] ?? "";
    return next.includes("|") ? [] : null;
  }
  const columns = cellsOf(header).flatMap((cell, index) =>
    RATING_HEADER.test(cell) ? [index] : [],
  );
  const cells = cellsOf(line);
  return columns.flatMap((index) => (cells[index] === undefined ? [] : [cells[index]]));
}
