import { describe, expect, it } from "vitest";
import type { AppendBatch } from "../../db/mapping/append-rows";
import { type FlushStatement, flushStatement } from "./postgres-flush-statement-repository";

/** A batch of run `runId` with nothing in it but what `extra` sets. */
/** The statement's JSON parameters: the agent patches, then the run patches. */
function patchParameters(statement: FlushStatement | null): [unknown[][], unknown[][]] {
  const [agents, runs] = statement!.values.filter((value) => typeof value === "string");
  return [JSON.parse(agents as string) as unknown[][], JSON.parse(runs as string) as unknown[][]];
}

function batch(runId: string, extra: Partial<AppendBatch> = {}): AppendBatch {
  return {
    runId,
    items: [],
    telemetry: [],
    exchanges: [],
    windowSamples: [],
    agentPatches: new Map(),
    runPatch: null,
    events: [],
    runEvent: null,
    at: 1_000,
    ...extra,
  };
}

describe("flushStatement", () => {
  it("sends flushes of different shapes as the same text (one prepared statement), their parts as parameters", () => {
    const agentsOnly = flushStatement([
      batch("run_1", {
        agentPatches: new Map([["agent_1", { iteration: 3, statusDetail: null }]]),
        events: [{ type: "agent", delta: "{}" }],
      }),
    ]);
    const runEnd = flushStatement([
      batch("run_2", {
        runPatch: { status: "succeeded", finishedAt: 2_000 },
        runEvent: { type: "run", delta: "{}" },
      }),
    ]);
    expect(agentsOnly).not.toBeNull();
    expect(runEnd).not.toBeNull();
    expect(runEnd!.text).toBe(agentsOnly!.text);
    expect(runEnd!.values).toHaveLength(agentsOnly!.values.length);
    // The agent patch: its id, a bit per column it sets (iteration, statusDetail), the values.
    const [agentPatch] = patchParameters(agentsOnly)[0];
    expect(agentPatch![0]).toBe("agent_1");
    expect(agentPatch!.filter((value) => value !== null)).toEqual(["agent_1", 2 ** 5 + 2 ** 7, 3]);
    expect(agentsOnly!.values.at(-5)).toEqual(["agent agent_1", "run run_1"]);
    // The run patch: id, all events (its run event), events without it, guarded, mask, values.
    const [runPatch] = patchParameters(runEnd)[1];
    expect(runPatch!.slice(0, 4)).toEqual(["run_2", 1, 0, 1]);
    expect(runPatch!.slice(5).filter((value) => value !== null)).toEqual([
      "succeeded",
      "1970-01-01 00:00:02.000",
    ]);
    expect(runEnd!.events).toEqual([{ offset: 0, count: 1, decided: true }]);
  });

  it("merges two batches' patches of one agent (the later value of a column wins)", () => {
    const statement = flushStatement([
      batch("run_1", { agentPatches: new Map([["agent_1", { iteration: 1, toolCallCount: 4 }]]) }),
      batch("run_1", { agentPatches: new Map([["agent_1", { iteration: 2 }]]) }),
    ]);
    const [patches] = patchParameters(statement);
    expect(patches).toHaveLength(1);
    expect(patches[0]!.filter((value) => value !== null)).toEqual([
      "agent_1",
      2 ** 7 + 2 ** 8,
      2,
      4,
    ]);
  });

  it("checks once the runs and agents the rows refer to that it neither updates nor inserts", () => {
    const item = {
      id: "item_1",
      agentId: "agent_2",
      sequence: 0,
      iteration: 0,
      createdAt: 1,
      kind: "message" as const,
      role: "user" as const,
      text: "hi",
    };
    const sample = {
      id: "sample_1",
      runId: "run_3",
      agentId: "agent_2",
      iteration: 0,
      tokens: 1,
      providerInputTokens: null,
      mark: "iteration" as const,
      relatedAgentId: null,
      at: 1,
    };
    const statement = flushStatement([
      batch("run_1", {
        items: [item, { ...item, id: "item_2", sequence: 1 }],
        events: [{ type: "items", delta: "{}" }],
      }),
      batch("run_3", { windowSamples: [sample, { ...sample, id: "sample_2" }] }),
      batch("run_4", {
        items: [{ ...item, id: "item_3", agentId: "agent_4" }],
        agentPatches: new Map([["agent_4", { iteration: 1 }]]),
        events: [{ type: "items", delta: "{}" }],
      }),
    ]);
    // run_1 and run_4 are updated (their events' sequences), agent_4 too (its patch): not rechecked.
    expect(statement!.values.at(-2)).toEqual(["run_3"]);
    expect(statement!.values.at(-1)).toEqual(["agent_2"]);
    expect(statement!.values.at(-5)).toEqual([
      "agent agent_4",
      "run run_1",
      "run run_4",
      "run run_3",
      "agent agent_2",
    ]);
  });

  it("is null for batches that hold nothing", () => {
    expect(flushStatement([batch("run_1")])).toBeNull();
  });
});
