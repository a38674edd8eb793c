import { describe, expect, it } from "vitest";
import { BufferedRunStore } from "../buffered-run-store";
import { StorageError } from "../errors";
import { MemoryRunStore } from "../memory-store";
import type { RunAppendBatch, RunStore } from "../ports";
import { createSequentialIdGenerator } from "../system-clock";
import { manualClock } from "../testing/manual-clock";
import { answerOf, callOf, NO_WORKSPACE, probeTool, turnProvider } from "../testing/turn-script";
import { o200kTokenCounter } from "../window/token-counter";
import { AgentManager } from "./agent-manager";

/** The flush carrying the run's final status. */
const finalStatus = (batch: RunAppendBatch) => batch.runPatch?.finishedAt != null;
/** The flush carrying the parent's final_answer call. */
const finalAnswer = (batch: RunAppendBatch) =>
  batch.items.some((item) => item.kind === "tool_call" && item.name === "final_answer");

/**
 * A memory store whose flushes (writeBatches) fail `refusals` times in a row, starting with the
 * first flush that `from` picks — whatever flushes the buffer's timer made before it on a busy
 * machine.
 */
class RefusingStore extends MemoryRunStore {
  refusals = 0;
  from: (batch: RunAppendBatch) => boolean = finalStatus;
  private refusing = false;
  async writeBatches(batches: readonly RunAppendBatch[]): Promise<void> {
    if (this.refusals > 0 && (this.refusing || batches.some(this.from))) {
      this.refusing = true;
      this.refusals -= 1;
      throw Object.assign(new Error("disk I/O error"), { code: "SQLITE_IOERR" });
    }
    for (const batch of batches) {
      for (const agent of batch.agents ?? []) await this.createAgent(agent);
      await this.appendItems(batch.runId, batch.items);
      await this.recordTelemetry(batch.telemetry);
      for (const exchange of batch.exchanges) await this.recordExchange(exchange);
      for (const sample of batch.windowSamples) await this.recordWindowSample(sample);
      for (const [agentId, patch] of batch.agentPatches) await this.updateAgent(agentId, patch);
      if (batch.runPatch !== null) await this.updateRun(batch.runId, batch.runPatch);
    }
  }
}

/** A parent that makes two lookups, then answers; every write is buffered until the end. */
async function startRun(store: RunStore) {
  const manager = new AgentManager({
    store,
    clock: manualClock(),
    ids: createSequentialIdGenerator(),
    events: { emit: () => undefined },
    tokenCounter: o200kTokenCounter,
  });
  const lookup = probeTool("lookup", () => ({ status: "ok", content: "value" }));
  const handle = await manager.startRun({
    runId: "run_final",
    question: "question",
    workspaceId: "none",
    workspace: NO_WORKSPACE,
    provider: turnProvider((request) =>
      request.iteration <= 2
        ? [callOf(`call_${request.iteration}`, "lookup", { key: "k" })]
        : answerOf("answer"),
    ),
    returnMode: "contract",
    scenario: null,
    workspaceTools: [],
    parentTools: [lookup],
  });
  return { manager, handle };
}

describe("the run's final status (AgentManager + BufferedRunStore)", () => {
  it("a final flush that cannot be stored ends the run failed with the storage error, never succeeded", async () => {
    const inner = new RefusingStore();
    const store = new BufferedRunStore(inner, {
      retry: { attempts: 1, firstDelayMs: 1, maxDelayMs: 1 },
    });
    const { manager, handle } = await startRun(store);
    inner.refusals = 1; // the flush carrying the run's `succeeded` is lost
    const run = await handle.done;
    const detail =
      "storage error: the flush of run run_final failed after 1 attempt: SQLITE_IOERR: disk I/O error";
    expect(run).toMatchObject({ status: "failed", statusDetail: detail, finalAnswer: "- answer" });
    expect(inner.runs.get("run_final")).toMatchObject({ status: "failed", statusDetail: detail });
    // The agent's success waited for its rows (whenDurable): the final answer's call is stored.
    expect(
      inner.items.filter((item) => item.kind === "tool_call").map((item) => item.name),
    ).toEqual(["lookup", "lookup", "final_answer"]);
    // The agent's own state is written with the failed status: its transcript is whole, the
    // run's last write failed.
    expect(inner.agentsById.get(handle.parentAgentId)?.status).toBe("succeeded");
    expect(manager.isInFlight("run_final")).toBe(false);
  });

  it("a lost flush under the final answer fails the agent and the run, never succeeded with a gap", async () => {
    const inner = new RefusingStore();
    const store = new BufferedRunStore(inner, {
      retry: { attempts: 1, firstDelayMs: 1, maxDelayMs: 1 },
    });
    const { manager, handle } = await startRun(store);
    inner.from = finalAnswer;
    inner.refusals = 1; // the flush carrying the final answer's call is lost
    const run = await handle.done;
    const detail =
      "storage error: the flush of run run_final failed after 1 attempt: SQLITE_IOERR: disk I/O error";
    expect(run).toMatchObject({ status: "failed", statusDetail: detail });
    expect(inner.runs.get("run_final")).toMatchObject({ status: "failed", statusDetail: detail });
    // The lost rows are not written after the fact (here: all of them, one flush).
    expect(inner.items).toEqual([]);
    expect(inner.agentsById.get(handle.parentAgentId)).toMatchObject({
      status: "failed",
      statusDetail: detail,
    });
    expect(manager.isInFlight("run_final")).toBe(false);
  });

  it("done rejects with the StorageError when even the failed status cannot be stored", async () => {
    const inner = new RefusingStore();
    const store = new BufferedRunStore(inner, {
      retry: { attempts: 1, firstDelayMs: 1, maxDelayMs: 1 },
    });
    const { manager, handle } = await startRun(store);
    inner.refusals = 2;
    const error = await handle.done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).message).toBe(
      "storage error: the flush of run run_final failed after 1 attempt: SQLITE_IOERR: disk I/O error",
    );
    expect(inner.runs.get("run_final")?.status).toBe("running");
    expect(manager.isInFlight("run_final")).toBe(false);
  });
});
