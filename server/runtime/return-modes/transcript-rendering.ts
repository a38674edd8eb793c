import type { TranscriptItem } from "../transcript/transcript-item";
import { QUOTED_LINE_PREFIX, quoteContinuationLines } from "../transcript/quoted-lines";
import { itemWireText } from "../window/token-counter";

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
