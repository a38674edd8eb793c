"use client";

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
import { formatNumber } from "@/components/ui/format";

/**
 * The parent's window by mode (mean over cases, o200k tokens): before the spawn, after the
 * return, and the child's peak — seed 000's figures side by side.
 */
export function ParentWindowChart({
  aggregates,
  scripted,
}: {
  aggregates: readonly ModeAggregate[];
  scripted: boolean;
}) {
  const data = aggregates.map((aggregate) => ({
    mode: aggregate.mode,
    before: Math.round(aggregate.metrics.parent_before?.mean ?? 0),
    after: Math.round(aggregate.metrics.parent_after?.mean ?? 0),
    child: Math.round(aggregate.metrics.child_peak?.mean ?? 0),
  }));
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
      <div className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 8, bottom: 4, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="mode" tick={{ fontSize: 12 }} />
            <YAxis tickFormatter={(value: number) => formatNumber(value)} tick={{ fontSize: 11 }} />
            <Tooltip formatter={(value) => formatNumber(Number(value))} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="before" name="parent before spawn" fill="#a1a1aa" />
            <Bar dataKey="after" name="parent after return" fill="#0369a1" />
            <Bar dataKey="child" name="child peak" fill="#a78bfa" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
