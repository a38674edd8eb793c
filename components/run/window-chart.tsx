"use client";

import { useState } from "react";
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { WindowMark, WindowSampleRecord } from "@/server/runtime/records";
import type { WindowFigures } from "@/server/shared/window-figures";
import { CHART_FOCUS_RING } from "@/components/ui/chart-focus";
import { formatNumber } from "@/components/ui/format";
import { pluralize } from "@/components/ui/plural";
import { legendInSeriesOrder } from "@/components/ui/legend-order";
import { compactTokens } from "./compact-tokens";
import { markLabelsFit, shortMarkLabel } from "./mark-labels";
import {
  counterfactualPoints,
  LABELLED_MARKS,
  requestAxis,
  windowPoints,
} from "./window-chart-points";
import { returnSums, type ReturnSums } from "./window-figure-sums";

const MARK_STYLE: Partial<Record<WindowMark, { color: string; label: string }>> = {
  before_spawn: { color: "#7c3aed", label: "spawn" },
  after_return: { color: "#0f766e", label: "return" },
  before_research: { color: "#0891b2", label: "research" },
};

/** The legend in the lines' order (recharts 3 sorts it by label otherwise, which reversed it). */
const legendOrder = legendInSeriesOrder(["window", "reported", "transcript"]);

/** One row of the chart's data: a request or a mark, with the series present at its x. */
interface ChartRow {
  x: number;
  window: number;
  reported: number | null;
  transcript: number | null;
  mark: WindowMark;
  relatedAgentId: string | null;
  iteration: number;
}

/**
 * A limit far above the samples would flatten them (a 128k limit squeezed a 30k window and its
 * dashed counterfactual into the bottom fifth): it is drawn within 2× the peak only; the line
 * under the chart always names it.
 */
const DRAW_LIMIT_WITHIN = 2;

/** The chart's width outside the plot: the y axis (44 px) and the right margin (16 px). */
const PLOT_INSET_PX = 60;

/**
 * A parent's context window, one point per model request (x: the request number) with marks
 * between requests where a child was spawned or returned, the model's context limit and the
 * compaction threshold, the provider's reported input tokens when they differ from the
 * tokenizer count, and — for a contract return — the counterfactual: the window had each
 * child returned its whole transcript. `requests`: how many model requests the agent made
 * (more than the points when runs.get thinned a long series).
 */
export function WindowChart({
  samples,
  figures,
  agentNames,
  limit,
  requests,
  failedReturns = new Set(),
}: {
  samples: WindowSampleRecord[];
  figures: WindowFigures[];
  agentNames: Record<string, string>;
  /** Children whose return was a failure notice, not a debrief (not in the counterfactual). */
  failedReturns?: ReadonlySet<string>;
  /** `contextTokens`: the model's context size; `compactAtTokens`: where compaction starts. */
  limit?: { contextTokens?: number; compactAtTokens?: number };
  requests: number;
}) {
  // The plot's width in px once measured (the marks' labels depend on it: mark-labels.ts).
  const [plotWidth, setPlotWidth] = useState<number | null>(null);
  const points = windowPoints(samples);
  const counterfactual = counterfactualPoints(points, figures, failedReturns);
  const rows: ChartRow[] = points.map((point) => ({
    x: point.x,
    window: point.tokens,
    reported: point.providerInputTokens,
    transcript: counterfactual.find((entry) => entry.x === point.x)?.tokens ?? null,
    mark: point.mark,
    relatedAgentId: point.relatedAgentId,
    iteration: point.iteration,
  }));
  if (rows.length === 0) {
    return (
      <div
        data-testid="window-chart"
        data-points={0}
        className="grid h-56 place-items-center rounded border border-dashed border-zinc-300 text-sm text-zinc-500"
      >
        No window samples yet.
      </div>
    );
  }
  const requestPoints = rows.filter((row) => row.mark === "iteration").length;
  const marks = rows.filter((row) => LABELLED_MARKS.includes(row.mark));
  const children = [...new Set(marks.flatMap((row) => row.relatedAgentId ?? []))];
  const numbered = children.length > 1;
  // A mark in the chart's right quarter writes its label to the left of its line (text ending
  // there), so a long one ("return researcher") is not cut off at the right edge.
  const firstX = Math.min(...rows.map((row) => row.x));
  const lastX = Math.max(...rows.map((row) => row.x));
  const labelPosition = (x: number) =>
    lastX > firstX && (x - firstX) / (lastX - firstX) > 0.75 ? "insideTopRight" : "top";
  const longLabel = (row: ChartRow, label: string) => {
    if (row.relatedAgentId === null) return label;
    if (numbered) return `${label} ${children.indexOf(row.relatedAgentId) + 1}`;
    return `${label} ${agentNames[row.relatedAgentId] ?? ""}`.trim();
  };
  // Marks a few pixels apart (a fan-out's spawns on a phone) get the short labels ("s1", or
  // "spawn" for one child's), explained under the chart.
  const longFit = markLabelsFit({
    markXs: marks.map((row) => row.x),
    firstX,
    lastX,
    plotWidthPx: plotWidth,
    labels: marks.map((row) => longLabel(row, MARK_STYLE[row.mark]?.label ?? "")),
  });
  const markLabel = (row: ChartRow, label: string) => {
    if (longFit || row.relatedAgentId === null) return longLabel(row, label);
    return numbered ? shortMarkLabel(label, children.indexOf(row.relatedAgentId) + 1) : label;
  };
  // The reported series is drawn only where it says something the tokenizer count does not.
  const showReported = rows.some((row) => row.reported !== null && row.reported !== row.window);
  const peak = Math.max(...rows.map((row) => Math.max(row.window, row.transcript ?? 0)));
  const drawn = (value: number | undefined) =>
    value !== undefined && value <= Math.max(peak, 1) * DRAW_LIMIT_WITHIN ? value : undefined;
  const contextLine = drawn(limit?.contextTokens);
  const compactLine = drawn(limit?.compactAtTokens);
  const top = Math.max(peak, contextLine ?? 0, compactLine ?? 0);
  const axis = requestAxis(points);
  const extra = counterfactual.at(-1)?.extra ?? null;

  const describe = (x: unknown) => {
    const row = rows.find((entry) => entry.x === Number(x));
    if (!row) return "";
    if (row.mark === "iteration") return `model request ${row.iteration}`;
    const child = row.relatedAgentId
      ? ` ${agentNames[row.relatedAgentId] ?? row.relatedAgentId}`
      : "";
    return `after request ${row.iteration}: ${row.mark.replace("_", " ")}${child}`;
  };

  return (
    <div
      data-testid="window-chart"
      data-points={requestPoints}
      data-requests={requests}
      data-context-tokens={limit?.contextTokens}
      data-compact-at={limit?.compactAtTokens}
      data-counterfactual={extra ?? undefined}
      className="w-full min-w-0"
    >
      <div
        role="img"
        aria-label={`Context window over ${pluralize(requests, "model request")}, peak ${formatNumber(peak)} tokens${
          limit?.contextTokens === undefined
            ? ""
            : `, limit ${pluralize(limit.contextTokens, "token")}`
        }`}
        tabIndex={0}
        className={`h-64 w-full ${CHART_FOCUS_RING}`}
      >
        <ResponsiveContainer
          width="100%"
          height="100%"
          onResize={(width) => setPlotWidth(Math.max(0, width - PLOT_INSET_PX))}
        >
          {/* No keyboard layer (svg role="application", a nameless tab stop): the wrapper is
              the image with its name, and the figures above say the same in text. */}
          <LineChart
            data={rows}
            margin={{ top: 18, right: 16, bottom: 14, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e4e4e7" />
            <XAxis
              dataKey="x"
              type="number"
              domain={axis.domain}
              ticks={axis.ticks.length > 0 ? axis.ticks : undefined}
              niceTicks="none"
              allowDecimals={false}
              tickFormatter={(x: number) => String(x)}
              tick={{ fontSize: 11, fill: "#71717a" }}
              label={{
                value: "model request",
                position: "insideBottom",
                offset: -8,
                fontSize: 11,
                fill: "#71717a",
              }}
            />
            <YAxis
              tickFormatter={compactTokens}
              tick={{ fontSize: 11, fill: "#71717a" }}
              width={44}
              domain={[0, Math.ceil(top * 1.05)]}
            />
            <Tooltip
              labelFormatter={describe}
              formatter={(value) =>
                typeof value === "number" ? pluralize(value, "token") : String(value)
              }
              contentStyle={{ fontSize: 12 }}
            />
            <Legend wrapperStyle={{ fontSize: 12, paddingTop: 8 }} itemSorter={legendOrder} />
            <Line
              type="linear"
              dataKey="window"
              name="window (o200k tokens)"
              stroke="#0369a1"
              strokeWidth={2}
              dot={requestPoints <= 120 ? { r: 2 } : false}
              isAnimationActive={false}
            />
            {showReported ? (
              <Line
                type="linear"
                dataKey="reported"
                name="input tokens the provider reported"
                stroke="#71717a"
                strokeDasharray="4 3"
                dot={false}
                connectNulls
                isAnimationActive={false}
              />
            ) : null}
            {counterfactual.length > 0 ? (
              <Line
                type="linear"
                dataKey="transcript"
                name="had the transcripts been returned"
                stroke="#a1a1aa"
                strokeDasharray="5 4"
                dot={{ r: 3, fill: "white" }}
                connectNulls
                isAnimationActive={false}
              />
            ) : null}
            {contextLine === undefined ? null : (
              <ReferenceLine
                y={contextLine}
                stroke="#3f3f46"
                strokeDasharray="8 4"
                label={{
                  value: `context limit ${compactTokens(contextLine)}`,
                  position: "insideTopRight",
                  fontSize: 10,
                  fill: "#3f3f46",
                }}
              />
            )}
            {compactLine === undefined ? null : (
              <ReferenceLine
                y={compactLine}
                stroke="#d97706"
                strokeDasharray="6 3"
                label={{
                  value: `compaction ${compactTokens(compactLine)}`,
                  position: "insideBottomRight",
                  fontSize: 10,
                  fill: "#b45309",
                }}
              />
            )}
            {marks.map((row) => {
              const style = MARK_STYLE[row.mark];
              if (!style) return null;
              return (
                <ReferenceLine
                  key={`mark-${row.x}`}
                  x={row.x}
                  stroke={style.color}
                  strokeDasharray="2 2"
                  label={{
                    value: markLabel(row, style.label),
                    position: labelPosition(row.x),
                    fontSize: 10,
                    fill: style.color,
                  }}
                />
              );
            })}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <WindowCaption
        limit={limit}
        drawnLimit={contextLine !== undefined}
        requests={requests}
        requestPoints={requestPoints}
        extra={extra}
        sums={returnSums(figures, failedReturns)}
      />
      {numbered ? (
        // A wrapping row: the names are nowrap each, so inline spans with no space between them
        // made one unbreakable line (a fan-out run page was 598 px wide at 390).
        <p
          data-testid="window-chart-children"
          className="mt-1 flex flex-wrap gap-x-3 text-xs text-zinc-500"
        >
          {longFit ? null : (
            <span data-testid="window-chart-short-marks" className="whitespace-nowrap">
              s = spawn, r = return:
            </span>
          )}
          {children.map((id, index) => (
            <span key={id} className="whitespace-nowrap">
              <span className="font-semibold">{index + 1}</span> {agentNames[id] ?? id}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

/** The sentences under the chart: the limits, what was thinned, the counterfactual. */
function WindowCaption({
  limit,
  drawnLimit,
  requests,
  requestPoints,
  extra,
  sums,
}: {
  limit?: { contextTokens?: number; compactAtTokens?: number };
  drawnLimit: boolean;
  requests: number;
  requestPoints: number;
  extra: number | null;
  sums: ReturnSums | null;
}) {
  const contextTokens = limit?.contextTokens;
  const compactAt = limit?.compactAtTokens;
  return (
    <div className="mt-1 space-y-0.5 text-xs text-zinc-500">
      {contextTokens === undefined && compactAt === undefined ? null : (
        <p data-testid="window-limit">
          {contextTokens === undefined ? null : (
            <>
              Context limit <span className="text-zinc-800">{formatNumber(contextTokens)}</span>{" "}
              tokens{drawnLimit ? "" : " (far above the window: not drawn)"}
            </>
          )}
          {contextTokens !== undefined && compactAt !== undefined ? " · " : null}
          {compactAt === undefined ? null : (
            <>
              compaction from <span className="text-amber-700">{formatNumber(compactAt)}</span>
            </>
          )}
        </p>
      )}
      {requestPoints < requests ? (
        <p data-testid="window-thinned">
          {formatNumber(requestPoints)} of {pluralize(requests, "model request")} drawn (every mark,
          the peak and the ends kept).
        </p>
      ) : null}
      {extra === null || sums === null ? null : (
        <p data-testid="window-counterfactual" data-value={extra}>
          Had {sums.children === 1 ? "the child" : "the children"} returned{" "}
          {sums.children === 1 ? "its whole transcript" : "their whole transcripts"} (
          {pluralize(sums.transcriptTokens, "token")}) instead of{" "}
          {sums.children === 1 ? "its debrief" : "their debriefs"} (
          {pluralize(sums.debriefTokens, "token")}
          {sums.children === 1 ? "" : " on their own"}), the parent&apos;s window would hold{" "}
          <span className="font-medium text-zinc-800">{formatNumber(extra)}</span> more tokens from
          the first return on (the dashed line).
        </p>
      )}
    </div>
  );
}
