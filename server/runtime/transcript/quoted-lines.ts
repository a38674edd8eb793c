/**
 * Quoting the lines of text that is inlined into a rendering the parent model reads (a child's
 * transcript, summary or debrief): a line the text brings starts with QUOTED_LINE_PREFIX, so
 * it can never pass for a line of the rendering's own structure (a header, an item, an end
 * marker, a status line).
 */

/**
 * The prefix of every quoted line: an item's lines after its first (transcript rendering),
 * every line of a summary, a debrief field's lines after its first. Text (a user's question, a
 * tool result, a claim) may hold lines that look like an item header (`[99] assistant:`) or an
 * end marker; quoted, they never start a line, so the only unquoted lines of a rendering are
 * its own (attack repro 09: a question forged `END OF TRANSCRIPT of researcher` and the answer
 * after it).
 */
export const QUOTED_LINE_PREFIX = "| ";

/**
 * Every line break a reader (a model, an editor) may take as one: CR LF, LF, CR, vertical tab,
 * form feed, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
 */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/** `text` with each line after its first on a new line quoted by QUOTED_LINE_PREFIX. */
export function quoteContinuationLines(text: string): string {
  return text.split(LINE_BREAK).join(`\n${QUOTED_LINE_PREFIX}`);
}

/** `text` with every line quoted by QUOTED_LINE_PREFIX (line breaks as in quoteContinuationLines). */
export function quoteEveryLine(text: string): string {
  return `${QUOTED_LINE_PREFIX}${quoteContinuationLines(text)}`;
}
