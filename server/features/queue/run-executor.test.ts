import { describe, expect, it } from "vitest";
import type { RunHandle } from "../../runtime/agent/agent-manager";
import type { RuntimeEvent } from "../../runtime/ports";
import type { RunEnding } from "../leases/run-lease-repository";
import { executeRunJob, type RunExecutorDependencies, type RunJobLogEntry } from "./run-executor";
import type { RunJob } from "./run-queue";
import { manualClock } from "../../runtime/testing/manual-clock";
import type { RunStatus } from "../../shared/run-status";

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

/**
 * Executor dependencies recording what happened; `claimAt` null: the run is no longer queued.
 * The run takes `runMs` on the clock (500 at the start) and ends `ended` (default succeeded);
 * `ended` "throws": its handle rejects.
 */
function fakes(options: {
  claimAt: number | null;
  workspace?: "missing";
  cancelRequest?: string;
  runMs?: number;
  ended?: { status: RunStatus; statusDetail: string | null } | "throws";
}) {
  const log: string[] = [];
  const endings: RunEnding[] = [];
  const events: RuntimeEvent[] = [];
  const logged: RunJobLogEntry[] = [];
  const clock = manualClock(500);
  const ended = options.ended ?? { status: "succeeded", statusDetail: null };
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
      holder: () => ({ owner: "worker:host:1:abcd", expiresAt: 0 }),
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
        const run = {
          id: input.runId,
          question: input.question,
          workspaceId: input.workspaceId,
          providerName: input.provider.name,
          model: input.provider.defaultModel,
          returnMode: input.returnMode,
          scenario: input.scenario,
          finalAnswer: "answer",
          createdAt: 100,
          startedAt: 200,
          finishedAt: 300,
        };
        const done = clock.advance(options.runMs ?? 0).then(() => {
          if (ended === "throws") throw new Error("the store is gone");
          return { ...run, ...ended };
        });
        const handle: RunHandle = { runId: input.runId, parentAgentId: "agent_1", done };
        return Promise.resolve(handle);
      },
      cancelRun: (runId, reason) => log.push(`cancel ${runId}: ${reason}`),
    },
    clock,
    events: { emit: (event) => events.push(event) },
    runLog: (entry) => logged.push(entry),
  };
  return { deps, log, endings, events, logged };
}

/** The log entries of run_1 on worker:host:1:abcd (the clock starts at 500 ms). */
const taken = { event: "run-taken", runId: "run_1", worker: "worker:host:1:abcd", at: iso(500) };
function finished(outcome: string, durationMs: number, detail: string | null = null) {
  return {
    ...taken,
    event: "run-finished",
    at: iso(500 + durationMs),
    outcome,
    durationMs,
    detail,
  };
}
function iso(ms: number): string {
  return new Date(ms).toISOString();
}

describe("executeRunJob's log", () => {
  it("logs the run taken and finished with its outcome and duration on the clock", async () => {
    const { deps, logged } = fakes({ claimAt: 500, runMs: 1_250 });
    await executeRunJob(deps, job);
    expect(logged).toEqual([taken, finished("succeeded", 1_250)]);
  });

  it.each([
    ["failed", "the model failed"],
    ["cancelled", "run cancelled by human:ada"],
    ["interrupted", "drained for deployment"],
  ] as const)("logs a run that ended %s with its detail", async (status, detail) => {
    const { deps, logged } = fakes({
      claimAt: 500,
      runMs: 40,
      ended: { status, statusDetail: detail },
    });
    await executeRunJob(deps, job);
    expect(logged).toEqual([taken, finished(status, 40, detail)]);
  });

  it("logs a run whose end could not be stored as failed, and one that could not start (never taken)", async () => {
    const thrown = fakes({ claimAt: 500, runMs: 7, ended: "throws" });
    await executeRunJob(thrown.deps, job);
    expect(thrown.logged).toEqual([
      taken,
      finished("failed", 7, "ended with an error: the store is gone"),
    ]);
    const missing = fakes({ claimAt: 500, workspace: "missing" });
    await executeRunJob(missing.deps, job);
    expect(missing.logged).toEqual([
      finished("failed", 0, "could not start: unknown workspace: ledgerline"),
    ]);
  });

  it("logs nothing for a run no longer queued (another process took it)", async () => {
    const { deps, logged } = fakes({ claimAt: null });
    await executeRunJob(deps, job);
    expect(logged).toEqual([]);
  });
});

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
