import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../runtime/testing/manual-clock";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { PRUNE_GONE_AFTER_MS, WorkerHeartbeat } from "./worker-heartbeat";
import { WorkerHeartbeatRepository } from "./worker-heartbeat-repository";
import { isWorkerAlive, type WorkerHeartbeatRecord } from "./worker-presence-views";

/**
 * A worker's presence row on the database (both providers): written at start, renewed on the
 * injected clock's interval, `stopping` on SIGTERM, deleted on stop, stale after 3 intervals.
 */
describe("WorkerHeartbeat", () => {
  let database: TestDatabase;
  let heartbeats: WorkerHeartbeatRepository;
  let clock: ManualClock;
  let held: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    heartbeats = new WorkerHeartbeatRepository(database.prisma);
  });
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    await database.prisma.workerHeartbeat.deleteMany();
    clock = manualClock();
    held = [];
  });

  const identity = {
    id: "worker:host-a:4242:abcd1234",
    host: "host-a",
    pid: 4242,
    appVersion: "0.1.0+3f4b426",
    concurrency: 4,
  };
  const keeper = (report?: (message: string, error: unknown) => void) =>
    new WorkerHeartbeat({
      heartbeats,
      clock,
      identity,
      runsInHand: () => held.length,
      intervalMs: 1_000,
      report,
    });
  const stored = async () => (await heartbeats.list()).find((row) => row.id === identity.id);

  it("stores the first beat when it starts, then renews it every interval with the runs in hand", async () => {
    const started = clock.now();
    const heartbeat = keeper();
    await heartbeat.start();
    expect(await stored()).toEqual({
      ...identity,
      runsInHand: 0,
      state: "running",
      heartbeatMs: 1_000,
      startedAt: started,
      lastSeenAt: started,
    } satisfies WorkerHeartbeatRecord);
    held = ["run_1", "run_2"];
    await clock.advance(999);
    await heartbeat.settled();
    expect((await stored())?.lastSeenAt).toBe(started); // not due yet
    await clock.advance(1);
    await heartbeat.settled();
    expect(await stored()).toMatchObject({
      runsInHand: 2,
      startedAt: started,
      lastSeenAt: started + 1_000,
    });
    await heartbeat.stop();
  });

  it("keeps its identity and start time on renewals (an upsert of the same row)", async () => {
    const started = clock.now();
    const heartbeat = keeper();
    await heartbeat.start();
    held = ["run_1"];
    await clock.advance(1_000);
    await heartbeat.settled();
    await clock.advance(1_000);
    await heartbeat.settled();
    const row = await stored();
    expect(row).toMatchObject({ ...identity, startedAt: started, runsInHand: 1 });
    expect(row?.lastSeenAt).toBe(started + 2_000);
    expect(await heartbeats.list()).toHaveLength(1);
    await heartbeat.stop();
  });

  it("counts as gone once not renewed for more than three intervals", async () => {
    const heartbeat = keeper();
    await heartbeat.start();
    await heartbeat.stop(); // removes it; a killed worker leaves its row instead:
    await heartbeats.record(heartbeat.row(clock.now()));
    const row = (await stored())!;
    expect(isWorkerAlive(row, clock.now() + 3_000)).toBe(true);
    expect(isWorkerAlive(row, clock.now() + 3_001)).toBe(false);
  });

  it("says stopping once it heard SIGTERM, and deletes its row when stopped", async () => {
    const heartbeat = keeper();
    await heartbeat.start();
    await heartbeat.markStopping();
    expect((await stored())?.state).toBe("stopping");
    await clock.advance(1_000); // still beating while its runs end
    await heartbeat.settled();
    expect(await stored()).toMatchObject({ state: "stopping", lastSeenAt: clock.now() });
    await heartbeat.stop();
    expect(await stored()).toBeUndefined();
    await clock.advance(5_000); // no beat after stop brings it back
    expect(await stored()).toBeUndefined();
    expect(clock.pendingTimers()).toBe(0);
  });

  it("prunes rows of workers gone for a day when it starts, and leaves recent ones", async () => {
    const old = { ...identity, id: "worker:old:1:dead", state: "running" as const };
    const base = { runsInHand: 0, heartbeatMs: 1_000, startedAt: 0 };
    await heartbeats.record({ ...old, ...base, lastSeenAt: clock.now() - PRUNE_GONE_AFTER_MS - 1 });
    const recent = { ...old, id: "worker:recent:2:gone" };
    await heartbeats.record({ ...recent, ...base, lastSeenAt: clock.now() - 60_000 });
    const heartbeat = keeper();
    await heartbeat.start();
    expect((await heartbeats.list()).map((row) => row.id).sort()).toEqual(
      [identity.id, recent.id].sort(),
    );
    await heartbeat.stop();
  });

  it("reports a failed renewal and beats again at the next interval", async () => {
    const reports: string[] = [];
    let failNext = false;
    const flaky = new WorkerHeartbeat({
      heartbeats: {
        record: (beat) =>
          failNext
            ? ((failNext = false), Promise.reject(new Error("connection reset")))
            : heartbeats.record(beat),
        remove: (id) => heartbeats.remove(id),
        pruneSeenBefore: (before) => heartbeats.pruneSeenBefore(before),
      },
      clock,
      identity,
      runsInHand: () => held.length,
      intervalMs: 1_000,
      report: (message) => reports.push(message),
    });
    await flaky.start();
    failNext = true;
    await clock.advance(1_000);
    await flaky.settled();
    expect(reports).toEqual(["debrief: worker heartbeat failed:"]);
    await clock.advance(1_000);
    await flaky.settled();
    expect((await stored())?.lastSeenAt).toBe(clock.now());
    await flaky.stop();
  });
});
