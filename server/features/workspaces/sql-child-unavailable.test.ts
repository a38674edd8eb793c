import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DebriefError } from "../../runtime/errors";
import { manualClock } from "../../runtime/testing/manual-clock";
import { rejection } from "../../runtime/testing/rejection";
import { runSeedIntoFile } from "./seed-worker";
import { SqlChildUnavailableError } from "./sql-child";
import { runReadOnlyQuery } from "./sql-runner";

/**
 * When no SQL child can be started, a statement is refused, never run in this process (where
 * better-sqlite3 could not stop it): the driver is unresolvable (null), or one that does not load.
 */
/** The query of the attack check: unbounded, it never ends; run in this process it would hang. */
const UNBOUNDED =
  "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) SELECT count(*) FROM c";

let folder: string;
let databasePath: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "debrief-sql-unavailable-"));
  databasePath = path.join(folder, "t.sqlite");
  const db = new Database(databasePath);
  db.exec("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1);");
  db.close();
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe("no SQL child process can be started", () => {
  it("refuses an unbounded recursive CTE (and any query) when the driver cannot be resolved, starting no timer", async () => {
    const clock = manualClock();
    for (const sql of [UNBOUNDED, "SELECT x FROM t"]) {
      const error = await rejection(
        runReadOnlyQuery(
          { databasePath, sql, rowLimit: 10 },
          { timeoutMs: 50, clock, driver: null },
        ),
      );
      expect(error).toBeInstanceOf(SqlChildUnavailableError);
      expect((error as DebriefError).code).toBe("UNAVAILABLE");
      expect(error.message).toBe(
        "query_sql could not run: the SQLite driver (better-sqlite3) cannot be resolved; SQL runs only in a child process with a time limit, never in the server itself",
      );
    }
    expect(clock.pendingTimers()).toBe(0);
    const truth = await rejection(
      runReadOnlyQuery(
        { databasePath, sql: UNBOUNDED, rowLimit: 10 },
        { name: "truth SQL", driver: null },
      ),
    );
    expect(truth.message).toBe(
      "truth SQL could not run: the SQLite driver (better-sqlite3) cannot be resolved; SQL runs only in a child process with a time limit, never in the server itself",
    );
  });

  it("refuses an unbounded recursive CTE when the child cannot load the driver, and tries a fresh child each time", async () => {
    const broken = path.join(folder, "broken-driver.js");
    writeFileSync(broken, "process.exit(7);\n");
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const error = await rejection(
        runReadOnlyQuery(
          { databasePath, sql: UNBOUNDED, rowLimit: 10 },
          { timeoutMs: 50, driver: broken },
        ),
      );
      expect(error).toBeInstanceOf(SqlChildUnavailableError);
      expect(error.message).toBe(
        "query_sql could not run: the query child process ended before it was ready (exit code 7); SQL runs only in a child process with a time limit, never in the server itself",
      );
    }
  });

  it("refuses a seed with an unbounded recursive CTE: nothing runs, no database file is written", async () => {
    const target = path.join(folder, "seeded.db");
    const error = await rejection(
      runSeedIntoFile(
        "runaway.sql",
        `CREATE TABLE n (i INTEGER); INSERT INTO n ${UNBOUNDED};`,
        target,
        { timeoutMs: 50, driver: null },
      ),
    );
    expect(error).toBeInstanceOf(SqlChildUnavailableError);
    expect(error.message).toBe(
      "SQL seed runaway.sql could not run: the SQLite driver (better-sqlite3) cannot be resolved; SQL runs only in a child process with a time limit, never in the server itself",
    );
    expect(existsSync(target)).toBe(false);
  });
});
