import { afterEach, describe, expect, it, vi } from "vitest";
import { BufferedRunStore } from "./buffered-run-store";
import { FLUSH_AT_OPERATIONS, FLUSH_DELAY_MS, MAX_BUFFERED_OPERATIONS } from "./flush-policy";
import { ConflictError, StorageError } from "./errors";
import { MemoryRunStore } from "./memory-store";
import type { RunAppendBatch } from "./ports";
import { buildRunFixture } from "./testing/record-fixtures";
import { manualClock } from "./testing/manual-clock";
import type { TranscriptItem } from "./transcript/transcript-item";
import type { FailedAttempt } from "./write-retry";

const RETRY = { attempts: 3, firstDelayMs: 100, maxDelayMs: 1_000 };

/** A memory store with a transactional writeBatches that fails its next `failures` calls. */
class FlakyStore extends MemoryRunStore {
  failures = 0;
  writeCalls = 0;
  refuseRun: string | null = null;
  async writeBatches(batches: readonly RunAppendBatch[]): Promise<void> {
    this.writeCalls += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      throw Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
    }
    if (batches.some((batch) => batch.runId === this.refuseRun)) {
      throw new ConflictError(`a row of run ${this.refuseRun} is already stored`);
    }
    for (const batch of batches) {
      for (const agent of batch.agents ?? []) await this.createAgent(agent);
      await this.appendItems(batch.runId, batch.items);
      await this.recordTelemetry(batch.telemetry);
      for (const [agentId, patch] of batch.agentPatches) await this.updateAgent(agentId, patch);
      if (batch.runPatch !== null) await this.updateRun(batch.runId, batch.runPatch);
    }
  }
}

function message(agentId: string, sequence: number): TranscriptItem {
  return {
    id: `${agentId}:${sequence}`,
    agentId,
    sequence,
    iteration: 0,
    createdAt: 1,
    kind: "message",
    role: "user",
    text: `m${sequence}`,
  };
}

async function startedRun(store: BufferedRunStore, prefix: string) {
  const fixture = buildRunFixture(prefix);
  await store.createRun(fixture.run);
  await store.createAgent(fixture.parent);
  return { runId: fixture.run.id, agentId: fixture.parent.id };
}

describe("BufferedRunStore", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("queues loop writes and commits them with the run's update", async () => {
    const inner = new MemoryRunStore();
    const store = new BufferedRunStore(inner);
    const { runId, agentId } = await startedRun(store, "q");
    await store.appendItems(runId, [message(agentId, 0)]);
    await store.updateAgent(agentId, { iteration: 1 });
    await store.updateAgent(agentId, { toolCallCount: 2 });
    expect(inner.items).toHaveLength(0);
    await store.updateRun(runId, { status: "succeeded" });
    expect(inner.items.map((stored) => stored.id)).toEqual([`${agentId}:0`]);
    expect(inner.agentsById.get(agentId)).toMatchObject({ iteration: 1, toolCallCount: 2 });
    expect(inner.runs.get(runId)?.status).toBe("succeeded");
  });

  it("flushes by itself FLUSH_DELAY_MS after the first queued write, on its clock", async () => {
    const clock = manualClock();
    const inner = new MemoryRunStore();
    const store = new BufferedRunStore(inner, { clock });
    const { runId, agentId } = await startedRun(store, "t");
    await store.appendItems(runId, [message(agentId, 0)]);
    await clock.advance(FLUSH_DELAY_MS - 1);
    expect(inner.items).toHaveLength(0);
    await clock.advance(1);
    await store.flush(); // the timer's flush is chained before this one
    expect(inner.items).toHaveLength(1);
  });

  it("retries a failed flush with backoff on the clock and then commits it whole", async () => {
    const clock = manualClock();
    const inner = new FlakyStore();
    const attempts: FailedAttempt[] = [];
    const store = new BufferedRunStore(inner, {
      clock,
      retry: RETRY,
      onFailedAttempt: (attempt) => attempts.push(attempt),
    });
    const { runId, agentId } = await startedRun(store, "r");
    inner.failures = 2;
    await store.appendItems(runId, [message(agentId, 0), message(agentId, 1)]);
    let flushed = false;
    const flushing = store.flush().then(() => (flushed = true));
    await clock.advance(0);
    expect(attempts.map((attempt) => [attempt.attempt, attempt.willRetry])).toEqual([[1, true]]);
    await clock.advance(99);
    expect(inner.writeCalls).toBe(1);
    await clock.advance(1); // 100 ms: the second try fails too; the third waits 200 ms
    expect(inner.writeCalls).toBe(2);
    await clock.advance(200);
    await flushing;
    expect(flushed).toBe(true);
    expect(inner.writeCalls).toBe(3);
    expect(inner.items.map((item) => item.sequence)).toEqual([0, 1]);
    expect(store.failureOf(runId)).toBeNull();
    expect(String(attempts[0]?.error)).toContain("database is locked");
  });

  it("fails the run with the cause once the tries are spent, and keeps its transcript a prefix", async () => {
    const clock = manualClock();
    const inner = new FlakyStore();
    const store = new BufferedRunStore(inner, { clock, retry: RETRY });
    const { runId, agentId } = await startedRun(store, "f");
    await store.appendItems(runId, [message(agentId, 0)]);
    await store.flush();
    inner.failures = RETRY.attempts;
    await store.appendItems(runId, [message(agentId, 1)]);
    await store.updateAgent(agentId, { iteration: 1 });
    const flushing = store.flush();
    await clock.advance(0); // the first try fails; the second waits 100 ms, the third 200 ms
    await clock.advance(100);
    await clock.advance(200);
    await flushing;

    const failure = store.failureOf(runId);
    expect(failure).toBeInstanceOf(StorageError);
    expect(failure?.message).toBe(
      `storage error: the flush of run ${runId} failed after 3 attempts: SQLITE_BUSY: database is locked`,
    );
    // Later appends are refused with the same error: the lost item is never followed by others.
    await expect(store.appendItems(runId, [message(agentId, 2)])).rejects.toBe(failure);
    await expect(store.recordTelemetry([])).resolves.toBeUndefined();
    // Only a `failed` status is accepted; agent state is still written.
    await expect(store.updateRun(runId, { status: "succeeded" })).rejects.toBe(failure);
    await store.updateAgent(agentId, { status: "failed", statusDetail: failure!.message });
    await store.updateRun(runId, { status: "failed", statusDetail: failure!.message });
    expect(inner.runs.get(runId)).toMatchObject({
      status: "failed",
      statusDetail: failure!.message,
    });
    expect(inner.agentsById.get(agentId)?.status).toBe("failed");
    expect(inner.items.map((item) => item.sequence)).toEqual([0]);
  });

  it("stores a success reported after lost writes as failed with the cause; one committed before stays", async () => {
    const clock = manualClock();
    const inner = new FlakyStore();
    const store = new BufferedRunStore(inner, { clock, retry: RETRY });
    const fixture = buildRunFixture("s");
    await store.createRun(fixture.run);
    await store.createAgent(fixture.parent);
    const first = { ...fixture.parent, id: "s-first", role: "child" as const };
    const second = { ...fixture.parent, id: "s-second", role: "child" as const };
    await store.createAgent(first);
    await store.createAgent(second);
    await store.appendItems(fixture.run.id, [message(first.id, 0)]);
    await store.updateAgent(first.id, { status: "succeeded" }); // committed with its transcript
    await store.flush();
    inner.failures = RETRY.attempts;
    await store.appendItems(fixture.run.id, [message(second.id, 0)]);
    // The child's success does not wait for its writes; they are lost after it reported.
    await store.updateAgent(second.id, { status: "succeeded", statusDetail: null });
    const flushing = store.flush();
    await clock.advance(0);
    await clock.advance(100);
    await clock.advance(200);
    await flushing;
    const failure = store.failureOf(fixture.run.id)!;
    expect(failure).toBeInstanceOf(StorageError);

    await store.updateRun(fixture.run.id, { status: "failed", statusDetail: failure.message });
    expect(inner.agentsById.get(first.id)).toMatchObject({ status: "succeeded" });
    expect(inner.agentsById.get(second.id)).toMatchObject({
      status: "failed",
      statusDetail: failure.message,
    });
    expect(inner.items.map((item) => item.agentId)).toEqual([first.id]);
  });

  it("rejects the run's final update when even the failed status cannot be stored", async () => {
    const clock = manualClock();
    const inner = new FlakyStore();
    const store = new BufferedRunStore(inner, { clock, retry: { ...RETRY, attempts: 1 } });
    const { runId } = await startedRun(store, "u");
    inner.failures = 2;
    await expect(store.updateRun(runId, { status: "succeeded" })).rejects.toBeInstanceOf(
      StorageError,
    );
    await expect(store.updateRun(runId, { status: "failed" })).rejects.toBeInstanceOf(StorageError);
    expect(inner.runs.get(runId)?.status).toBe("running");
  });

  it("forgets a run's agents once its ending is stored, and only that run's", async () => {
    const inner = new FlakyStore();
    const store = new BufferedRunStore(inner, { clock: manualClock(), retry: RETRY });
    const ended = buildRunFixture("ended");
    const going = buildRunFixture("going");
    for (const fixture of [ended, going]) {
      await store.createRun(fixture.run);
      for (const agent of [fixture.parent, ...fixture.children]) await store.createAgent(agent);
    }
    const perRun = 1 + ended.children.length;
    expect(store.trackedAgents).toBe(2 * perRun);
    await store.updateRun(ended.run.id, { status: "succeeded", finishedAt: 2 });
    expect(store.trackedAgents).toBe(perRun);
    // The run in flight still writes its agents' state under its own run.
    await store.updateAgent(going.parent.id, { status: "succeeded" });
    await store.updateRun(going.run.id, { status: "cancelled", finishedAt: 3 });
    expect(inner.agentsById.get(going.parent.id)?.status).toBe("succeeded");
    expect(inner.runs.get(going.run.id)?.status).toBe("cancelled");
    expect(store.trackedAgents).toBe(0);
  });

  it("keeps a run's agents and cause while its ending is not stored, then forgets them", async () => {
    const inner = new FlakyStore();
    const store = new BufferedRunStore(inner, {
      clock: manualClock(),
      retry: { ...RETRY, attempts: 1 },
    });
    const { runId } = await startedRun(store, "late");
    inner.failures = 1;
    await expect(store.updateRun(runId, { status: "succeeded" })).rejects.toBeInstanceOf(
      StorageError,
    );
    expect(store.trackedAgents).toBe(1);
    expect(store.failureOf(runId)).toBeInstanceOf(StorageError);
    await store.updateRun(runId, { status: "failed", statusDetail: "lost writes" });
    expect(inner.runs.get(runId)?.status).toBe("failed");
    expect(store.trackedAgents).toBe(0);
    expect(store.failureOf(runId)).toBeNull();
  });

  it("fails only the run whose rows are refused when a flush carries several runs", async () => {
    const inner = new FlakyStore();
    const store = new BufferedRunStore(inner, { clock: manualClock(), retry: RETRY });
    const good = await startedRun(store, "good");
    const bad = await startedRun(store, "bad");
    inner.refuseRun = bad.runId;
    await store.appendItems(good.runId, [message(good.agentId, 0)]);
    await store.appendItems(bad.runId, [message(bad.agentId, 0)]);
    await store.flush();
    expect(store.failureOf(good.runId)).toBeNull();
    expect(store.failureOf(bad.runId)?.message).toBe(
      `storage error: the writes of run ${bad.runId} were refused: a row of run ${bad.runId} is already stored`,
    );
    expect(inner.items.map((item) => item.agentId)).toEqual([good.agentId]);
  });

  it("starts a flush at FLUSH_AT_OPERATIONS without waiting, and makes the loop wait past MAX_BUFFERED_OPERATIONS", async () => {
    const clock = manualClock();
    const inner = new FlakyStore();
    const store = new BufferedRunStore(inner, { clock, retry: RETRY });
    const { runId, agentId } = await startedRun(store, "b");
    inner.failures = 1;
    const items = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => message(agentId, from + index));
    await store.appendItems(runId, items(0, FLUSH_AT_OPERATIONS)); // starts a flush at once
    await clock.advance(0);
    expect(inner.writeCalls).toBe(1); // its first try failed; the retry waits 100 ms
    await store.appendItems(runId, items(FLUSH_AT_OPERATIONS, FLUSH_AT_OPERATIONS)); // no wait
    let appended = false;
    const backlog = MAX_BUFFERED_OPERATIONS - FLUSH_AT_OPERATIONS;
    const appending = store
      .appendItems(runId, items(2 * FLUSH_AT_OPERATIONS, backlog))
      .then(() => (appended = true));
    await clock.advance(0);
    expect(appended).toBe(false); // behind the retrying flush
    await clock.advance(100);
    await appending;
    await store.flush();
    expect(inner.items).toHaveLength(FLUSH_AT_OPERATIONS + MAX_BUFFERED_OPERATIONS);
    expect(inner.items.map((item) => item.sequence)).toEqual(inner.items.map((_, index) => index));
    expect(store.failureOf(runId)).toBeNull();
  });

  it("counts an agent's patches as one operation per flush: only its first patch adds a row", async () => {
    const clock = manualClock();
    const inner = new FlakyStore();
    const store = new BufferedRunStore(inner, { clock, retry: RETRY });
    const { runId, agentId } = await startedRun(store, "p");
    await store.flush(); // the agent's creation row is written
    const items = Array.from({ length: FLUSH_AT_OPERATIONS - 2 }, (_, index) =>
      message(agentId, index),
    );
    await store.appendItems(runId, items);
    for (let iteration = 1; iteration <= 50; iteration += 1) {
      await store.updateAgent(agentId, { iteration });
    }
    await clock.advance(0);
    expect(inner.writeCalls).toBe(1); // 398 items + 1 patched agent: under FLUSH_AT_OPERATIONS
    await store.appendItems(runId, [message(agentId, FLUSH_AT_OPERATIONS - 2)]);
    await clock.advance(0);
    expect(inner.writeCalls).toBe(2); // the 400th row starts the flush
    expect(inner.items).toHaveLength(FLUSH_AT_OPERATIONS - 1);
    expect(inner.agentsById.get(agentId)?.iteration).toBe(50);
  });

  it("does not retry a duplicate correction: ConflictError at once", async () => {
    const inner = new MemoryRunStore();
    const store = new BufferedRunStore(inner, { clock: manualClock(), retry: RETRY });
    const { runId, agentId } = await startedRun(store, "c");
    const correction = {
      id: "correction_1",
      runId,
      agentId,
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
