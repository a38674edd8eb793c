import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputValidationError } from "../../runtime/errors";
import { manualClock } from "../../runtime/testing/manual-clock";
import { rejection } from "../../runtime/testing/rejection";
import { DEFAULT_QUERY_BYTE_LIMIT, QueryTimeoutError, runReadOnlyQuery } from "./sql-runner";
import { lastKilledSqlChild, SQL_CHILD_MAX_OLD_SPACE_MB } from "./sql-child";

let base: string;
let databasePath: string;

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), "debrief-sql-runner-"));
  databasePath = path.join(base, "t.sqlite");
  const db = new Database(databasePath);
  db.exec(
    "CREATE TABLE t (id INTEGER PRIMARY KEY, label TEXT, data BLOB); INSERT INTO t VALUES (1, 'one', x'0001'), (2, 'two', NULL), (3, NULL, NULL);",
  );
  db.close();
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

/**
 * A query that needs seconds of CPU (about 5 s on this machine kind); the test below stops it
 * within milliseconds of starting it, by advancing its clock.
 */
const SLOW =
  "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 50000000) SELECT count(*) FROM c";

/** The query of the attack check: unbounded, it never ends (no row until the count is done). */
const UNBOUNDED =
  "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) SELECT count(*) FROM c";

const checkedKills = new Set<number>();

/**
 * A child was killed since the last check, has exited, and its process id is gone (kill(pid,
 * 0): ESRCH); its pid.
 */
async function expectKilledChildGone(): Promise<number> {
  const killed = lastKilledSqlChild();
  expect(killed).not.toBeNull();
  expect(checkedKills.has(killed!.pid)).toBe(false);
  checkedKills.add(killed!.pid);
  await killed!.exited;
  expect(() => process.kill(killed!.pid, 0)).toThrow(expect.objectContaining({ code: "ESRCH" }));
  return killed!.pid;
}

describe("runReadOnlyQuery", () => {
  it("runs in a child process and stops a runaway query at the time limit, on the clock it is given", async () => {
    await runReadOnlyQuery({ databasePath, sql: "SELECT 1", rowLimit: 1 }); // a child is up
    const clock = manualClock();
    let settled = false;
    const stopped = runReadOnlyQuery(
      { databasePath, sql: SLOW, rowLimit: 10 },
      { timeoutMs: 300, clock },
    )
      .catch((caught: unknown) => caught as Error)
      .finally(() => (settled = true));
    // The event loop keeps running while the query runs: real I/O completes meanwhile.
    expect((await readFile(databasePath)).length).toBeGreaterThan(0);
    expect([settled, clock.pendingTimers()]).toEqual([false, 1]);
    await clock.advance(299);
    expect(settled).toBe(false);
    await clock.advance(1);
    const error = await stopped;
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as Error).message).toBe(
      "query_sql timed out after 300 ms and was stopped; narrow the query (filter, aggregate, bound any recursive CTE)",
    );
    await expectKilledChildGone();
    // The next query gets a fresh child.
    expect(
      await runReadOnlyQuery({ databasePath, sql: "SELECT count(*) FROM t", rowLimit: 10 }),
    ).toEqual({ columns: ["count(*)"], rows: [[3]], truncated: false });
  });

  it("a runaway query that would fail after its limit leaves this process running (its child is killed)", async () => {
    // Terminating a worker thread while SQLite's error is thrown was a fatal error of the process.
    const failsLate =
      "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) SELECT json(CASE WHEN count(*) > 0 THEN 'not json' END) FROM c";
    await runReadOnlyQuery({ databasePath, sql: "SELECT 1", rowLimit: 1 }); // a child is up
    const clock = manualClock();
    const stopped = rejection(
      runReadOnlyQuery({ databasePath, sql: failsLate, rowLimit: 1 }, { timeoutMs: 100, clock }),
    );
    while (clock.pendingTimers() === 0) await new Promise((resolve) => setImmediate(resolve));
    await clock.advance(100);
    expect((await stopped).message).toBe(
      "query_sql timed out after 100 ms and was stopped; narrow the query (filter, aggregate, bound any recursive CTE)",
    );
    await expectKilledChildGone();
    expect(
      await runReadOnlyQuery({ databasePath, sql: "SELECT count(*) FROM t", rowLimit: 10 }),
    ).toEqual({ columns: ["count(*)"], rows: [[3]], truncated: false });
  });

  it("an endless row loop ends with its child process", async () => {
    // Unbounded: a row every 200,000 steps, far more rows wanted than it can make.
    const endless =
      "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c WHERE x % 200000 = 0";
    const clock = manualClock();
    const stopped = rejection(
      runReadOnlyQuery(
        { databasePath, sql: endless, rowLimit: 1_000_000 },
        { timeoutMs: 50, clock },
      ),
    );
    while (clock.pendingTimers() === 0) await new Promise((resolve) => setImmediate(resolve));
    await clock.advance(50);
    expect(await stopped).toBeInstanceOf(QueryTimeoutError);
    await expectKilledChildGone();
  });

  it("kills an unbounded recursive CTE that never returns a row, and a later query works", async () => {
    const clock = manualClock();
    const stopped = rejection(
      runReadOnlyQuery({ databasePath, sql: UNBOUNDED, rowLimit: 10 }, { timeoutMs: 20, clock }),
    );
    while (clock.pendingTimers() === 0) await new Promise((resolve) => setImmediate(resolve));
    await clock.advance(20);
    const error = await stopped;
    expect(error).toBeInstanceOf(QueryTimeoutError);
    expect(error.message).toBe(
      "query_sql timed out after 20 ms and was stopped; narrow the query (filter, aggregate, bound any recursive CTE)",
    );
    const killed = await expectKilledChildGone();
    const later = await runReadOnlyQuery({ databasePath, sql: "SELECT 2", rowLimit: 1 });
    expect(later.rows).toEqual([[2]]);
    expect(lastKilledSqlChild()?.pid).toBe(killed);
  });

  it("runs concurrent queries on the pool of children (the rest wait their turn)", async () => {
    const results = await Promise.all(
      [1, 2, 3, 1, 2, 3].map((id) =>
        runReadOnlyQuery({
          databasePath,
          sql: `SELECT label FROM t WHERE id = ${id}`,
          rowLimit: 5,
        }),
      ),
    );
    expect(results.map((result) => result.rows)).toEqual([
      [["one"]],
      [["two"]],
      [[null]],
      [["one"]],
      [["two"]],
      [[null]],
    ]);
  });

  const outcomes: [string, unknown][] = [
    [
      "SELECT id, label, data FROM t ORDER BY id",
      {
        result: {
          columns: ["id", "label", "data"],
          rows: [
            [1, "one", "<blob 2 bytes>"],
            [2, "two", null],
          ],
          truncated: true,
        },
      },
    ],
    [
      "SELECT id FROM t ORDER BY id LIMIT 2",
      { result: { columns: ["id"], rows: [[1], [2]], truncated: false } },
    ],
    [
      "SELECT 1; DELETE FROM t",
      {
        type: "WorkspaceAccessError",
        message:
          "query_sql is read-only: exactly one statement is allowed, the text contains more than one",
      },
    ],
    [
      "DELETE FROM t",
      {
        type: "WorkspaceAccessError",
        message: "query_sql is read-only: the statement would modify the database",
      },
    ],
    [
      "BEGIN",
      {
        type: "WorkspaceAccessError",
        message: "query_sql is read-only: only statements that return rows are allowed",
      },
    ],
    [
      "SELECT * FROM missing",
      { type: "InputValidationError", message: "SQL error: no such table: missing" },
    ],
    [
      "",
      { type: "InputValidationError", message: "query_sql: the SQL text contains no statement" },
    ],
    [
      "PRAGMA table_info(t)",
      {
        result: {
          columns: ["cid", "name", "type", "notnull", "dflt_value", "pk"],
          rows: [
            [0, "id", "INTEGER", 0, null, 1],
            [1, "label", "TEXT", 0, null, 0],
          ],
          truncated: true,
        },
      },
    ],
  ];

  it.each(outcomes)("runs %j in the child with its exact outcome", async (sql, expected) => {
    const outcome = await runReadOnlyQuery({ databasePath, sql, rowLimit: 2 }).then(
      (result) => ({ result }),
      (error: unknown) => ({
        type: (error as Error).constructor.name,
        message: (error as Error).message,
      }),
    );
    expect(outcome).toEqual(expected);
  });

  it("refuses rows past the byte cap, counting each row's bytes as JSON exactly", async () => {
    // As JSON [1,"one"] and [2,"two"] are 9 bytes each and [3,null] 8: 26 in all.
    const request = { databasePath, sql: "SELECT id, label FROM t ORDER BY id", rowLimit: 5 };
    for (const byteLimit of [10, 25]) {
      const error = await rejection(runReadOnlyQuery({ ...request, byteLimit }));
      expect(error).toBeInstanceOf(InputValidationError);
      expect(error.message).toBe(
        `query_sql: the rows passed ${byteLimit} bytes, the most one query may return; select fewer or narrower columns, or fewer rows`,
      );
    }
    expect(await runReadOnlyQuery({ ...request, byteLimit: 26 })).toEqual({
      columns: ["id", "label"],
      rows: [
        [1, "one"],
        [2, "two"],
        [3, null],
      ],
      truncated: false,
    });
    // Multi-byte text counts its UTF-8 bytes: ["é😀",2.5,"x"] is 18 bytes of JSON.
    const wide = { databasePath, sql: "SELECT 'é😀', 2.5, 'x'", rowLimit: 1 };
    expect(Buffer.byteLength(JSON.stringify(["é\u{1F600}", 2.5, "x"]))).toBe(18);
    expect((await runReadOnlyQuery({ ...wide, byteLimit: 18 })).rows).toEqual([
      ["é\u{1F600}", 2.5, "x"],
    ]);
    expect((await rejection(runReadOnlyQuery({ ...wide, byteLimit: 17 }))).message).toBe(
      "query_sql: the rows passed 17 bytes, the most one query may return; select fewer or narrower columns, or fewer rows",
    );
  });

  it("refuses a huge value by its length", async () => {
    expect(SQL_CHILD_MAX_OLD_SPACE_MB).toBe(1024);
    // One 64 MB value from SQLite: over the default cap, counted by its length.
    const error = await rejection(
      runReadOnlyQuery({ databasePath, sql: "SELECT printf('%.*c', 67108864, 'x')", rowLimit: 1 }),
    );
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.message).toBe(
      `query_sql: the rows passed ${DEFAULT_QUERY_BYTE_LIMIT} bytes, the most one query may return; select fewer or narrower columns, or fewer rows`,
    );
  });

  it("returns blobs as a size note and reports truncation", async () => {
    expect(
      await runReadOnlyQuery({ databasePath, sql: "SELECT id, label, data FROM t", rowLimit: 2 }),
    ).toEqual({
      columns: ["id", "label", "data"],
      rows: [
        [1, "one", "<blob 2 bytes>"],
        [2, "two", null],
      ],
      truncated: true,
    });
  });
});

describe("integers in query results", () => {
  it("keeps integers past 2^53 exact (as decimal text) and the rest as numbers", async () => {
    const sql =
      "SELECT 9007199254740993 AS big, -9223372036854775808 AS least, 42 AS small, 1.5 AS real";
    expect(await runReadOnlyQuery({ databasePath, sql, rowLimit: 10 })).toEqual({
      columns: ["big", "least", "small", "real"],
      rows: [["9007199254740993", "-9223372036854775808", 42, 1.5]],
      truncated: false,
    });
  });
});
