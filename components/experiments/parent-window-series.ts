import type { ModeAggregate } from "@/server/features/experiments/experiment-views";
import { formatNumber } from "@/components/ui/format";

/** The parent window chart's bars, in the order they are drawn and listed in the legend. */
export const PARENT_WINDOW_SERIES = [
  { dataKey: "before", name: "parent before spawn", fill: "#a1a1aa", metric: "parent_before" },
  { dataKey: "after", name: "parent after return", fill: "#0369a1", metric: "parent_after" },
  { dataKey: "child", name: "child peak", fill: "#a78bfa", metric: "child_peak" },
] as const;

/** One bar group of the chart: a mode and its rounded mean per series. */
export type ParentWindowRow = { mode: string } & Record<
  (typeof PARENT_WINDOW_SERIES)[number]["dataKey"],
  number
>;

/** The chart's rows: one per mode, each series' mean over cases (0 while nothing is scored). */
export function parentWindowRows(aggregates: readonly ModeAggregate[]): ParentWindowRow[] {
  return aggregates.map((aggregate) => {
    const row = { mode: aggregate.mode } as ParentWindowRow;
    for (const series of PARENT_WINDOW_SERIES) {
      row[series.dataKey] = Math.round(aggregate.metrics[series.metric]?.mean ?? 0);
    }
    return row;
  });
}

/**
 * The chart in words, its accessible name: "Parent window by mode, mean over cases in tokens:
 * contract: parent before spawn 1,200, parent after return 1,501, child peak 9,000; …".
 */
export function parentWindowSummary(rows: readonly ParentWindowRow[], scripted: boolean): string {
  const modes = rows.map(
    (row) =>
      `${row.mode}: ${PARENT_WINDOW_SERIES.map((series) => `${series.name} ${formatNumber(row[series.dataKey])}`).join(", ")}`,
  );
  const heading = `Parent window by mode, mean over cases in tokens${scripted ? " (scripted model)" : ""}`;
  return modes.length === 0 ? `${heading}: no modes yet` : `${heading}: ${modes.join("; ")}`;
}
