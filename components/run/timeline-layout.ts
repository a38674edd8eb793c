import type { RunTimeline, TimelineAgent } from "@/server/features/runs/run-timeline";
import { orderAgents } from "./agent-order";

/**
 * The run timeline's geometry (pure, no React): each agent's row with its life span and its
 * bars — model calls in the first lane, tool calls packed into as few lanes as overlap allows —
 * on one time axis measured from the run's start (ms).
 */

/** What a bar's colour says. */
export type BarTone = "ok" | "error" | "running" | "muted";

/** One model call or tool call on the timeline. */
export interface TimelineBar {
  key: string;
  kind: "model" | "tool";
  /** The tool's name, or "model" with its iteration. */
  label: string;
  /** Offset from the run's start, and length (ms). */
  startMs: number;
  durationMs: number;
  /** True while it runs (drawn up to `now`). */
  open: boolean;
  tone: BarTone;
  /** Status as a word: "200", "no response", "ok", "error", "running"… */
  status: string;
  iteration: number;
  /** Model calls: tokens in and out as reported (null: not reported). */
  inputTokens: number | null;
  outputTokens: number | null;
}

/** One agent's row. */
export interface TimelineRow {
  agent: TimelineAgent;
  depth: number;
  /** When the agent existed, from the run's start (ms). */
  lifeStartMs: number;
  lifeEndMs: number;
  /** Lane 0: model calls; then tool-call lanes (parallel calls get their own lane). */
  lanes: TimelineBar[][];
}

/** The whole timeline. */
export interface TimelineLayout {
  /** The axis length (ms): the run's duration (to `now` while it runs), at least 1. */
  totalMs: number;
  rows: TimelineRow[];
  /** Tick positions on the axis (ms), from 0, evenly spaced at a round step. */
  ticks: number[];
}

const STEPS = [1, 2, 5];

/** Round tick positions 0, step, 2·step… ≤ totalMs, at most about `maxTicks` of them. */
export function timeTicks(totalMs: number, maxTicks = 8): number[] {
  if (!(totalMs > 0)) return [0];
  const rough = totalMs / Math.max(1, maxTicks);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    STEPS.map((s) => s * magnitude).find((c) => c >= rough) ?? 10 * magnitude,
  );
  const ticks: number[] = [];
  for (let at = 0; at <= totalMs; at += step) ticks.push(at);
  return ticks;
}

/**
 * Bars packed into lanes so none overlaps another in its lane (greedy interval partitioning
 * by start time; a zero-length bar occupies its instant). Bars keep their start order.
 */
export function packLanes(bars: readonly TimelineBar[]): TimelineBar[][] {
  const lanes: TimelineBar[][] = [];
  const laneEnds: number[] = [];
  const ordered = [...bars].sort((a, b) => a.startMs - b.startMs);
  for (const bar of ordered) {
    const end = bar.startMs + bar.durationMs;
    const lane = laneEnds.findIndex((laneEnd) => laneEnd <= bar.startMs);
    if (lane === -1) {
      lanes.push([bar]);
      laneEnds.push(end);
    } else {
      lanes[lane]!.push(bar);
      laneEnds[lane] = Math.max(laneEnds[lane]!, end);
    }
  }
  return lanes;
}

function toolTone(status: string | null): BarTone {
  if (status === null) return "running";
  if (status === "ok") return "ok";
  if (status === "error") return "error";
  return "muted";
}

/**
 * The layout of `timeline` at time `now` (epoch ms; bars still open end at `now`, as does the
 * axis of a run still running). Agents in tree order with their depth.
 */
export function layoutTimeline(timeline: RunTimeline, now: number): TimelineLayout {
  const origin = timeline.startedAt;
  const end = timeline.finishedAt ?? Math.max(now, origin);
  const offset = (at: number) => Math.max(0, at - origin);
  const rows = orderAgents(timeline.agents).map(({ agent, depth }) => {
    const model: TimelineBar[] = timeline.modelCalls
      .filter((call) => call.agentId === agent.id)
      .map((call) => {
        const failed = call.httpStatus === null || call.httpStatus >= 300;
        return {
          key: call.id,
          kind: "model" as const,
          label: `model · iteration ${call.iteration}`,
          startMs: offset(call.startedAt),
          durationMs: Math.max(0, call.latencyMs),
          open: false,
          tone: failed ? ("error" as const) : ("ok" as const),
          status: call.httpStatus === null ? "no response" : String(call.httpStatus),
          iteration: call.iteration,
          inputTokens: call.usage.inputTokens,
          outputTokens: call.usage.outputTokens,
        };
      });
    const tools: TimelineBar[] = timeline.toolCalls
      .filter((call) => call.agentId === agent.id)
      .map((call) => ({
        key: `${call.agentId}:${call.callId}`,
        kind: "tool" as const,
        label: call.name,
        startMs: offset(call.startedAt),
        durationMs: Math.max(0, (call.endedAt ?? end) - call.startedAt),
        open: call.endedAt === null,
        tone: toolTone(call.endedAt === null ? null : call.status),
        status: call.endedAt === null ? "running" : (call.status ?? "done"),
        iteration: call.iteration,
        inputTokens: null,
        outputTokens: null,
      }));
    return {
      agent,
      depth,
      lifeStartMs: offset(agent.createdAt),
      lifeEndMs: offset(agent.finishedAt ?? end),
      lanes: [model, ...packLanes(tools)],
    };
  });
  const totalMs = Math.max(1, end - origin);
  return { totalMs, rows, ticks: timeTicks(totalMs) };
}
