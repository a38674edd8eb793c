import { CHART_FOCUS_RING } from "@/components/ui/chart-focus";
import { formatDuration, formatNumber } from "@/components/ui/format";
import { pluralize } from "@/components/ui/plural";
import type { BarTone, TimelineBar, TimelineLayout } from "./timeline-layout";

const BAR_TONE: Record<BarTone, string> = {
  ok: "bg-emerald-500",
  error: "bg-red-500",
  running: "bg-amber-400 animate-pulse",
  muted: "bg-zinc-400",
};
const MODEL_TONE: Record<BarTone, string> = {
  ok: "bg-sky-600",
  error: "bg-red-500",
  running: "bg-sky-300 animate-pulse",
  muted: "bg-zinc-400",
};

const LANE_PX = 14;

function percent(part: number, total: number): string {
  return `${((part / total) * 100).toFixed(3)}%`;
}

/** The sentence a bar's tooltip and accessible name say. */
export function describeBar(bar: TimelineBar, simulated: boolean): string {
  const duration = bar.open
    ? `running for ${formatDuration(bar.durationMs)}`
    : formatDuration(bar.durationMs);
  if (bar.kind === "tool") return `${bar.label} · ${duration} · ${bar.status}`;
  const tokens =
    bar.inputTokens === null && bar.outputTokens === null
      ? "tokens not reported"
      : `${formatNumber(bar.inputTokens ?? 0)} in / ${formatNumber(bar.outputTokens ?? 0)} out`;
  return `${bar.label} · ${duration}${simulated ? " (simulated)" : ""} · ${tokens} · HTTP ${bar.status}`;
}

/**
 * The timeline in words, its accessible name (each bar keeps its own): "Timeline of 2 agents
 * over 3.2 s: 4 model calls, 6 tool calls".
 */
export function timelineSummary(layout: TimelineLayout): string {
  const bars = layout.rows.flatMap((row) => row.lanes.flat());
  const model = bars.filter((bar) => bar.kind === "model").length;
  return `Timeline of ${pluralize(layout.rows.length, "agent")} over ${formatDuration(layout.totalMs)}: ${pluralize(model, "model call")}, ${pluralize(bars.length - model, "tool call")}`;
}

function Bar({ bar, total, simulated }: { bar: TimelineBar; total: number; simulated: boolean }) {
  const tone = (bar.kind === "model" ? MODEL_TONE : BAR_TONE)[bar.tone];
  const text = describeBar(bar, simulated);
  return (
    <div
      role="img"
      aria-label={text}
      title={text}
      data-testid="timeline-bar"
      data-kind={bar.kind}
      data-status={bar.status}
      data-duration-ms={bar.durationMs}
      className={`absolute top-0.5 h-2.5 min-w-[3px] rounded-sm ${tone}`}
      style={{ left: percent(bar.startMs, total), width: percent(bar.durationMs, total) }}
    />
  );
}

/** The axis labels above the rows. */
function Axis({ layout }: { layout: TimelineLayout }) {
  return (
    <div className="relative h-5 text-[10px] text-zinc-500" aria-hidden>
      {layout.ticks.map((tick) => (
        <span
          key={tick}
          className="absolute -translate-x-1/2 whitespace-nowrap tabular-nums first:translate-x-0"
          style={{ left: percent(tick, layout.totalMs) }}
        >
          {tick === 0 ? "0" : formatDuration(tick)}
        </span>
      ))}
    </div>
  );
}

/**
 * The waterfall: one row per agent (indented by depth) with its life span shaded, its model
 * calls in the first lane and its tool calls below, on a shared time axis (below `sm` the
 * agent's name stands above its lanes instead of beside them). Each bar's title
 * and accessible name give its duration, tokens and status. `simulated`: the scripted model's
 * latencies are modelled, and say so.
 */
export function TimelineChart({
  layout,
  simulated,
}: {
  layout: TimelineLayout;
  simulated: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={timelineSummary(layout)}
      tabIndex={0}
      className={`overflow-x-auto ${CHART_FOCUS_RING}`}
    >
      {/* From `sm` up, names in a column beside the lanes (scrolling inside this box below
          640 px of chart); below it each agent's name sits above its lanes, which take the full
          width, so the page never gets wider than a phone's screen. */}
      <div className="grid grid-cols-1 gap-x-3 sm:min-w-[640px] sm:grid-cols-[11rem_minmax(0,1fr)]">
        <div className="max-sm:hidden" />
        <Axis layout={layout} />
        {layout.rows.map((row) => (
          <div key={row.agent.id} className="contents" data-testid="timeline-row">
            <div
              className="truncate border-t border-zinc-100 py-1 text-xs text-zinc-700"
              style={{ paddingLeft: `${row.depth * 0.75}rem` }}
              title={`${row.agent.name} (${row.agent.role}, ${row.agent.status})`}
            >
              <span className="font-medium">{row.agent.name}</span>
              {row.agent.name === row.agent.role ? null : (
                <span className="text-zinc-400"> {row.agent.role}</span>
              )}
            </div>
            <div
              className="relative border-zinc-100 py-1 sm:border-t"
              style={{ height: `${row.lanes.length * LANE_PX + 8}px` }}
              data-agent-id={row.agent.id}
            >
              {layout.ticks.map((tick) => (
                <div
                  key={tick}
                  aria-hidden
                  className="absolute inset-y-0 w-px bg-zinc-100"
                  style={{ left: percent(tick, layout.totalMs) }}
                />
              ))}
              <div
                aria-hidden
                className="absolute inset-y-0.5 rounded bg-zinc-50 ring-1 ring-zinc-200"
                style={{
                  left: percent(row.lifeStartMs, layout.totalMs),
                  width: percent(Math.max(0, row.lifeEndMs - row.lifeStartMs), layout.totalMs),
                }}
              />
              {row.lanes.map((lane, index) => (
                <div
                  key={index}
                  className="absolute inset-x-0"
                  style={{ top: `${index * LANE_PX + 4}px`, height: `${LANE_PX}px` }}
                >
                  {lane.map((bar) => (
                    <Bar key={bar.key} bar={bar} total={layout.totalMs} simulated={simulated} />
                  ))}
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-zinc-500">
        <Legend
          tone="bg-sky-600"
          label={simulated ? "model call (simulated latency)" : "model call"}
        />
        <Legend tone="bg-emerald-500" label="tool call ok" />
        <Legend tone="bg-red-500" label="error" />
        <Legend tone="bg-zinc-400" label="not executed / cancelled" />
        <Legend tone="bg-amber-400" label="running" />
      </p>
    </div>
  );
}

function Legend({ tone, label }: { tone: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden className={`inline-block h-2.5 w-3 rounded-sm ${tone}`} />
      {label}
    </span>
  );
}
