import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../runtime/testing/manual-clock";
import type { ToolExecutionContext, ToolOutcome } from "../../runtime/tools/tool";
import {
  querySqlTool,
  readChangelogTool,
  readFileTool,
  searchCodeTool,
} from "../../runtime/tools/workspace/workspace-tools";
import { FileWorkspace } from "./file-workspace";
import { lastKilledSqlChild } from "./sql-child";
import { workspaceToolContext } from "../../runtime/testing/workspace-tool-context";

/** The workspace tools over the real Ledgerline sample: exact lines a research agent sees. */
const sampleRoot = path.resolve(__dirname, "../../../workspaces/ledgerline");
let base: string;
let context: ToolExecutionContext;

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), "debrief-ledgerline-tools-"));
  const workspace = new FileWorkspace({
    id: "ledgerline",
    name: "Ledgerline",
    rootPath: sampleRoot,
    seedSqlPath: path.join(sampleRoot, "db", "merchants.sql"),
    databasePath: path.join(base, "ledgerline.db"),
  });
  context = workspaceToolContext(workspace);
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

function lines(outcome: ToolOutcome): string[] {
  return outcome.content.split("\n");
}

describe("search_code on ledgerline", () => {
  it("finds every version pin, sorted by path then line", async () => {
    const outcome = await searchCodeTool.execute(
      searchCodeTool.inputSchema.parse({ query: "API_VERSION =", path_prefix: "src/" }),
      context,
    );
    expect(outcome.status).toBe("ok");
    expect(outcome.uncertainty).toBeNull();
    expect(lines(outcome)).toEqual([
      '3 matches for "API_VERSION =" under src/ (5 files searched)',
      'src/adapters/legacy-client.ts:11: const LEGACY_API_VERSION = "v2";',
      'src/adapters/primary-adapter.ts:11: const API_VERSION = "v3";',
      'src/adapters/sandbox-adapter.ts:9: const SANDBOX_API_VERSION = "v2";',
    ]);
  });

  it("matches case-insensitively and shows the fallback call", async () => {
    const outcome = await searchCodeTool.execute(
      searchCodeTool.inputSchema.parse({ query: "LEGACYCHARGE(", path_prefix: "./src" }),
      context,
    );
    expect(lines(outcome)).toEqual([
      '3 matches for "LEGACYCHARGE(" under src (5 files searched)',
      "src/adapters/legacy-client.ts:25: export async function legacyCharge(",
      "src/adapters/primary-adapter.ts:92: return legacyCharge(merchant, request);",
      "src/adapters/version-router.ts:25: return legacyCharge(merchant, request);",
    ]);
  });

  it("says when the list is cut", async () => {
    const outcome = await searchCodeTool.execute(
      searchCodeTool.inputSchema.parse({ query: "'legacy', 'v2'", max_results: 2 }),
      context,
    );
    expect(lines(outcome)).toEqual([
      `16 matches for "'legacy', 'v2'" (9 files searched)`,
      "db/merchants.sql:24: ('m_0008', 'Oakhollow Tailoring', 'legacy', 'v2', 0, 0, NULL),",
      "db/merchants.sql:32: ('m_0016', 'Willowmere Outfitters', 'legacy', 'v2', 0, 0, NULL),",
    ]);
    expect(outcome.uncertainty).toBe(
      "showing the first 2 of 16 matches; narrow the query or path_prefix, or raise max_results (up to 100)",
    );
  });

  it("reports zero matches plainly", async () => {
    const outcome = await searchCodeTool.execute(
      searchCodeTool.inputSchema.parse({ query: "no such text anywhere" }),
      context,
    );
    expect(outcome).toEqual({
      status: "ok",
      content: '0 matches for "no such text anywhere" (9 files searched)',
      uncertainty: null,
    });
  });
});

describe("read_file on ledgerline", () => {
  it("shows the silent fallback with line numbers", async () => {
    const outcome = await readFileTool.execute(
      { path: "src/adapters/primary-adapter.ts", start_line: 43, end_line: 49 },
      context,
    );
    expect(outcome.status).toBe("ok");
    expect(lines(outcome)).toEqual([
      "src/adapters/primary-adapter.ts (lines 43-49 of 93)",
      "  43|   try {",
      "  44|     return await postCharge(version, request);",
      "  45|   } catch (error) {",
      "  46|     if (isTransient(error) && merchant.fallback_enabled) {",
      "  47|       return fallbackToLegacy(merchant, request);",
      "  48|     }",
      "  49|     throw error;",
    ]);
  });

  it("reads a whole short file and clamps end_line", async () => {
    const outcome = await readFileTool.execute(
      { path: "src/adapters/legacy-client.ts", start_line: 9, end_line: 500 },
      context,
    );
    expect(lines(outcome).slice(0, 4)).toEqual([
      "src/adapters/legacy-client.ts (lines 9-53 of 53)",
      '   9| import type { ChargeRequest, ChargeResult } from "./primary-adapter";',
      "  10|",
      '  11| const LEGACY_API_VERSION = "v2";',
    ]);
    expect(lines(outcome)).toHaveLength(46);
  });

  it("turns path and range problems into error results", async () => {
    expect(await readFileTool.execute({ path: "../../etc/passwd" }, context)).toEqual({
      status: "error",
      content: "path escapes the workspace: ../../etc/passwd",
      uncertainty: null,
    });
    expect(await readFileTool.execute({ path: "/etc/passwd" }, context)).toEqual({
      status: "error",
      content:
        "absolute paths are not allowed: /etc/passwd (use a path relative to the workspace root)",
      uncertainty: null,
    });
    expect(await readFileTool.execute({ path: "src/missing.ts" }, context)).toEqual({
      status: "error",
      content: "file not found: src/missing.ts",
      uncertainty: null,
    });
    expect(await readFileTool.execute({ path: "README.md", start_line: 99 }, context)).toEqual({
      status: "error",
      content: "start_line 99 is past the end of README.md (15 lines)",
      uncertainty: null,
    });
  });
});

describe("read_changelog on ledgerline", () => {
  it("returns the provider changelog with line numbers", async () => {
    const outcome = await readChangelogTool.execute({}, context);
    expect(outcome.status).toBe("ok");
    const text = lines(outcome);
    expect(text[0]).toBe("docs/provider-changelog.md (lines 1-33 of 33)");
    expect(text).toHaveLength(34);
    expect(text.slice(10, 15)).toEqual([
      "  10| ## 2026-09-15 — Deprecation notice",
      "  11|",
      "  12| - API version 2 (v2) will be retired on 2027-03-31; requests to /v2/ endpoints will return 410 Gone after that date.",
      "  13| - Migrate to v3 before the retirement date. The v3 migration guide lists every renamed field (`amount` becomes `amount_minor`, `source` becomes `payment_source`).",
      "  14| - The sandbox environment's v2 retirement date will be announced separately.",
    ]);
  });

  it("reads one named changelog", async () => {
    const outcome = await readChangelogTool.execute(
      { path: "docs/provider-changelog.md" },
      context,
    );
    expect(lines(outcome)[1]).toBe("   1| # Tessellate Payments API changelog");
  });
});

describe("query_sql on ledgerline", () => {
  it("returns the adapter/version breakdown as JSON", async () => {
    const outcome = await querySqlTool.execute(
      {
        sql: "SELECT adapter, api_version, count(*) AS n FROM merchants GROUP BY 1, 2 ORDER BY 1, 2",
      },
      context,
    );
    expect(outcome).toEqual({
      status: "ok",
      content:
        '{"columns":["adapter","api_version","n"],"rows":[["legacy","v2",16],["primary","v3",132],["sandbox","v3",12]],"row_count":3,"truncated":false}',
      uncertainty: null,
    });
  });

  it("cuts long results at 200 rows and says so", async () => {
    const outcome = await querySqlTool.execute(
      { sql: "SELECT a.merchant_id FROM merchants a CROSS JOIN merchants b" },
      context,
    );
    const parsed = JSON.parse(outcome.content) as { row_count: number; truncated: boolean };
    expect(parsed.row_count).toBe(200);
    expect(parsed.truncated).toBe(true);
    expect(outcome.uncertainty).toBe(
      "the result was cut at 200 rows; more rows match (aggregate, filter or add LIMIT/OFFSET)",
    );
  });

  it("refuses a write and leaves the table intact", async () => {
    expect(await querySqlTool.execute({ sql: "SELECT 1; DELETE FROM merchants" }, context)).toEqual(
      {
        status: "error",
        content:
          "query_sql is read-only: exactly one statement is allowed, the text contains more than one",
        uncertainty: null,
      },
    );
    const count = await querySqlTool.execute({ sql: "SELECT count(*) FROM merchants" }, context);
    expect(JSON.parse(count.content)).toMatchObject({ rows: [[160]] });
  });

  it("stops an unbounded recursive CTE at the time limit by killing its child process", async () => {
    const clock = manualClock();
    const limited = new FileWorkspace({
      id: "ledgerline",
      name: "Ledgerline",
      rootPath: sampleRoot,
      databasePath: path.join(base, "ledgerline.db"),
      queryTimeoutMs: 40,
      queryClock: clock,
    });
    await querySqlTool.execute({ sql: "SELECT 1" }, context); // the database is built
    const previous = lastKilledSqlChild()?.pid;
    const outcome = querySqlTool.execute(
      {
        sql: "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c) SELECT count(*) FROM c",
      },
      { ...context, workspace: limited },
    );
    while (clock.pendingTimers() === 0) await new Promise((resolve) => setImmediate(resolve));
    await clock.advance(40);
    expect(await outcome).toEqual({
      status: "error",
      content:
        "query_sql timed out after 40 ms and was stopped; narrow the query (filter, aggregate, bound any recursive CTE)",
      uncertainty: null,
    });
    const killed = lastKilledSqlChild();
    expect(killed?.pid).not.toBe(previous);
    await killed!.exited;
    expect(() => process.kill(killed!.pid, 0)).toThrow(expect.objectContaining({ code: "ESRCH" }));
    const count = await querySqlTool.execute(
      { sql: "SELECT count(*) FROM merchants" },
      { ...context, workspace: limited },
    );
    expect(JSON.parse(count.content)).toMatchObject({ rows: [[160]] });
  });
});
