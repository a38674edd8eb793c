import { AgentManager } from "../../server/runtime/agent/agent-manager";
import type { RunStore, WorkspacePort } from "../../server/runtime/ports";
import { createIdGenerator, systemClock } from "../../server/runtime/system-clock";
import { o200kTokenCounter } from "../../server/runtime/window/token-counter";
import { createBenchProvider, createLookupTool, DONE_RENDERED } from "./bench-provider";

/** A workspace with nothing in it: the workloads use only the lookup tool. */
export const EMPTY_WORKSPACE: WorkspacePort = {
  id: "bench",
  name: "bench",
  hasDatabase: false,
  listFiles: () => Promise.resolve([]),
  readFile: () => Promise.reject(new Error("no files")),
  querySql: () => Promise.reject(new Error("no database")),
  describeDatabase: () => Promise.resolve([]),
};

const noEvents = { emit: () => undefined };

/** What one timed run measured. */
export interface WorkloadResult {
  ms: number;
  lookups: number;
}

let runCounter = 0;

/**
 * What one timed run needs: an AgentManager on `store` with the system clock, the lookup tool
 * recording each execution's i into `executions`, and a run id unique in this process.
 */
function workloadSetup(store: RunStore, workload: "w1" | "w2") {
  const executions: number[] = [];
  const manager = new AgentManager({
    store,
    clock: systemClock,
    ids: createIdGenerator(),
    events: noEvents,
    tokenCounter: o200kTokenCounter,
  });
  runCounter += 1;
  const runId = `bench_${workload}_${runCounter}_${Date.now()}`;
  return { executions, lookup: createLookupTool(executions), manager, runId };
}

/**
 * W1: one agent, `cycles` lookup cycles, then "done" (final_answer). Checks the tool ran exactly `cycles`
 * times with i = 1..cycles and that the answer is "done"; throws otherwise.
 */
export async function runW1(store: RunStore, cycles: number): Promise<WorkloadResult> {
  const { executions, lookup, manager, runId } = workloadSetup(store, "w1");
  const started = performance.now();
  const handle = await manager.startRun({
    runId,
    question: "bench",
    workspaceId: "bench",
    workspace: EMPTY_WORKSPACE,
    provider: createBenchProvider({ kind: "W1", cycles }),
    returnMode: "contract",
    scenario: null,
    workspaceTools: [],
    parentTools: [lookup],
    parentBudget: { maxIterations: cycles + 5, maxToolCalls: cycles + 5, deadlineMs: 3_600_000 },
  });
  const run = await handle.done;
  const ms = performance.now() - started;
  const expected = Array.from({ length: cycles }, (_, index) => index + 1);
  if (run.finalAnswer !== DONE_RENDERED || executions.join() !== expected.join()) {
    throw new Error(`W1 check failed: answer ${run.finalAnswer}, ${executions.length} executions`);
  }
  return { ms, lookups: executions.length };
}

/** W2: the parent spawns 4 children in sequence, each does 25 lookups; checks 100 lookups. */
export async function runW2(
  store: RunStore,
  children = 4,
  childCycles = 25,
): Promise<WorkloadResult> {
  const { executions, lookup, manager, runId } = workloadSetup(store, "w2");
  const started = performance.now();
  const handle = await manager.startRun({
    runId,
    question: "bench",
    workspaceId: "bench",
    workspace: EMPTY_WORKSPACE,
    provider: createBenchProvider({ kind: "W2", children, childCycles }),
    returnMode: "contract",
    scenario: null,
    workspaceTools: [lookup],
    childBudget: {
      maxIterations: childCycles + 5,
      maxToolCalls: childCycles + 5,
      deadlineMs: 3_600_000,
    },
  });
  const run = await handle.done;
  const ms = performance.now() - started;
  if (run.finalAnswer !== DONE_RENDERED || executions.length !== children * childCycles) {
    throw new Error(`W2 check failed: answer ${run.finalAnswer}, ${executions.length} lookups`);
  }
  return { ms, lookups: executions.length };
}
