import { describe, expect, it } from "vitest";
import type { RunHandle } from "../../runtime/agent/agent-manager";
import type { RuntimeEvent } from "../../runtime/ports";
import type { RunEnding } from "../leases/run-lease-repository";
import { executeRunJob, type RunExecutorDependencies } from "./run-executor";
import type { RunJob } from "./run-queue";
import { manualClock } from "../../runtime/testing/manual-clock";

const job: RunJob = {
  runId: "run_1",
  createdAt: 100,
  input: {
    question: "Which merchants break?",
    workspaceId: "ledgerline",
    provider: "scripted",
    returnMode: "contract",
    scenario: "auto",
  },
};

/** Executor dependencies recording what happened; `claimAt` null: the run is no longer queued. */
function fakes(options: { claimAt: number | null; workspace?: "missing"; cancelRequest?: string }) {
  const log: string[] = [];
  const endings: RunEnding[] = [];
  const events: RuntimeEvent[] = [];
  const deps: RunExecutorDependencies = {
    providerEnv: {},
    workspaces: {
      // The workspace has no escalation-history/ folder: the run starts without a history.
      list: () =>
        Promise.resolve([
          {
            id: "ledgerline",
            name: "Ledgerline",
            rootPath: "/nonexistent/workspace",
            hasDatabase: false,
            source: "sample" as const,
          },
        ]),
      get: (id) =>
        options.workspace === "missing"
          ? Promise.reject(new Error(`unknown workspace: ${id}`))
          : Promise.resolve({
              id,
              name: id,
              hasDatabase: false,
              listFiles: () => Promise.resolve([]),
              readFile: () => Promise.resolve(""),
              querySql: () => Promise.resolve({ columns: [], rows: [], truncated: false }),
              describeDatabase: () => Promise.resolve([]),
            }),
    },
    leaseKeeper: {
      claim: (runId) => {
        log.push(`claim ${runId}`);
        return Promise.resolve(options.claimAt);
      },
      release: (runId) => {
        log.push(`release ${runId}`);
        return Promise.resolve();
      },
    },
    runLeases: {
      end: (runId, ending) => {
        log.push(`end ${runId}`);
        endings.push(ending);
        return Promise.resolve(true);
      },
      cancelRequest: () => Promise.resolve(options.cancelRequest ?? null),
    },
    manager: {
      startRun: (input) => {
        log.push(
          `start ${input.runId} created ${input.claimed?.createdAt} started ${input.claimed?.startedAt}`,
        );
        const handle: RunHandle = {
          runId: input.runId,
          parentAgentId: "agent_1",
          done: Promise.resolve({
            id: input.runId,
            question: input.question,
            workspaceId: input.workspaceId,
            providerName: input.provider.name,
            model: input.provider.defaultModel,
            returnMode: input.returnMode,
            scenario: input.scenario,
            status: "succeeded",
            statusDetail: null,
            finalAnswer: "answer",
            createdAt: 100,
            startedAt: 200,
            finishedAt: 300,
          }),
        };
        return Promise.resolve(handle);
      },
      cancelRun: (runId, reason) => log.push(`cancel ${runId}: ${reason}`),
    },
    clock: manualClock(500),
    events: { emit: (event) => events.push(event) },
  };
  return { deps, log, endings, events };
}

describe("executeRunJob", () => {
  it("claims, runs on the manager as already stored, and releases the lease", async () => {
    const { deps, log, endings } = fakes({ claimAt: 200 });
    await executeRunJob(deps, job);
    expect(log).toEqual(["claim run_1", "start run_1 created 100 started 200", "release run_1"]);
    expect(endings).toEqual([]);
  });

  it("skips a run that is no longer queued: never executed twice", async () => {
    const { deps, log } = fakes({ claimAt: null });
    await executeRunJob(deps, job);
    expect(log).toEqual(["claim run_1"]);
  });

  it("applies a cancellation stored between the claim and the start", async () => {
    const { deps, log } = fakes({ claimAt: 200, cancelRequest: "run cancelled by human:ada" });
    await executeRunJob(deps, job);
    expect(log).toContain("cancel run_1: run cancelled by human:ada");
  });

  it("ends a run that cannot start as failed with the reason, without claiming it", async () => {
    const { deps, log, endings, events } = fakes({ claimAt: 200, workspace: "missing" });
    await executeRunJob(deps, job);
    expect(log).toEqual(["end run_1"]);
    expect(endings).toEqual([
      { status: "failed", detail: "could not start: unknown workspace: ledgerline", at: 500 },
    ]);
    expect(events).toEqual([{ type: "run-updated", runId: "run_1" }]);
  });
});
