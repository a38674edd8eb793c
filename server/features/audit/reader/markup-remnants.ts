/**
 * Markup an answer carries from the system it was pasted from (issue 14, twenty-second reader
 * round): HTML from a mail client or a help desk ("<p>", "<br>", "<b>Confirmed</b>:",
 * "&nbsp;") and wiki markup from an issue tracker ("h3. Bottom line", "{info}…{info}",
 * "{color:grey}…{color}", "bq. ", "||Header||"). The tags are not words: left in, they glue a
 * label to its tag ("</b>:"), hide the line breaks a block tag stands for, and make a heading
 * look like a sentence. Each is replaced by as many characters (offsets hold): a block tag by a
 * line break and spaces, an inline tag by spaces, with the punctuation a closing tag holds off
 * moved up to the word it ends; an entity by the character it names; a wiki heading by a
 * Markdown one; a wiki quote by a Markdown quote. An answer without such markup is unchanged,
 * and so is a fenced code block (a diagram's node label may hold "<br/>" as its own syntax).
 */

/** An HTML tag that starts or ends a block: it stands for a line break. */
const BLOCK_TAG =
  /<\/?(?:p|div|br|li|ul|ol|tr|table|tbody|thead|h[1-6]|blockquote|section|article)\b[^<>]*\/?>/gi;

/** An inline HTML tag (bold, italic, a span, small print), with what directly follows it. */
const INLINE_TAG =
  /<\/?(?:b|i|u|em|strong|span|small|font|sup|sub|mark|code|a)\b[^<>]*>([:;,.)!?]*)/gi;

/** HTML entities and the character each names. */
const ENTITIES: Record<string, string> = {
  "&nbsp;": " ",
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&apos;": "'",
  "&mdash;": "—",
  "&ndash;": "–",
};

/** A wiki block macro ("{info}", "{panel:title=Risk}", "{code:sql}"): a line break. */
const WIKI_BLOCK = /\{(?:info|note|tip|warning|panel|code|noformat|quote|expand)(?::[^{}\n]*)?\}/gi;

/** A wiki inline macro ("{color:grey}", "{color}"): nothing. */
const WIKI_INLINE = /\{color(?::[^{}\n]*)?\}/gi;

/** A wiki heading ("h3. ") or quote ("bq. ") opening a line. */
const WIKI_LINE_START = /^(h[1-6]|bq)\.\s/gim;

/** A wiki table's header cell border ("||"). */
const WIKI_HEADER_BORDER = /\|\|/g;

const blank = (length: number) => " ".repeat(length);

/** Does the answer carry markup of either kind (so a plain answer is left alone)? */
function hasMarkup(answer: string): boolean {
  return (
    /<\/?[a-z][a-z0-9]*\b[^<>]*>|&(?:nbsp|amp|lt|gt|quot|apos|mdash|ndash|#39);/i.test(answer) ||
    /\{(?:info|note|tip|warning|panel|code|noformat|quote|expand|color)\b[^{}\n]*\}/i.test(
      answer,
    ) ||
    /^(?:h[1-6]|bq)\.\s/im.test(answer)
  );
}

/** A fenced code block (``` … ```): code, its markup its own. */
const FENCE = /```[\s\S]*?(?:```|$)/g;

/** The answer with its HTML and wiki markup read as text (see the module comment). */
export function withMarkupAsText(answer: string): string {
  if (!hasMarkup(answer)) return answer;
  let result = "";
  let last = 0;
  for (const fence of answer.matchAll(FENCE)) {
    result += markupAsText(answer.slice(last, fence.index)) + fence[0];
    last = fence.index + fence[0].length;
  }
  return result + markupAsText(answer.slice(last));
}

/** Prose with its markup replaced, character for character (see the module comment). */
function markupAsText(prose: string): string {
  return prose
    .replace(BLOCK_TAG, (tag) => `\n${blank(tag.length - 1)}`)
    .replace(INLINE_TAG, (match, after: string) => after + blank(match.length - after.length))
    .replace(/&(?:nbsp|amp|lt|gt|quot|apos|mdash|ndash|#39);/gi, (entity) => {
      const character = ENTITIES[entity.toLowerCase()] ?? " ";
      return character + blank(entity.length - character.length);
    })
    .replace(WIKI_BLOCK, (macro) => `\n${blank(macro.length - 1)}`)
    .replace(WIKI_INLINE, (macro) => blank(macro.length))
    .replace(WIKI_LINE_START, (start: string, kind: string) =>
      kind.toLowerCase() === "bq" ? `>${blank(start.length - 1)}` : `###${blank(start.length - 3)}`,
    )
    .replace(WIKI_HEADER_BORDER, "| ");
}
