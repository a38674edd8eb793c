import { describe, expect, it } from "vitest";
import { BufferedRunStore } from "../buffered-run-store";
import { StorageError } from "../errors";
import { MemoryRunStore } from "../memory-store";
import type { RunAppendBatch, RunStore } from "../ports";
import { createSequentialIdGenerator } from "../system-clock";
import { manualClock } from "../testing/manual-clock";
import type { ModelOutput, ModelRequest } from "../providers/model-provider";
import { answerOf, callOf, NO_WORKSPACE, probeTool, turnProvider } from "../testing/turn-script";
import { o200kTokenCounter } from "../window/token-counter";
import { AgentManager } from "./agent-manager";

/** The flush carrying the run's final status. */
const finalStatus = (batch: RunAppendBatch) => batch.runPatch?.finishedAt != null;
/** The flush carrying a child's debrief. */
const debrief = (batch: RunAppendBatch) => (batch.debriefs ?? []).length > 0;

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
      for (const record of batch.debriefs ?? []) await this.saveDebrief(record);
      for (const [agentId, patch] of batch.agentPatches) await this.updateAgent(agentId, patch);
      if (batch.runPatch !== null) await this.updateRun(batch.runId, batch.runPatch);
    }
  }
}

/** A child's debrief (contract mode) with one finding. */
const DEBRIEF = {
  findings: [{ claim: "looked it up", provenance: ["lookup"], confidence: "verified" }],
  assumptions: [],
  unresolved: [],
  coverage: { searched: ["lookup"], not_searched: [] },
  effort: { tool_calls: 1, budget_exhausted: false },
};

/** The parent spawns one child and waits for it; the child returns DEBRIEF at once. */
function parentWithChild(request: ModelRequest): ModelOutput[] {
  if (request.agentRole === "child") return [callOf("c_1", "research_result", DEBRIEF)];
  if (request.iteration === 1) {
    return [callOf("p_1", "spawn_agent", { name: "child", brief: "look it up" })];
  }
  if (request.iteration === 2) {
    const last = request.items.at(-1);
    const spawned = last?.kind === "tool_result" ? /spawned child (\S+)/.exec(last.content) : null;
    return [callOf("p_2", "wait_for_agents", { agent_ids: [spawned?.[1]], timeout_ms: 60_000 })];
  }
  return answerOf("answer");
}

/**
 * A parent that makes two lookups, then answers (or `decide`'s turns); every write is
 * buffered until the end.
 */
async function startRun(store: RunStore, decide?: (request: ModelRequest) => ModelOutput[]) {
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
    provider: turnProvider(
      decide ??
        ((request) =>
          request.iteration <= 2
            ? [callOf(`call_${request.iteration}`, "lookup", { key: "k" })]
            : answerOf("answer")),
    ),
    returnMode: "contract",
    scenario: null,
    workspaceTools: decide === undefined ? [] : [lookup],
    parentTools: decide === undefined ? [lookup] : [],
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
    inner.refusals = 1; // the flush carrying the run's last rows and `succeeded` is lost
    const run = await handle.done;
    const detail =
      "storage error: the flush of run run_final failed after 1 attempt: SQLITE_IOERR: disk I/O error";
    expect(run).toMatchObject({ status: "failed", statusDetail: detail, finalAnswer: "- answer" });
    expect(inner.runs.get("run_final")).toMatchObject({ status: "failed", statusDetail: detail });
    // The lost rows are not written after the fact: the final answer's call never arrives.
    expect(
      inner.items.filter((item) => item.kind === "tool_call").map((item) => item.name),
    ).not.toContain("final_answer");
    // The parent's success was settled by that write: it is stored failed with the run.
    expect(inner.agentsById.get(handle.parentAgentId)).toMatchObject({
      status: "failed",
      statusDetail: detail,
    });
    expect(manager.isInFlight("run_final")).toBe(false);
  });

  it("a child's success waits for its writes: a lost flush under its debrief fails it, never succeeded", async () => {
    const inner = new RefusingStore();
    const store = new BufferedRunStore(inner, {
      retry: { attempts: 1, firstDelayMs: 1, maxDelayMs: 1 },
    });
    inner.from = debrief;
    inner.refusals = 1; // the flush carrying the child's debrief is lost
    const { manager, handle } = await startRun(store, parentWithChild);
    const run = await handle.done;
    const detail =
      "storage error: the flush of run run_final failed after 1 attempt: SQLITE_IOERR: disk I/O error";
    expect(run).toMatchObject({ status: "failed", statusDetail: detail });
    const agents = [...inner.agentsById.values()];
    expect(agents.map((agent) => [agent.role, agent.status, agent.statusDetail])).toEqual([
      ["parent", "failed", detail],
      ["child", "failed", detail],
    ]);
    expect(inner.debriefs).toEqual([]);
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
