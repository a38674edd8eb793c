import type { TranscriptItem } from "../transcript/transcript-item";
import { itemWireText } from "../window/token-counter";

/**
 * A child's whole transcript as one string, the way the transcript return mode hands it to
 * the parent (seed 000: "it returned its entire working transcript ... as a single string").
 * Every item in order, each as it went on the wire (`itemWireText`, the form window accounting
 * counts), numbered by sequence; compaction markers are left out (the items they stand for
 * are all there). The header names the child and says it is not a debrief; the footer closes it.
 */
export function renderTranscriptForParent(
  agentName: string,
  agentId: string,
  items: readonly TranscriptItem[],
): string {
  const shown = items.filter((item) => item.kind !== "compaction");
  return [
    `TRANSCRIPT of ${agentName} (${agentId}), ${shown.length} items, inlined whole (return mode: transcript; not a debrief):`,
    ...shown.map((item) => `[${item.sequence}] ${itemWireText(item)}`),
    `END OF TRANSCRIPT of ${agentName} (${agentId})`,
  ].join("\n");
}
