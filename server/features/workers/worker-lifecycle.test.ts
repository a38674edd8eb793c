import { hostname } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../runtime/testing/manual-clock";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { startWorkerPresence, stopWorker } from "./worker-lifecycle";
import { WorkerHeartbeatRepository } from "./worker-heartbeat-repository";

/** A worker's presence from its start to its graceful stop (the SIGTERM path of scripts/worker.ts). */
describe("worker lifecycle", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());

  const owner = "worker:test-host:99:feedbeef";

  it("is seen once started, says stopping while its runs end, and is gone once stopped", async () => {
    const clock = manualClock();
    const rows = new WorkerHeartbeatRepository(database.prisma);
    const steps: string[] = [];
    const services = {
      heartbeats: rows,
      clock,
      leaseKeeper: {
        identity: () => ({ owner, appVersion: "0.1.0+abc1234" }),
        heldRuns: () => ["run_1"],
      },
    };
    const heartbeat = await startWorkerPresence(services, { concurrency: 2, intervalMs: 5_000 });
    expect(await rows.list()).toEqual([
      {
        id: owner,
        host: hostname(),
        pid: process.pid,
        appVersion: "0.1.0+abc1234",
        concurrency: 2,
        runsInHand: 1,
        state: "running",
        heartbeatMs: 5_000,
        startedAt: clock.now(),
        lastSeenAt: clock.now(),
      },
    ]);
    await stopWorker({
      heartbeat,
      services: {
        stop: async () => {
          // The runs in hand end here: the row says stopping meanwhile.
          steps.push(`services stopping; row ${(await rows.list())[0]?.state}`);
        },
        prisma: { $disconnect: () => (steps.push("disconnected"), Promise.resolve()) },
      },
    });
    expect(steps).toEqual(["services stopping; row stopping", "disconnected"]);
    expect(await rows.list()).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
  });

  it("removes its presence and closes the database even when stopping its services failed", async () => {
    const steps: string[] = [];
    const stopping = stopWorker({
      heartbeat: {
        markStopping: () => (steps.push("stopping"), Promise.resolve()),
        stop: () => (steps.push("removed"), Promise.resolve()),
      },
      services: {
        stop: () => Promise.reject(new Error("pg-boss did not stop")),
        prisma: { $disconnect: () => (steps.push("disconnected"), Promise.resolve()) },
      },
    });
    await expect(stopping).rejects.toThrow("pg-boss did not stop");
    expect(steps).toEqual(["stopping", "removed", "disconnected"]);
  });

  it("reports a presence it could not remove (it goes stale on its own) and still stops", async () => {
    const reports: string[] = [];
    await stopWorker({
      heartbeat: {
        markStopping: () => Promise.resolve(),
        stop: () => Promise.reject(new Error("connection reset")),
      },
      services: { stop: () => Promise.resolve(), prisma: { $disconnect: () => Promise.resolve() } },
      report: (message) => reports.push(message),
    });
    expect(reports).toEqual(["debrief worker: presence not removed:"]);
  });
});
