"use client";

import {
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AgentRecord, WindowSampleRecord } from "@/server/runtime/records";
import { CHART_FOCUS_RING } from "@/components/ui/chart-focus";
import { formatNumber } from "@/components/ui/format";
import { pluralize } from "@/components/ui/plural";
import { compactTokens } from "./compact-tokens";
import { requestAxis, windowPoints } from "./window-chart-points";

/** One child's small chart: its own window per model request, its peak marked. */
function ChildWindow({
  child,
  samples,
  requests,
}: {
  child: AgentRecord;
  samples: WindowSampleRecord[];
  requests: number;
}) {
  // Its requests, then its window after its last call (the child_peak sample): the peak the
  // figures report is the largest of them.
  const points = windowPoints(samples);
  const axis = requestAxis(points);
  const peak = points.reduce((max, point) => Math.max(max, point.tokens), 0);
  return (
    <figure
      data-testid="child-window"
      data-child-id={child.id}
      data-points={points.length}
      data-peak={peak}
      className="min-w-0 rounded border border-zinc-200 bg-white p-2"
    >
      <figcaption className="flex items-baseline justify-between gap-2 text-xs">
        <span className="truncate font-medium text-zinc-800">{child.name}</span>
        <span className="shrink-0 text-zinc-500 tabular-nums">
          peak {formatNumber(peak)} · {pluralize(requests, "request")}
        </span>
      </figcaption>
      {points.length === 0 ? (
        <p className="grid h-24 place-items-center text-xs text-zinc-400">No request yet.</p>
      ) : (
        <div
          className={`h-24 ${CHART_FOCUS_RING}`}
          role="img"
          tabIndex={0}
          aria-label={`${child.name}'s own context window over ${pluralize(requests, "model request")}, peak ${formatNumber(peak)} tokens`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              data={points}
              margin={{ top: 6, right: 8, bottom: 0, left: 0 }}
              accessibilityLayer={false}
            >
              <XAxis
                dataKey="x"
                type="number"
                domain={axis.domain}
                ticks={axis.ticks.length > 0 ? axis.ticks : undefined}
                niceTicks="none"
                allowDecimals={false}
                tick={{ fontSize: 9, fill: "#a1a1aa" }}
                height={16}
              />
              <YAxis
                tickFormatter={compactTokens}
                tick={{ fontSize: 9, fill: "#a1a1aa" }}
                width={34}
                domain={[0, Math.ceil(peak * 1.1)]}
              />
              <Tooltip
                labelFormatter={(x) =>
                  Number.isInteger(Number(x)) ? `model request ${String(x)}` : "after its last call"
                }
                formatter={(value) =>
                  typeof value === "number" ? pluralize(value, "token") : String(value)
                }
                contentStyle={{ fontSize: 11 }}
              />
              <ReferenceLine y={peak} stroke="#a1a1aa" strokeDasharray="3 3" />
              <Line
                type="linear"
                dataKey="tokens"
                name="window"
                stroke="#0e7490"
                strokeWidth={1.5}
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}

/**
 * Each child's own context window as a small chart of its own (small multiples under the
 * parent's chart): one point per model request, its peak, how many requests it made.
 */
export function ChildWindowCharts({
  agents,
  samples,
  requestsOf,
}: {
  agents: AgentRecord[];
  samples: WindowSampleRecord[];
  requestsOf: (agentId: string) => number;
}) {
  if (agents.length === 0) return null;
  return (
    <div data-testid="child-windows" className="space-y-1">
      <p className="text-xs font-medium text-zinc-600">Each child&apos;s own window</p>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(15rem,1fr))] gap-2">
        {agents.map((child) => (
          <ChildWindow
            key={child.id}
            child={child}
            samples={samples.filter((sample) => sample.agentId === child.id)}
            requests={requestsOf(child.id)}
          />
        ))}
      </div>
    </div>
  );
}
