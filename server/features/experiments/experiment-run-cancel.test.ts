import { describe, expect, it } from "vitest";
import type { RunControlMessage } from "../runs/run-control-channel";
import { endIfCancelled } from "./experiment-runner";

/**
 * endIfCancelled (experiment-runner.ts): a run stored after its experiment's cancel read the
 * open runs. Ports are fakes recording what they were asked: the queued case through the real
 * queue is in experiment-cancel.test.ts.
 */

function fakes(options: { cancelled: boolean; queued: boolean; request: string }) {
  const calls: string[] = [];
  const sent: RunControlMessage[] = [];
  const deps = {
    clock: { now: () => 1_000 },
    experimentRepository: {
      isCancelled: async () => options.cancelled,
    },
    runLeases: {
      end: async (runId: string, ending: { status: string; detail: string }) => {
        calls.push(`end ${runId} ${ending.status}: ${ending.detail}`);
        return options.queued;
      },
      requestCancel: async (runId: string, reason: string) => {
        calls.push(`request ${runId}: ${reason}`);
        return { outcome: options.request, reason };
      },
    },
    manager: {
      cancelRun: (runId: string, reason: string) => calls.push(`cancel ${runId}: ${reason}`),
    },
    runControl: { send: async (message: RunControlMessage) => void sent.push(message) },
  };
  return { deps: deps as unknown as Parameters<typeof endIfCancelled>[0], calls, sent };
}

describe("endIfCancelled", () => {
  it("leaves the run alone while the experiment runs on", async () => {
    const { deps, calls, sent } = fakes({ cancelled: false, queued: true, request: "stored" });
    await endIfCancelled(deps, "exp_1", "run_1");
    expect(calls).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("ends a still-queued run cancelled before it starts", async () => {
    const { deps, calls, sent } = fakes({ cancelled: true, queued: true, request: "stored" });
    await endIfCancelled(deps, "exp_1", "run_1");
    expect(calls).toEqual([
      "end run_1 cancelled: the experiment was cancelled before this run started",
    ]);
    expect(sent).toEqual([]);
  });

  it("cancels a run a process claimed in between, here and in the other processes", async () => {
    const { deps, calls, sent } = fakes({ cancelled: true, queued: false, request: "stored" });
    await endIfCancelled(deps, "exp_1", "run_1");
    expect(calls).toEqual([
      "end run_1 cancelled: the experiment was cancelled before this run started",
      "request run_1: the experiment was cancelled as this run started",
      "cancel run_1: the experiment was cancelled as this run started",
    ]);
    expect(sent).toEqual([{ kind: "cancel-run", runId: "run_1" }]);
  });

  it("does nothing more when the run ended meanwhile or a person's cancel came first", async () => {
    for (const request of ["not running", "already"]) {
      const { deps, calls, sent } = fakes({ cancelled: true, queued: false, request });
      await endIfCancelled(deps, "exp_1", "run_1");
      expect(calls).toHaveLength(2);
      expect(sent).toEqual([]);
    }
  });
});
