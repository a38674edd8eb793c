import { afterAll, describe, expect, it, vi } from "vitest";
import { PrismaRunStore } from "./features/runs/run-store-repository";
import { manualClock } from "./runtime/testing/manual-clock";
import {
  createTestServices,
  createTestServicesWithSampleRun,
  type TestServices,
} from "./testing/test-services";
import { describeShutdown, shutDownReason, stopRunsForShutdown } from "./run-shutdown";

/** A manager with `runIds` in flight whose runs end only when interrupted (or `finish`). */
function fakeRuns(runIds: string[], queued: string[]) {
  const inFlight = new Set(runIds);
  const interruptions: [string, string][] = [];
  const ended: string[] = [];
  let settle = () => undefined as void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const check = () => {
    if (inFlight.size === 0) settle();
  };
  return {
    interruptions,
    ended,
    finish(runId: string) {
      inFlight.delete(runId);
      check();
    },
    deps: {
      manager: {
        inFlightRunIds: () => [...inFlight],
        interruptRun(runId: string, reason: string) {
          interruptions.push([runId, reason]);
          inFlight.delete(runId);
          check();
        },
      },
      runQueue: { stop: () => (check(), settled) },
      runLeases: {
        end: (runId: string) => {
          ended.push(runId);
          return Promise.resolve(true);
        },
      },
      leaseKeeper: { heldRuns: () => [...inFlight, ...queued] },
    },
  };
}

describe("stopRunsForShutdown", () => {
  it("gives the runs in flight the grace, then interrupts the rest and the queued ones with the reason", async () => {
    const clock = manualClock(0);
    const runs = fakeRuns(["run_quick", "run_slow"], ["run_queued"]);
    const stopping = stopRunsForShutdown(
      { ...runs.deps, clock },
      { graceMs: 10_000, signal: "SIGTERM" },
    );
    runs.finish("run_quick");
    await clock.advance(9_999);
    expect(runs.interruptions).toEqual([]);
    await clock.advance(1);
    const report = await stopping;
    const reason = "the server shut down (SIGTERM) before the run finished; runs are not resumed";
    expect(report).toEqual({
      finishedInGrace: 1,
      interrupted: ["run_slow"],
      endedQueued: ["run_queued"],
      reason,
    });
    expect(runs.interruptions).toEqual([["run_slow", reason]]);
    expect(runs.ended).toEqual(["run_queued"]);
    expect(describeShutdown("SIGTERM", 10_000, report)).toBe(
      `debrief: SIGTERM: open live streams closed (browsers reconnect to the next server); 1 of 2 runs in flight finished within the 10 s grace; 1 run still in flight marked interrupted (run_slow); 1 run still queued marked interrupted (run_queued); reason: "${reason}"; exiting.`,
    );
  });

  it("waits for nothing when no run is in flight", async () => {
    const runs = fakeRuns([], []);
    const report = await stopRunsForShutdown(
      { ...runs.deps, clock: manualClock(0) },
      { graceMs: 10_000, signal: "SIGINT" },
    );
    expect(report).toEqual({
      finishedInGrace: 0,
      interrupted: [],
      endedQueued: [],
      reason: shutDownReason("SIGINT"),
    });
    expect(describeShutdown("SIGINT", 10_000, report)).toBe(
      "debrief: SIGINT: open live streams closed (browsers reconnect to the next server); no run was in flight; exiting.",
    );
  });
});

describe("AppServices.stop", () => {
  let setup: TestServices | undefined;
  afterAll(async () => {
    await setup?.database.dispose();
  });

  it("ends the open subscriptions (the runs list's changes), so no open tab holds the process", async () => {
    setup = await createTestServices();
    const changes = await setup.caller.runs.changes();
    const iterator = changes[Symbol.asyncIterator]();
    expect((await iterator.next()).done).toBe(false);
    const next = iterator.next();
    expect(setup.services.shutdown?.aborted).toBe(false);
    const report = await setup.services.stop({ signal: "SIGTERM" });
    expect(setup.services.shutdown?.aborted).toBe(true);
    expect(await next).toEqual({ done: true, value: undefined });
    expect(report).toEqual({
      finishedInGrace: 0,
      interrupted: [],
      endedQueued: [],
      reason: shutDownReason("SIGTERM"),
    });
  });

  it("closes the run store's append writer once the runs have ended (its connection and SQLite checkpoint thread)", async () => {
    const sample = await createTestServicesWithSampleRun();
    const close = vi.spyOn(PrismaRunStore.prototype, "close");
    try {
      await sample.services.stop({ signal: "SIGTERM" });
      expect(close).toHaveBeenCalledTimes(1);
      // Only the writer closed: the database stays readable through Prisma.
      const page = await sample.caller.runs.list({});
      expect(page.runs.map((run) => run.id)).toEqual([sample.runId]);
    } finally {
      close.mockRestore();
      await sample.database.dispose();
    }
  });
});
