import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pgPoolConfig } from "../../db/postgres-url";
import { sqliteFilePath } from "../../db/sqlite-path";
import { sqliteWriteLock } from "../../db/sqlite-write-lock";
import { DrainingError } from "../../runtime/errors";
import { manualClock, type ManualClock } from "../../runtime/testing/manual-clock";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { startRunInputSchema } from "../../shared/run-inputs";
import { createTestServices, type TestServices } from "../../testing/test-services";
import { storeAdmittedRun } from "../runs/run-admission";
import { startDrain } from "./drain-service";
import { prepareRun, queuedRunRecord } from "../runs/run-service";

/**
 * A drain's start and a run's insert are atomic with each other (on SQLite and PostgreSQL): a
 * run is stored before the drain's start commits, or refused with the draining error; the
 * drain's startedAt is read only once no run insert can be under way, so no run created after
 * it is ever admitted (the tester saw runs created 0.5–0.9 s after a drain's recorded start
 * accepted: the time was read before the transaction).
 */

let setup: TestServices;
let clock: ManualClock;

beforeEach(async () => {
  clock = manualClock(Date.UTC(2026, 11, 3, 2, 0, 0));
  setup = await createTestServices({ clock });
});

afterEach(async () => {
  await setup.services.stop();
  await setup.disconnect();
});

function drainingMessage(deadlineAt: number): string {
  return `Debrief is draining for a deployment (authorized by Test admin, deadline ${new Date(deadlineAt).toISOString()}): new runs are refused until the drain is lifted`;
}

async function queuedRecord(runId: string) {
  const input = startRunInputSchema.parse({ question: SAMPLE_QUESTION, workspaceId: "ledgerline" });
  return queuedRunRecord(runId, await prepareRun(setup.services, input), clock.now());
}

/** Asks `watcher` until some backend waits on a lock `holderPid` holds (no timer: ≤ 500 asks). */
async function untilBlockedBy(watcher: pg.Client, holderPid: number): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const { rows } = await watcher.query<{ count: string }>(
      "SELECT count(*) FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))",
      [holderPid],
    );
    if (Number(rows[0]!.count) > 0) return;
  }
  throw new Error(`nothing waited on backend ${holderPid}`);
}

/** Two connections to the test database: one holds locks, one watches who waits on them. */
async function pgClients(): Promise<{ holder: pg.Client; watcher: pg.Client; holderPid: number }> {
  const config = pgPoolConfig(setup.database.databaseUrl);
  const holder = new pg.Client(config);
  const watcher = new pg.Client(config);
  await holder.connect();
  await watcher.connect();
  const { rows } = await holder.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  return { holder, watcher, holderPid: rows[0]!.pid };
}

describe("a drain's start and run inserts", () => {
  it("refuses, in the insert's own transaction, a run that passed the early check before the drain's start committed", async () => {
    const { caller, services } = setup;
    const started = await caller.drain.start({ deadlineSeconds: 60, authorize: true });
    expect(started).toMatchObject({ state: "draining", runsLeft: 0 });
    const record = await queuedRecord("run_lateinsert1");
    // The insert alone: refused, nothing stored.
    expect(await services.runLeases.createQueued(record, null)).toBe(false);
    // Through admission, whose early check (made before the drain's start) saw no drain.
    let checks = 0;
    const admission = storeAdmittedRun(
      {
        drains: {
          inForce: () => (checks++ === 0 ? Promise.resolve(null) : services.drains.inForce()),
          accountNameOf: (actor) => services.drains.accountNameOf(actor),
        },
        runLeases: services.runLeases,
      },
      record,
      null,
    );
    await expect(admission).rejects.toEqual(
      new DrainingError(drainingMessage(clock.now() + 60_000)),
    );
    expect(checks).toBe(2);
    expect((await caller.runs.list({})).total).toBe(0);
    // Lifted: the same insert is stored.
    await caller.drain.lift({ authorize: true });
    expect(await services.runLeases.createQueued(record, null)).toBe(true);
    expect((await caller.runs.summary({ runId: record.id })).status).toBe("queued");
  });

  it("reads the drain's start time only once a run insert under way has committed", async () => {
    const { database, services } = setup;
    const requested = clock.now();
    // The service itself: nothing between the call and its reading of the time but the lock.
    const start = () =>
      startDrain(
        { drains: services.drains, clock },
        { deadlineMs: 60_000, requestedBy: "cli:ops" },
      );
    let started: ReturnType<typeof start>;
    if (database.provider === "sqlite") {
      // This process's run inserts hold the file's write lock while they run (other processes:
      // SQLite's own write lock, which the drain's transaction takes the same way).
      const release = await sqliteWriteLock(sqliteFilePath(database.databaseUrl)).acquire();
      started = start();
      await clock.advance(700); // the insert takes 0.7 s
      release();
    } else {
      const { holder, watcher, holderPid } = await pgClients();
      try {
        // An insert under way holds "Run" in ROW EXCLUSIVE mode until it commits.
        await holder.query("BEGIN");
        await holder.query(`LOCK TABLE "Run" IN ROW EXCLUSIVE MODE`);
        started = start();
        await untilBlockedBy(watcher, holderPid);
        await clock.advance(700);
        await holder.query("COMMIT");
      } finally {
        await holder.end();
        await watcher.end();
      }
    }
    expect(await started).toMatchObject({
      state: "draining",
      drain: { startedAt: requested + 700, deadlineAt: requested + 60_700 },
    });
  });

  it("on PostgreSQL, makes a run insert that waited for a drain's start under way see the drain: refused, nothing stored", async (context) => {
    const { caller, database, services } = setup;
    if (database.provider !== "postgresql") return context.skip();
    const record = await queuedRecord("run_waitedfor1");
    const { holder, watcher, holderPid } = await pgClients();
    let inserted: Promise<boolean>;
    try {
      // What DrainRepository.start does, stopped before its commit.
      await holder.query("BEGIN");
      await holder.query(`LOCK TABLE "Run" IN SHARE MODE`);
      await holder.query(
        `INSERT INTO "Drain" ("id", "requestedBy", "startedAt", "deadlineAt") VALUES ('drain_underway', 'cli:ops', now(), now() + interval '1 minute')`,
      );
      inserted = services.runLeases.createQueued(record, null);
      await untilBlockedBy(watcher, holderPid);
      await holder.query("COMMIT");
    } finally {
      await holder.end();
      await watcher.end();
    }
    expect(await inserted).toBe(false);
    expect((await caller.runs.list({})).total).toBe(0);
    expect(await caller.drain.status()).toMatchObject({ state: "draining", runsLeft: 0 });
  });
});
