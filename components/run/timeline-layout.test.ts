import { describe, expect, it } from "vitest";
import type { RunTimeline } from "@/server/features/runs/run-timeline";
import { layoutTimeline, packLanes, timeTicks, type TimelineBar } from "./timeline-layout";

const t0 = 1_800_000_000_000;

function bar(key: string, startMs: number, durationMs: number): TimelineBar {
  return {
    key,
    kind: "tool",
    label: key,
    startMs,
    durationMs,
    open: false,
    tone: "ok",
    status: "ok",
    iteration: 1,
    inputTokens: null,
    outputTokens: null,
  };
}

const usage = { inputTokens: 900, cachedInputTokens: 0, outputTokens: 40, reasoningTokens: 0 };

const timeline: RunTimeline = {
  runId: "run_t",
  startedAt: t0,
  finishedAt: null,
  agents: [
    {
      id: "child",
      name: "researcher",
      role: "child",
      parentAgentId: "parent",
      status: "running",
      createdAt: t0 + 300,
      finishedAt: null,
    },
    {
      id: "parent",
      name: "parent",
      role: "parent",
      parentAgentId: null,
      status: "running",
      createdAt: t0,
      finishedAt: null,
    },
  ],
  modelCalls: [
    {
      id: "x1",
      runId: "run_t",
      agentId: "parent",
      iteration: 1,
      provider: "scripted",
      model: "scripted-1",
      httpStatus: 200,
      usage,
      latencyMs: 250,
      startedAt: t0 + 10,
      warnings: [],
    },
    {
      id: "x2",
      runId: "run_t",
      agentId: "child",
      iteration: 1,
      provider: "scripted",
      model: "scripted-1",
      httpStatus: null,
      usage: { ...usage, inputTokens: null, outputTokens: null },
      latencyMs: 120,
      startedAt: t0 + 320,
      warnings: ["failed: timeout"],
    },
  ],
  toolCalls: [
    {
      agentId: "parent",
      callId: "c1",
      name: "spawn_agent",
      iteration: 1,
      startedAt: t0 + 260,
      endedAt: t0 + 300,
      status: "ok",
    },
    {
      agentId: "parent",
      callId: "c2",
      name: "wait_for_agents",
      iteration: 2,
      startedAt: t0 + 310,
      endedAt: null,
      status: null,
    },
    {
      agentId: "child",
      callId: "c3",
      name: "read_file",
      iteration: 1,
      startedAt: t0 + 450,
      endedAt: t0 + 470,
      status: "error",
    },
  ],
};

describe("timeTicks", () => {
  it("steps at 1, 2 or 5 × a power of ten, from 0 to the end", () => {
    expect(timeTicks(4_600)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(timeTicks(37)).toEqual([0, 5, 10, 15, 20, 25, 30, 35]);
    expect(timeTicks(160_000, 4)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(timeTicks(0)).toEqual([0]);
  });
});

describe("packLanes", () => {
  it("puts overlapping bars in separate lanes and reuses a lane once it is free", () => {
    const lanes = packLanes([bar("a", 0, 100), bar("b", 50, 100), bar("c", 100, 10)]);
    expect(lanes.map((lane) => lane.map((entry) => entry.key))).toEqual([["a", "c"], ["b"]]);
  });
});

describe("layoutTimeline", () => {
  it("lays each agent out in tree order with its model calls, tool lanes and open bars up to now", () => {
    const layout = layoutTimeline(timeline, t0 + 1_000);
    expect(layout.totalMs).toBe(1_000);
    expect(layout.ticks).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(layout.rows.map((row) => [row.agent.id, row.depth])).toEqual([
      ["parent", 0],
      ["child", 1],
    ]);
    const [parent, child] = layout.rows;
    expect(parent!.lanes[0]).toMatchObject([
      { kind: "model", startMs: 10, durationMs: 250, tone: "ok", status: "200", inputTokens: 900 },
    ]);
    expect(parent!.lanes.slice(1).flat()).toMatchObject([
      { label: "spawn_agent", startMs: 260, durationMs: 40, tone: "ok", open: false },
      { label: "wait_for_agents", startMs: 310, durationMs: 690, tone: "running", open: true },
    ]);
    expect(child!.lifeStartMs).toBe(300);
    expect(child!.lifeEndMs).toBe(1_000);
    expect(child!.lanes[0]).toMatchObject([
      { tone: "error", status: "no response", inputTokens: null },
    ]);
    expect(child!.lanes[1]).toMatchObject([{ label: "read_file", tone: "error", status: "error" }]);
  });

  it("ends the axis at the run's end once it finished", () => {
    const layout = layoutTimeline({ ...timeline, finishedAt: t0 + 4_600 }, t0 + 99_000);
    expect(layout.totalMs).toBe(4_600);
    expect(layout.ticks.at(-1)).toBe(4_000);
  });
});
