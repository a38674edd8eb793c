/**
 * Text a person or a model wrote, placed in an exported Markdown document (server/features/audit/audit-export.ts,
 * components/audit/answer-audit-export.ts) so that it stays text: inert, quoted, on one line or in a table cell.
 */

/**
 * Text a person or a model wrote, made inert in Markdown: HTML cannot open (`<` as `&lt;`) and
 * no link can form (`[` escaped). Where it stands on lines of its own it is also quoted (quote),
 * so a heading, table or code fence inside it stays inside the quote.
 */
export function inert(text: string): string {
  return text.replace(/</g, "&lt;").replace(/\[/g, "\\[");
}

/** `text` as a block quote, line by line (a fence inside ends with the quote). */
export function quote(text: string): string {
  return text
    .split("\n")
    .map((line) => `> ${inert(line)}`)
    .join("\n");
}

/** `text` on one line (runs of white space as one space), inert. */
export function inline(text: string): string {
  return inert(text.replace(/\s+/g, " ").trim());
}

/** `text` in one table cell: inline, `|` escaped, at most `max` characters. */
export function cell(text: string, max = 160): string {
  const flat = inline(text).replace(/\|/g, "\\|");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
