/**
 * The one folding of text for search (the runs list's question search, the transcript search).
 * A stored search column holds the folded text and a search folds its query the same way, then
 * compares exactly (a LIKE on folded text), so case and form are ignored alike on SQLite,
 * whose LIKE folds ASCII only, and PostgreSQL, whose case rules depend on the database's
 * collation. Written here, not taken from a package: the npm registry's case-folding packages
 * are small and little used; this is a few lines over the JavaScript engine's own Unicode
 * tables, checked over every code point (search-fold.test.ts).
 */

/** After the case mapping: the folds String.prototype.toLowerCase leaves undone. */
const EXPLICIT_FOLDS: Record<string, string> = {
  // Final sigma: toLowerCase writes ς at a word's end ("ΟΔΟΣ" -> "οδος"), σ elsewhere.
  ς: "σ",
  // German sharp s: "STRASSE" is how "Straße" is written in capitals (ẞ lowercases to ß).
  ß: "ss",
  // Turkish dotted capital I: İ lowercases to i + COMBINING DOT ABOVE.
  "i\u0307": "i",
};

const EXPLICIT_FOLD_PATTERN = new RegExp(Object.keys(EXPLICIT_FOLDS).join("|"), "g");

/** One pass of the folding (see foldForSearch). */
function foldOnce(text: string): string {
  return text
    .normalize("NFKC")
    .toUpperCase()
    .toLowerCase()
    .replace(EXPLICIT_FOLD_PATTERN, (match) => EXPLICIT_FOLDS[match] ?? match)
    .normalize("NFKC");
}

/**
 * `text` folded for search: NFKC (composed and decomposed accents alike: "é" typed as e +
 * U+0301; compatibility forms: "ﬁ" -> "fi", full-width letters -> ASCII), uppercased then
 * lowercased (so every letter with a case meets its other case, and the Turkish dotless ı
 * meets i), then ς -> σ, ß -> ss, i + U+0307 -> i, and NFKC again (case mapping can leave a
 * decomposed sequence). Idempotent: foldForSearch(foldForSearch(t)) === foldForSearch(t). One
 * pass is not, where a dot above remains after an i ("İ" + U+0307 lowercases to i + two dots,
 * of which one pass removes one; NFKC can also move a dot above next to an i): while the text
 * holds a dot above, the passes repeat until nothing changes (each removes a character).
 * For ASCII text it is toLowerCase.
 */
export function foldForSearch(text: string): string {
  let folded = foldOnce(text);
  while (folded.includes("\u0307")) {
    const again = foldOnce(folded);
    if (again === folded) break;
    folded = again;
  }
  return folded;
}
