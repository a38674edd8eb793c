import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";

/** One row of the virtualized transcript: an iteration's heading, or an item. */
export type TranscriptRow =
  | { type: "iteration"; key: string; iteration: number; items: number }
  | { type: "item"; key: string; item: TranscriptItem };

/**
 * Items (in sequence order) as rows grouped by iteration: a heading whenever the iteration
 * changes, with how many of the given items it holds, then its items. Pure; the heading's
 * count covers the items given (the loaded ones).
 */
export function groupByIteration(items: readonly TranscriptItem[]): TranscriptRow[] {
  const rows: TranscriptRow[] = [];
  let heading: Extract<TranscriptRow, { type: "iteration" }> | null = null;
  for (const item of items) {
    if (heading === null || heading.iteration !== item.iteration) {
      heading = {
        type: "iteration",
        key: `iteration-${item.iteration}-${item.sequence}`,
        iteration: item.iteration,
        items: 0,
      };
      rows.push(heading);
    }
    heading.items += 1;
    rows.push({ type: "item", key: item.id, item });
  }
  return rows;
}
