import removeMarkdown from "remove-markdown";

/**
 * How a flag quotes the claim that dropped a caveat: as the reader would say it, without the
 * answer's Markdown (emphasis, code spans, links, headings, quote and list markers through
 * remove-markdown), without a marker left over where the claim starts or ends inside emphasis
 * ("** The provider retires …" after a bold label), and a table row as its cells
 * ("Indirect (fallback path) | m_0005, m_0067 | 3"). The claim's offsets still point at the
 * answer's own text; only the quotation is cleaned.
 */

/** A run of emphasis markers at the start or the end of the quotation (left by a split). */
const EDGE_EMPHASIS = /^[*_~]+\s*|\s*[*_~]+$/g;

/**
 * A "<" that opens no HTML tag: "latency < 200 ms and errors > 1%" and "a<b and c>d" are
 * comparisons, which remove-markdown's tag rule (/<[^>]*>/) would delete whole. A tag here is
 * "<name>", "</name>", "<name/>" or a name with attributes that have values
 * (`<a href="…">`), or opens with "!" or "?" (comments, doctypes); bare words after a name
 * ("<b and c>") are prose, not boolean attributes.
 */
const NOT_A_TAG =
  /<(?![!?]|\/?[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w:.-]*\s*=\s*(?:"[^"<>]*"|'[^'<>]*'|[^\s"'=<>`]+))*\s*\/?>)/g;

/** Stands in for NOT_A_TAG's "<" while remove-markdown runs (a private-use character). */
const LESS_THAN_STAND_IN = "\uE000";

/**
 * `text` of a claim, its Markdown removed, at most `maxCharacters` (then cut with " …"). A claim
 * that is only markup ("**", "| |", "---") is quoted as written (trimmed), not as an empty
 * quotation.
 */
export function quotedClaim(text: string, maxCharacters: number): string {
  // Only the head is cleaned: a claim can be a 50,000-character answer; markup shrinks text.
  const head = text.length > 2 * maxCharacters ? text.slice(0, 2 * maxCharacters) : text;
  const cleaned = tableRowCells(withoutMarkdown(head)).replace(EDGE_EMPHASIS, "").trim();
  const plain = cleaned === "" ? head.trim() : cleaned;
  return plain.length <= maxCharacters && head === text
    ? plain
    : `${plain.slice(0, maxCharacters).trimEnd()} …`;
}

/**
 * A link or image whose address holds one level of parentheses ("[docs](…/Foo_(bar))"):
 * remove-markdown's link rule ends the address at the first ")", leaving "docs)". Replaced by
 * its text (an image by its alt text) before remove-markdown runs.
 */
const LINK_WITH_PARENTHESES = /!?\[([^[\]]*)\]\(((?:[^()\s]|\([^()\s]*\))*)\)/g;

/** remove-markdown's plain text of `text`, a "<" that opens no tag kept. */
function withoutMarkdown(text: string): string {
  const linked = text.replace(LINK_WITH_PARENTHESES, "$1");
  if (linked.includes(LESS_THAN_STAND_IN))
    return removeMarkdown(linked, { gfm: true, useImgAltText: true });
  const guarded = linked.replace(NOT_A_TAG, LESS_THAN_STAND_IN);
  return removeMarkdown(guarded, { gfm: true, useImgAltText: true }).replaceAll(
    LESS_THAN_STAND_IN,
    "<",
  );
}

/** "| a | b |" as "a | b"; other text as it is. */
function tableRowCells(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith("|") || !trimmed.endsWith("|") || trimmed.length < 2) return text;
  return trimmed
    .slice(1, -1)
    .split("|")
    .map((cell) => cell.trim())
    .filter((cell) => cell !== "")
    .join(" | ");
}
