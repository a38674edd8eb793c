import { afterEach, describe, expect, it, vi } from "vitest";
import { BufferedRunStore, FLUSH_DELAY_MS } from "./buffered-run-store";
import { MemoryRunStore } from "./memory-store";
import { buildRunFixture } from "./testing/record-fixtures";

const makeRun = () => buildRunFixture().run;
const makeAgent = (_runId: string) => buildRunFixture().parent;

/** A buffered store over a memory store, holding one run and its parent agent. */
async function bufferedStoreWithAgent() {
  const inner = new MemoryRunStore();
  const store = new BufferedRunStore(inner);
  const run = makeRun();
  const agent = makeAgent(run.id);
  await store.createRun(run);
  await store.createAgent(agent);
  return { inner, store, run, agent };
}

describe("BufferedRunStore", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("queues loop writes and makes them durable at the next direct write", async () => {
    const { inner, store, run, agent } = await bufferedStoreWithAgent();
    const item = {
      id: `${agent.id}:0`,
      agentId: agent.id,
      sequence: 0,
      iteration: 0,
      createdAt: 1,
      kind: "message" as const,
      role: "user" as const,
      text: "brief",
    };
    await store.appendItems(run.id, [item]);
    await store.updateAgent(agent.id, { iteration: 1 });
    await store.updateAgent(agent.id, { toolCallCount: 2 });
    expect(inner.items).toHaveLength(0);
    await store.updateRun(run.id, { status: "succeeded" });
    expect(inner.items.map((stored) => stored.id)).toEqual([item.id]);
    expect(inner.agentsById.get(agent.id)).toMatchObject({ iteration: 1, toolCallCount: 2 });
    expect(inner.runs.get(run.id)?.status).toBe("succeeded");
  });

  it("flushes by itself FLUSH_DELAY_MS after the first queued write", async () => {
    vi.useFakeTimers();
    const inner = new MemoryRunStore();
    const store = new BufferedRunStore(inner);
    const run = makeRun();
    await store.createRun(run);
    await store.recordTelemetry([
      {
        id: "evt_1",
        runId: run.id,
        agentId: null,
        type: "x",
        callId: null,
        toolUseId: null,
        status: null,
        uncertainty: null,
        data: "{}",
        at: 1,
      },
    ]);
    expect(inner.telemetry).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS - 1);
    expect(inner.telemetry).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(inner.telemetry).toHaveLength(1);
  });

  it("rethrows a failed buffered write at the next direct operation, and duplicate corrections still fail at once", async () => {
    const { store, run, agent } = await bufferedStoreWithAgent();
    await store.updateAgent("agent_missing", { iteration: 3 });
    await expect(store.flush()).rejects.toThrow("agent agent_missing does not exist");
    const correction = {
      id: "correction_1",
      runId: run.id,
      agentId: agent.id,
      sequence: 1,
      text: "x",
      author: "human:a",
      createdAt: 1,
    };
    await store.recordCorrection(correction);
    await expect(
      store.recordCorrection({ ...correction, id: "correction_2" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });
});
