import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InputValidationError } from "../../runtime/errors";
import { manualClock } from "../../runtime/testing/manual-clock";
import { buildDatabaseFromSeed } from "./seed-database";
import { rejection } from "../../runtime/testing/rejection";
import { DEFAULT_SEED_TIMEOUT_MS, SeedTimeoutError } from "./seed-worker";
import { lastKilledSqlChild } from "./sql-child";

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "debrief-seed-worker-"));
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

/**
 * A seed whose second statement needs a second or two of CPU (a recursive CTE counted into one
 * row); the test stops it by advancing its clock, so nothing waits on real time.
 */
const RUNAWAY_SEED = `CREATE TABLE t (x INTEGER);
INSERT INTO t WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 20000000) SELECT count(*) FROM c;`;

/** The child killed last (none before `previous`) has exited and its process id is gone (ESRCH). */
async function expectKilledChildGone(previous: number | undefined): Promise<void> {
  const killed = lastKilledSqlChild();
  expect(killed?.pid).toBeDefined();
  expect(killed?.pid).not.toBe(previous);
  await killed!.exited;
  expect(() => process.kill(killed!.pid, 0)).toThrow(expect.objectContaining({ code: "ESRCH" }));
}

describe("buildDatabaseFromSeed", () => {
  it("builds the database in a child process and leaves no timer behind", async () => {
    const seed = path.join(folder, "small.sql");
    writeFileSync(seed, "CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2);");
    const clock = manualClock();
    await buildDatabaseFromSeed(seed, path.join(folder, "small.db"), { clock });
    expect(clock.pendingTimers()).toBe(0);
    const db = new Database(path.join(folder, "small.db"), { readonly: true });
    expect(db.prepare("SELECT sum(x) FROM t").pluck().get()).toBe(3);
    db.close();
  });

  it("stops a seed that passes its time limit, naming the seed and the limit, and leaves no file", async () => {
    const seed = path.join(folder, "runaway.sql");
    writeFileSync(seed, RUNAWAY_SEED);
    const clock = manualClock();
    const previous = lastKilledSqlChild()?.pid;
    let settled = false;
    const stopped = buildDatabaseFromSeed(seed, path.join(folder, "runaway.db"), {
      timeoutMs: 200,
      clock,
    })
      .then(() => null)
      .catch((caught: unknown) => caught as Error)
      .finally(() => (settled = true));
    // The build starts on the seed child after the turns of the event loop it takes.
    while (clock.pendingTimers() === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(clock.pendingTimers()).toBe(1);
    await clock.advance(199);
    expect(settled).toBe(false);
    await clock.advance(1);
    const error = await stopped;
    expect(error).toBeInstanceOf(SeedTimeoutError);
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error?.message).toBe(
      `SQL seed ${path.basename(seed)} did not finish within 200 ms and was stopped; a seed builds tables and rows (bound any recursive CTE)`,
    );
    expect(readdirSync(folder).sort()).toEqual(["runaway.sql"]);
    expect(existsSync(path.join(folder, "runaway.db"))).toBe(false);
    await expectKilledChildGone(previous);
  });

  it("kills an unbounded seed statement with its child process", async () => {
    const seed = path.join(folder, "unbounded.sql");
    writeFileSync(
      seed,
      "CREATE TABLE t (n INTEGER); INSERT INTO t WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) SELECT count(*) FROM c;",
    );
    const clock = manualClock();
    const previous = lastKilledSqlChild()?.pid;
    const stopped = rejection(
      buildDatabaseFromSeed(seed, path.join(folder, "unbounded.db"), { timeoutMs: 30, clock }),
    );
    while (clock.pendingTimers() === 0) await new Promise((resolve) => setImmediate(resolve));
    await clock.advance(30);
    const error = await stopped;
    expect(error).toBeInstanceOf(SeedTimeoutError);
    expect(error.message).toBe(
      `SQL seed ${path.basename(seed)} did not finish within 30 ms and was stopped; a seed builds tables and rows (bound any recursive CTE)`,
    );
    await expectKilledChildGone(previous);
    expect(readdirSync(folder)).toEqual(["unbounded.sql"]);
  });

  it("a runaway seed statement that would fail after the limit leaves this process running", async () => {
    const seed = path.join(folder, "fails-late.sql");
    writeFileSync(
      seed,
      "CREATE TABLE t AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) SELECT json(CASE WHEN count(*) > 0 THEN 'not json' END) AS j FROM c;",
    );
    const clock = manualClock();
    const previous = lastKilledSqlChild()?.pid;
    const stopped = rejection(
      buildDatabaseFromSeed(seed, path.join(folder, "late.db"), { timeoutMs: 100, clock }),
    );
    while (clock.pendingTimers() === 0) await new Promise((resolve) => setImmediate(resolve));
    await clock.advance(100);
    expect(await stopped).toBeInstanceOf(SeedTimeoutError);
    await expectKilledChildGone(previous);
  });

  it("builds again after a seed was stopped (a fresh child)", async () => {
    const seed = path.join(folder, "after.sql");
    writeFileSync(seed, "CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (7);");
    await buildDatabaseFromSeed(seed, path.join(folder, "after.db"));
    const db = new Database(path.join(folder, "after.db"), { readonly: true });
    expect(db.prepare("SELECT x FROM t").pluck().get()).toBe(7);
    db.close();
  });

  it("gives a seed ten seconds by default", () => {
    expect(DEFAULT_SEED_TIMEOUT_MS).toBe(10_000);
  });
});
