"use client";

import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { WindowMark, WindowSampleRecord } from "@/server/runtime/records";
import { formatNumber } from "@/components/ui/format";

interface ChartPoint {
  step: number;
  iteration: number;
  tokens: number;
  providerInputTokens: number | null;
  mark: WindowMark;
  relatedAgentId: string | null;
}

const MARK_STYLE: Partial<Record<WindowMark, { color: string; label: string }>> = {
  before_spawn: { color: "#7c3aed", label: "spawn" },
  after_return: { color: "#d97706", label: "return" },
  before_research: { color: "#0891b2", label: "research starts" },
};

function compact(value: number): string {
  if (Math.abs(value) >= 1_000) return `${(value / 1_000).toFixed(value >= 10_000 ? 0 : 1)}k`;
  return String(value);
}

/**
 * One agent's context window over time (tokenizer count, plus the provider's reported input
 * tokens when it reports them), with marks at each child's spawn and return, and the limits:
 * the model's context size and the compaction threshold below it (agent budget), when known.
 */
export function WindowChart({
  samples,
  agentNames,
  limit,
}: {
  samples: WindowSampleRecord[];
  agentNames: Record<string, string>;
  /** `contextTokens`: the model's context size; `compactAtTokens`: where compaction starts. */
  limit?: { contextTokens?: number; compactAtTokens?: number };
}) {
  const points: ChartPoint[] = [...samples]
    .sort((a, b) => a.at - b.at || a.iteration - b.iteration)
    .map((s, step) => ({
      step,
      iteration: s.iteration,
      tokens: s.tokens,
      providerInputTokens: s.providerInputTokens,
      mark: s.mark,
      relatedAgentId: s.relatedAgentId,
    }));
  const marks = points.filter((p) => MARK_STYLE[p.mark] !== undefined);
  // With several children, marks are labelled by number (names overlap) and a key follows.
  const children = [...new Set(marks.map((p) => p.relatedAgentId).filter((id) => id !== null))];
  const numbered = children.length > 1;
  const markLabel = (p: ChartPoint, label: string) => {
    if (p.relatedAgentId === null) return label;
    if (numbered) return `${label} ${children.indexOf(p.relatedAgentId) + 1}`;
    return `${label} ${agentNames[p.relatedAgentId] ?? ""}`.trim();
  };
  const hasProvider = points.some((p) => p.providerInputTokens !== null);
  const peak = points.reduce((max, p) => Math.max(max, p.tokens), 0);
  const contextTokens = limit?.contextTokens;
  const compactAt = limit?.compactAtTokens;
  // A limit far above the samples would flatten them: draw it only when it is within 4× the
  // peak; the caption below the chart always states it.
  const drawn = (value: number | undefined) =>
    value !== undefined && value <= Math.max(peak, 1) * 4 ? value : undefined;
  const contextLine = drawn(contextTokens);
  const compactLine = drawn(compactAt);
  const top = Math.max(contextLine ?? 0, compactLine ?? 0);

  if (points.length === 0) {
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

  const describe = (step: unknown) => {
    const p = points[Number(step)];
    if (!p) return "";
    const child = p.relatedAgentId ? ` (${agentNames[p.relatedAgentId] ?? p.relatedAgentId})` : "";
    const mark = p.mark === "iteration" ? "" : ` · ${p.mark.replace("_", " ")}${child}`;
    return `iteration ${p.iteration}${mark}`;
  };

  return (
    <div
      data-testid="window-chart"
      data-points={points.length}
      data-context-tokens={contextTokens}
      data-compact-at={compactAt}
      className="w-full min-w-0"
    >
      <div
        role="img"
        aria-label={`Context window over ${points.length} samples, peak ${formatNumber(peak)} tokens${
          contextTokens === undefined ? "" : `, limit ${formatNumber(contextTokens)} tokens`
        }${compactAt === undefined ? "" : `, compaction from ${formatNumber(compactAt)}`}`}
        className="h-60 w-full"
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 16, right: 16, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e4e4e7" />
            <XAxis
              dataKey="step"
              type="number"
              domain={["dataMin", "dataMax"]}
              allowDecimals={false}
              tickFormatter={(step: number) => `it ${points[step]?.iteration ?? ""}`}
              tick={{ fontSize: 11, fill: "#71717a" }}
            />
            <YAxis
              tickFormatter={compact}
              tick={{ fontSize: 11, fill: "#71717a" }}
              width={44}
              domain={[0, (dataMax: number) => Math.max(dataMax, top)]}
            />
            <Tooltip
              labelFormatter={describe}
              formatter={(value) =>
                typeof value === "number" ? `${formatNumber(value)} tokens` : String(value)
              }
              contentStyle={{ fontSize: 12 }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              type="linear"
              dataKey="tokens"
              name="window (tokenizer)"
              stroke="#0369a1"
              strokeWidth={2}
              dot={{ r: 2 }}
              isAnimationActive={false}
            />
            {hasProvider ? (
              <Line
                type="linear"
                dataKey="providerInputTokens"
                name="provider input tokens"
                stroke="#71717a"
                strokeDasharray="4 3"
                dot={{ r: 2 }}
                connectNulls
                isAnimationActive={false}
              />
            ) : null}
            {contextLine === undefined ? null : (
              <ReferenceLine
                y={contextLine}
                stroke="#dc2626"
                label={{
                  value: `limit ${compact(contextLine)}`,
                  position: "insideTopRight",
                  fontSize: 10,
                  fill: "#dc2626",
                }}
              />
            )}
            {compactLine === undefined ? null : (
              <ReferenceLine
                y={compactLine}
                stroke="#f59e0b"
                strokeDasharray="6 3"
                label={{
                  value: `compaction ${compact(compactLine)}`,
                  position: "insideBottomRight",
                  fontSize: 10,
                  fill: "#b45309",
                }}
              />
            )}
            {marks.map((p) => {
              const style = MARK_STYLE[p.mark];
              if (!style) return null;
              return (
                <ReferenceLine
                  key={`line-${p.step}`}
                  x={p.step}
                  stroke={style.color}
                  strokeDasharray="2 2"
                  label={{
                    value: markLabel(p, style.label),
                    position: "top",
                    fontSize: 10,
                    fill: style.color,
                  }}
                />
              );
            })}
            {marks.map((p) => {
              const style = MARK_STYLE[p.mark];
              if (!style) return null;
              return (
                <ReferenceDot
                  key={`dot-${p.step}`}
                  x={p.step}
                  y={p.tokens}
                  r={5}
                  fill={style.color}
                  stroke="white"
                />
              );
            })}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {contextTokens === undefined && compactAt === undefined ? null : (
        <p data-testid="window-limit" className="mt-1 text-xs text-zinc-500">
          {contextTokens === undefined ? null : (
            <>
              Context size <span className="text-red-700">{formatNumber(contextTokens)}</span>{" "}
              tokens
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
      {numbered ? (
        <p className="mt-1 text-xs text-zinc-500">
          {children.map((id, index) => (
            <span key={id} className="mr-3 whitespace-nowrap">
              <span className="font-semibold">{index + 1}</span> {agentNames[id] ?? id}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
