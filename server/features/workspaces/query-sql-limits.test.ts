import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../runtime/testing/manual-clock";
import type { ToolExecutionContext, ToolOutcome } from "../../runtime/tools/tool";
import { QUERY_SQL_ROW_LIMIT } from "../../runtime/tools/workspace/query-sql";
import { querySqlTool } from "../../runtime/tools/workspace/workspace-tools";
import { FileWorkspace } from "./file-workspace";
import { busySqlChildPids, SQL_CHILD_MAX_OLD_SPACE_MB } from "./sql-child";
import { DEFAULT_QUERY_BYTE_LIMIT } from "./sql-runner";
import { workspaceToolContext } from "../../runtime/testing/workspace-tool-context";

/**
 * query_sql's limits as the model meets them (the tool's result): the byte cap, the row limit
 * and the query child's memory limit (QueryMemoryError). Each refusal is that call's result
 * alone: a query running beside it and the next query get their rows.
 */

let base: string;
let clock: ManualClock;
let context: ToolExecutionContext;

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), "debrief-query-sql-limits-"));
  const databasePath = path.join(base, "limits.sqlite");
  const db = new Database(databasePath);
  db.exec(
    "CREATE TABLE n (i INTEGER PRIMARY KEY); INSERT INTO n WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 250) SELECT i FROM c;",
  );
  db.close();
  // The time limit runs on a clock that never moves: only the limits under test stop a query.
  clock = manualClock();
  const workspace = new FileWorkspace({
    id: "limits",
    name: "limits",
    rootPath: base,
    databasePath,
    queryClock: clock,
  });
  context = workspaceToolContext(workspace);
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

/** Run query_sql as the runtime does (input parsed by the tool's schema). */
function querySql(sql: string): Promise<ToolOutcome> {
  return querySqlTool.execute(querySqlTool.inputSchema.parse({ sql }), context);
}

/** The count query's result: the other calls' rows, unaffected by a refused one. */
const COUNT_RESULT = {
  status: "ok",
  content: '{"columns":["n"],"rows":[[250]],"row_count":1,"truncated":false}',
  uncertainty: null,
};

const TOO_LARGE = `query_sql: the rows passed ${DEFAULT_QUERY_BYTE_LIMIT} bytes, the most one query may return; select fewer or narrower columns, or fewer rows`;

describe("query_sql's limits, as the tool result the model receives", () => {
  it("refuses rows past the byte cap (many rows, or one huge value) with the exact text; the other calls get their rows", async () => {
    // 200 rows of 50,000 characters: about 10 MB, past the 8 MB cap before the row limit.
    const wide = `SELECT i, printf('%.*c', 50000, 'x') AS filler FROM n ORDER BY i`;
    const huge = "SELECT printf('%.*c', 9000000, 'x') AS filler";
    const [first, count, second] = await Promise.all([
      querySql(wide),
      querySql("SELECT count(*) AS n FROM n"),
      querySql(huge),
    ]);
    expect(first).toEqual({ status: "error", content: TOO_LARGE, uncertainty: null });
    expect(second).toEqual({ status: "error", content: TOO_LARGE, uncertainty: null });
    expect(count).toEqual(COUNT_RESULT);
    expect(DEFAULT_QUERY_BYTE_LIMIT).toBe(8 * 1024 * 1024);
    // 160 such rows (about 8.0 MB) stay under the cap and come back whole.
    const under = await querySql(
      `SELECT i, printf('%.*c', 50000, 'x') AS filler FROM n WHERE i <= 160 ORDER BY i`,
    );
    expect([under.status, under.uncertainty]).toEqual(["ok", null]);
    const parsed = JSON.parse(under.content) as { rows: [number, string][]; row_count: number };
    expect(parsed.row_count).toBe(160);
    expect(parsed.rows.map(([i, filler]) => [i, filler.length])).toEqual(
      Array.from({ length: 160 }, (_, index) => [index + 1, 50000]),
    );
  });

  it("cuts rows past the row limit: the first 200 come back, marked truncated, with the exact note", async () => {
    const outcome = await querySql("SELECT i FROM n ORDER BY i");
    expect(QUERY_SQL_ROW_LIMIT).toBe(200);
    expect(outcome.status).toBe("ok");
    expect(outcome.uncertainty).toBe(
      "the result was cut at 200 rows; more rows match (aggregate, filter or add LIMIT/OFFSET)",
    );
    const parsed = JSON.parse(outcome.content) as {
      columns: string[];
      rows: number[][];
      row_count: number;
      truncated: boolean;
    };
    expect(parsed.columns).toEqual(["i"]);
    expect(parsed.rows).toEqual(Array.from({ length: 200 }, (_, index) => [index + 1]));
    expect([parsed.row_count, parsed.truncated]).toEqual([200, true]);
  });

  it("a query whose child runs out of memory (V8 aborts it: SIGABRT) gets QueryMemoryError's exact text; the query beside it and the next one get their rows", async () => {
    // V8 ends a child past its heap limit with SIGABRT ("Reached heap limit"); reaching the
    // 1,024 MB limit for real takes GBs and many seconds, so the test sends that signal to the
    // child while it runs a statement that never ends.
    const runaway = querySql(
      "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c) SELECT count(*) FROM c",
    );
    while (busySqlChildPids().length === 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const [victim] = busySqlChildPids();
    const beside = await querySql("SELECT count(*) AS n FROM n");
    expect(beside).toEqual(COUNT_RESULT);
    expect(busySqlChildPids()).toEqual([victim]);
    process.kill(victim!, "SIGABRT");
    expect(await runaway).toEqual({
      status: "error",
      content: `query_sql needed more than the query process's ${SQL_CHILD_MAX_OLD_SPACE_MB} MB of memory and was stopped; return fewer or smaller values`,
      uncertainty: null,
    });
    expect(SQL_CHILD_MAX_OLD_SPACE_MB).toBe(1024);
    expect(busySqlChildPids()).toEqual([]);
    // The time limit's timer was cancelled with the query; the next query gets a fresh child.
    expect(clock.pendingTimers()).toBe(0);
    expect(await querySql("SELECT count(*) AS n FROM n")).toEqual(COUNT_RESULT);
  });
});
