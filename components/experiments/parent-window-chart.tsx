"use client";

import { useMemo } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { ModeAggregate } from "@/server/features/experiments/experiment-views";
import { CHART_FOCUS_RING } from "@/components/ui/chart-focus";
import { formatNumber } from "@/components/ui/format";
import { legendInSeriesOrder } from "@/components/ui/legend-order";
import {
  PARENT_WINDOW_SERIES,
  parentWindowRows,
  parentWindowSummary,
} from "./parent-window-series";

/** The legend in the bars' order (a stable function: recharts keeps it in its store). */
const legendOrder = legendInSeriesOrder(PARENT_WINDOW_SERIES.map((series) => series.dataKey));

/**
 * The parent's window by mode (mean over cases, o200k tokens): before the spawn, after the
 * return, and the child's peak — seed 000's figures side by side. It follows the results live
 * while the experiment runs: the bars are drawn without animation, because the view refetches
 * every few seconds and recharts restarted the grow-from-zero animation on each new data,
 * leaving the bars empty until a reload.
 */
export function ParentWindowChart({
  aggregates,
  scripted,
}: {
  aggregates: readonly ModeAggregate[];
  scripted: boolean;
}) {
  const data = useMemo(() => parentWindowRows(aggregates), [aggregates]);
  return (
    <figure
      data-testid="parent-window-chart"
      className="rounded-md border border-zinc-200 bg-white p-3"
    >
      <figcaption className="mb-2 text-sm font-semibold text-zinc-800">
        Parent window by mode{" "}
        <span className="font-normal text-zinc-500">
          (mean over cases, tokens{scripted ? "; scripted model" : ""})
        </span>
      </figcaption>
      <div
        role="img"
        aria-label={parentWindowSummary(data, scripted)}
        tabIndex={0}
        className={`h-64 ${CHART_FOCUS_RING}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          {/* No SVG keyboard layer (a nameless tab stop): the wrapper is the named image. */}
          <BarChart
            data={data}
            margin={{ top: 4, right: 8, bottom: 4, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="mode" tick={{ fontSize: 12 }} />
            <YAxis tickFormatter={(value: number) => formatNumber(value)} tick={{ fontSize: 11 }} />
            <Tooltip formatter={(value) => formatNumber(Number(value))} />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={legendOrder} />
            {PARENT_WINDOW_SERIES.map((series) => (
              <Bar
                key={series.dataKey}
                dataKey={series.dataKey}
                name={series.name}
                fill={series.fill}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
