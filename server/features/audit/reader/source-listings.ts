/**
 * What a source lists is not the answer's list (issue 14, seventy-fifth round, long sentences):
 * a relative clause on a source ("the researcher's table query, which lists every merchant with
 * its api_version, flags sixteen …"; "a dump that covers every account with a v2 key") says what
 * the query, table or file holds, row by row. It describes where the answer's list came from; it
 * does not call that list complete, so it answers no open question and claims no code read.
 */

/** A source of rows (a query, table, dump, export, file, column), then "which" or "that". */
const SOURCE_RELATIVE =
  /\b(?:query|queries|table|tables|dump|dumps|export|exports|report|spreadsheet|sheet|database|db|csv|file|column|view|listing|select)\s*,?\s+(?:which|that)\s+(?:also\s+|simply\s+|just\s+)?$/i;

/** Is the completeness phrase at `index` of `text` a source's listing (module comment)? */
export function listedBySource(text: string, index: number): boolean {
  return SOURCE_RELATIVE.test(text.slice(Math.max(0, index - 60), index));
}
