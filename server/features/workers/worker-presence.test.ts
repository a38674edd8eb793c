import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../runtime/testing/manual-clock";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { WorkerHeartbeatRepository } from "./worker-heartbeat-repository";
import { PRESENCE_CURRENT_FOR_MS, WorkerPresence } from "./worker-presence";
import type { WorkerHeartbeatRecord } from "./worker-presence-views";

/** "Which workers are alive now" from the stored heartbeats (both providers), read in the background. */
describe("WorkerPresence", () => {
  let database: TestDatabase;
  let heartbeats: WorkerHeartbeatRepository;
  let clock: ManualClock;
  let queued: number;
  let reads: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    heartbeats = new WorkerHeartbeatRepository(database.prisma);
  });
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    await database.prisma.workerHeartbeat.deleteMany();
    clock = manualClock();
    queued = 0;
    reads = 0;
  });

  const presence = () =>
    new WorkerPresence({
      heartbeats: {
        list: () => {
          reads += 1;
          return heartbeats.list();
        },
      },
      countQueued: () => Promise.resolve(queued),
      clock,
      appVersion: "0.1.0+web0001",
    });

  const worker = (
    id: string,
    fields: Partial<WorkerHeartbeatRecord> = {},
  ): WorkerHeartbeatRecord => ({
    id: `worker:${id}:1:aaaa`,
    host: id,
    pid: 1,
    appVersion: "0.1.0",
    concurrency: 4,
    runsInHand: 0,
    state: "running",
    heartbeatMs: 10_000,
    startedAt: clock.now() - 60_000,
    lastSeenAt: clock.now(),
    ...fields,
  });

  it("says no worker is alive, with the runs waiting, when none has a row", async () => {
    queued = 2;
    const service = presence();
    expect(await service.current()).toEqual({
      mode: "team",
      appVersion: "0.1.0+web0001",
      checkedAt: clock.now(),
      current: true,
      workers: [],
      running: 0,
      stopping: 0,
      queuedRuns: 2,
      lastGoneAt: null,
    });
  });

  it("counts the running and stopping workers seen within three intervals, and remembers the last one gone", async () => {
    const first = worker("host-a", { startedAt: clock.now() - 90_000, runsInHand: 3 });
    const second = worker("host-b", { state: "stopping", lastSeenAt: clock.now() - 30_000 });
    const gone = worker("host-c", { lastSeenAt: clock.now() - 30_001 });
    const older = worker("host-d", { lastSeenAt: clock.now() - 3_600_000 });
    for (const row of [second, gone, first, older]) await heartbeats.record(row);
    queued = 1;
    const view = await presence().current();
    expect(view).toMatchObject({
      mode: "team",
      current: true,
      workers: [first, second],
      running: 1,
      stopping: 1,
      queuedRuns: 1,
      lastGoneAt: gone.lastSeenAt,
    });
  });

  it("answers from its last read with no I/O; a worker that stops beating turns gone as time passes", async () => {
    const alive = worker("host-a");
    await heartbeats.record(alive);
    const service = presence();
    await service.refresh();
    expect(reads).toBe(1);
    await heartbeats.remove(alive.id); // unseen until the next read
    expect(service.view()).toMatchObject({ running: 1, workers: [alive] });
    expect(service.health()).toEqual({ running: 1, stopping: 0, checkedAt: clock.now() });
    await clock.advance(PRESENCE_CURRENT_FOR_MS);
    expect(service.view()).toMatchObject({ current: true, running: 1 });
    await clock.advance(1);
    // The read is too old to trust; by its row the worker is still alive (30 s not yet passed).
    expect(service.view()).toMatchObject({ current: false, running: 1 });
    await clock.advance(20_000);
    expect(service.view()).toMatchObject({ running: 0, workers: [], lastGoneAt: alive.lastSeenAt });
    expect(reads).toBe(1);
    await service.refresh();
    expect(service.view()).toMatchObject({ current: true, running: 0, lastGoneAt: null });
  });

  it("reads once for callers that ask while a read is under way", async () => {
    const service = presence();
    await Promise.all([service.refresh(), service.refresh(), service.current()]);
    expect(reads).toBe(1);
  });

  it("claims nothing when the read fails (current: false), and recovers on the next read", async () => {
    const reports: string[] = [];
    let fail = true;
    const service = new WorkerPresence({
      heartbeats: {
        list: () => (fail ? Promise.reject(new Error("connection refused")) : heartbeats.list()),
      },
      countQueued: () => Promise.resolve(3),
      clock,
      appVersion: "0.1.0+web0001",
      report: (message) => reports.push(message),
    });
    expect(await service.current()).toMatchObject({ current: false, checkedAt: null });
    expect(service.health()).toEqual({ running: 0, stopping: 0, checkedAt: null });
    expect(reports).toEqual(["debrief: worker presence not read:"]);
    fail = false;
    await service.refresh();
    expect(service.view()).toMatchObject({ current: true, queuedRuns: 3, checkedAt: clock.now() });
    // Once the process shuts down, a read failing on the closing database is not reported.
    service.stop();
    fail = true;
    await service.refresh();
    expect(service.view().current).toBe(false);
    expect(reports).toHaveLength(1);
  });
});
