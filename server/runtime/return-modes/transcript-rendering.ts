import type { TranscriptItem } from "../transcript/transcript-item";
import { itemWireText } from "../window/token-counter";

/**
 * The prefix of every line of an item after its first (and of every line of a summary, see
 * renderSummaryForParent). An item's own text (a user's question, a tool result, a correction)
 * may hold lines that look like an item header (`[99] assistant:`) or the end marker; quoted,
 * they never start a line, so the only unquoted lines of a rendering are its header, the item
 * headers and the end marker (attack repro 09: a question forged `END OF TRANSCRIPT of
 * researcher` and the answer after it).
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

/** The end marker's line for the child `agentName` (`agentId`). */
export function transcriptEndLine(agentName: string, agentId: string): string {
  return `END OF TRANSCRIPT of ${agentName} (${agentId})`;
}

/**
 * A child's whole transcript as one string, the way the transcript return mode hands it to
 * the parent (seed 000: "it returned its entire working transcript ... as a single string").
 * Every item in order, each as it went on the wire (`itemWireText`, the form window accounting
 * counts), starting on a line `[sequence] …` with its further lines quoted (`| `, see
 * QUOTED_LINE_PREFIX); compaction markers are left out (the items they stand for
 * are all there). The header names the child and says it is not a debrief; the end marker
 * (transcriptEndLine) closes it.
 */
export function renderTranscriptForParent(
  agentName: string,
  agentId: string,
  items: readonly TranscriptItem[],
): string {
  const shown = items.filter((item) => item.kind !== "compaction");
  return [
    `TRANSCRIPT of ${agentName} (${agentId}), ${shown.length} items, inlined whole (return mode: transcript; not a debrief); each item starts at "[sequence]", its further lines start with "${QUOTED_LINE_PREFIX}":`,
    ...shown.map((item) => `[${item.sequence}] ${quoteContinuationLines(itemWireText(item))}`),
    transcriptEndLine(agentName, agentId),
  ].join("\n");
}
