import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DrainingError, RateLimitError } from "../../runtime/errors";
import type { RunRecord } from "../../runtime/records";
import { DRAINING_AGAIN_MESSAGE, storeAdmittedRun } from "./run-admission";

/** Source files (not tests, not generated code) under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ["node_modules", "generated"].includes(entry.name) ? [] : sourceFiles(file);
    }
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

const record = { id: "run_admission01", createdAt: 0 } as RunRecord;

describe("run admission", () => {
  it("is the only code that stores a new run (nothing else calls createQueued)", () => {
    const callers = [...sourceFiles("server"), ...sourceFiles("scripts"), ...sourceFiles("app")]
      .filter((file) => readFileSync(file, "utf8").includes(".createQueued("))
      .sort();
    expect(callers).toEqual([path.join("server", "features", "runs", "run-admission.ts")]);
  });

  it("refuses while a drain is in force, before the queue's room is counted or a run stored", async () => {
    const stored: string[] = [];
    let counted = 0;
    const refusal = storeAdmittedRun(
      {
        drains: {
          inForce: () =>
            Promise.resolve({
              id: "drain_1",
              requestedBy: "cli:ops",
              startedAt: 0,
              deadlineAt: Date.UTC(2026, 0, 1),
              completedAt: null,
              liftedAt: null,
              liftedBy: null,
            }),
        },
        queueRoom: { maxQueuedRuns: 5, countQueued: () => Promise.resolve(++counted) },
        runLeases: { createQueued: (run) => Promise.resolve(stored.push(run.id) > 0) },
      },
      record,
      null,
    );
    await expect(refusal).rejects.toThrow(DrainingError);
    await expect(refusal).rejects.toThrow(
      "Debrief is draining for a deployment (authorized by the command line (ops), deadline 2026-01-01T00:00:00.000Z): new runs are refused until the drain is lifted",
    );
    expect([counted, stored]).toEqual([0, []]);
  });

  it("refuses a run whose insert a drain's start refused after the check passed, with that drain's error", async () => {
    const drain = {
      id: "drain_2",
      requestedBy: "cli:ops",
      startedAt: 0,
      deadlineAt: Date.UTC(2026, 0, 2),
      completedAt: null,
      liftedAt: null,
      liftedBy: null,
    };
    const checks: string[] = [];
    const inserts: string[] = [];
    const refusal = storeAdmittedRun(
      {
        // No drain at the first check; the drain's start commits before the insert.
        drains: {
          inForce: () => {
            checks.push(checks.length === 0 ? "none" : "drain_2");
            return Promise.resolve(checks.length === 1 ? null : drain);
          },
        },
        runLeases: { createQueued: (run) => Promise.resolve(inserts.push(run.id) < 0) },
      },
      record,
      null,
    );
    await expect(refusal).rejects.toEqual(
      new DrainingError(
        "Debrief is draining for a deployment (authorized by the command line (ops), deadline 2026-01-02T00:00:00.000Z): new runs are refused until the drain is lifted",
      ),
    );
    expect([checks, inserts]).toEqual([["none", "drain_2"], ["run_admission01"]]);
  });

  it("refuses a run that drains refused three times, each lifted before the next check", async () => {
    let inserts = 0;
    const refusal = storeAdmittedRun(
      {
        drains: { inForce: () => Promise.resolve(null) },
        runLeases: { createQueued: () => Promise.resolve(++inserts < 0) },
      },
      record,
      null,
    );
    await expect(refusal).rejects.toEqual(new DrainingError(DRAINING_AGAIN_MESSAGE));
    expect(inserts).toBe(3);
  });

  it("refuses when the queue is full, and stores the run when it has room", async () => {
    const stored: string[] = [];
    let waiting = 3;
    const deps = {
      drains: { inForce: () => Promise.resolve(null) },
      queueRoom: { maxQueuedRuns: 3, countQueued: () => Promise.resolve(waiting) },
      runLeases: { createQueued: (run: RunRecord) => Promise.resolve(stored.push(run.id) > 0) },
    };
    const full = storeAdmittedRun(deps, record, null);
    await expect(full).rejects.toThrow(RateLimitError);
    await expect(full).rejects.toThrow(
      "the run queue is full: 3 runs are waiting for a worker (at most 3); start this run once some have begun",
    );
    waiting = 2;
    await storeAdmittedRun(deps, record, null);
    expect(stored).toEqual(["run_admission01"]);
  });
});
