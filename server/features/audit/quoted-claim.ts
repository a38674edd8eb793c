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

/** `text` of a claim, its Markdown removed, at most `maxCharacters` (then cut with " …"). */
export function quotedClaim(text: string, maxCharacters: number): string {
  // Only the head is cleaned: a claim can be a 50,000-character answer; markup shrinks text.
  const head = text.length > 2 * maxCharacters ? text.slice(0, 2 * maxCharacters) : text;
  const plain = tableRowCells(removeMarkdown(head, { gfm: true, useImgAltText: true }))
    .replace(EDGE_EMPHASIS, "")
    .trim();
  return plain.length <= maxCharacters && head === text
    ? plain
    : `${plain.slice(0, maxCharacters).trimEnd()} …`;
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
