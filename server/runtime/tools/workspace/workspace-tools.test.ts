import { describe, expect, it } from "vitest";
import { z } from "zod";
import { NotFoundError, WorkspaceAccessError } from "../../errors";
import type { SqlQueryResult, WorkspacePort } from "../../ports";
import { splitLines } from "./format";
import {
  querySqlTool,
  readChangelogTool,
  readFileTool,
  searchCodeTool,
  workspaceTools,
} from "./workspace-tools";
import { workspaceToolContext } from "../../testing/workspace-tool-context";

/** An in-memory workspace: files by path, and a canned SQL answer or error. */
function memoryWorkspace(
  files: Record<string, string>,
  sql: { result?: SqlQueryResult; error?: Error } | null = null,
): WorkspacePort {
  return {
    id: "mem",
    name: "memory",
    hasDatabase: sql !== null,
    listFiles: () => Promise.resolve(Object.keys(files).sort()),
    readFile: (relativePath) => {
      if (relativePath.startsWith("/")) {
        return Promise.reject(
          new WorkspaceAccessError(`absolute paths are not allowed: ${relativePath}`),
        );
      }
      const text = files[relativePath];
      return text === undefined
        ? Promise.reject(new NotFoundError(`file not found: ${relativePath}`))
        : Promise.resolve(text);
    },
    querySql: (_sql, rowLimit) => {
      if (sql?.error) return Promise.reject(sql.error);
      expect(rowLimit).toBe(200);
      return Promise.resolve(sql?.result ?? { columns: [], rows: [], truncated: false });
    },
    describeDatabase: () => Promise.resolve([]),
  };
}

function contextFor(workspace: WorkspacePort, signal = new AbortController().signal) {
  return workspaceToolContext(workspace, { signal });
}

const files = {
  "b/second.ts": "const x = 1;\nconst Needle = 2;\n",
  "a/first.ts": "  needle at start  \nnothing\nNEEDLE again",
  "CHANGELOG.md": "# Changes\n\n- 1.0 released\n",
  "docs/api-changelog.txt": "v2 retired\n",
  "notes.md": "no match here\n",
};

describe("workspace tool definitions", () => {
  it("exports four read tools with JSON-Schema-able inputs", () => {
    expect(workspaceTools.map((tool) => [tool.name, tool.effect])).toEqual([
      ["search_code", "read"],
      ["read_file", "read"],
      ["query_sql", "read"],
      ["read_changelog", "read"],
    ]);
    for (const tool of workspaceTools) {
      expect(tool.description.length).toBeGreaterThan(80);
      expect(z.toJSONSchema(tool.inputSchema, { io: "input" })).toMatchObject({ type: "object" });
    }
  });

  it("validates inputs", () => {
    expect(searchCodeTool.inputSchema.safeParse({ query: "" }).success).toBe(false);
    expect(searchCodeTool.inputSchema.safeParse({ query: "x", max_results: 101 }).success).toBe(
      false,
    );
    expect(searchCodeTool.inputSchema.parse({ query: "x" })).toEqual({
      query: "x",
      max_results: 20,
    });
    expect(readFileTool.inputSchema.safeParse({ path: "a", start_line: 0 }).success).toBe(false);
    expect(querySqlTool.inputSchema.safeParse({ sql: "" }).success).toBe(false);
    expect(readChangelogTool.inputSchema.parse({})).toEqual({});
  });
});

describe("search_code", () => {
  it("lists matches sorted by path then line, trimmed", async () => {
    const outcome = await searchCodeTool.execute(
      { query: "needle", max_results: 20 },
      contextFor(memoryWorkspace(files)),
    );
    expect(outcome).toEqual({
      status: "ok",
      content: [
        '3 matches for "needle" (5 files searched)',
        "a/first.ts:1: needle at start",
        "a/first.ts:3: NEEDLE again",
        "b/second.ts:2: const Needle = 2;",
      ].join("\n"),
      uncertainty: null,
    });
  });

  it("treats the query literally and filters by prefix", async () => {
    const regexy = await searchCodeTool.execute(
      { query: "x = 1;", path_prefix: "b/", max_results: 20 },
      contextFor(memoryWorkspace(files)),
    );
    expect(regexy.content).toBe(
      '1 matches for "x = 1;" under b/ (1 files searched)\nb/second.ts:1: const x = 1;',
    );
    const dot = await searchCodeTool.execute(
      { query: ".*", max_results: 20 },
      contextFor(memoryWorkspace(files)),
    );
    expect(dot.content).toBe('0 matches for ".*" (5 files searched)');
  });

  it("truncates with an uncertainty", async () => {
    const outcome = await searchCodeTool.execute(
      { query: "needle", max_results: 1 },
      contextFor(memoryWorkspace(files)),
    );
    expect(outcome.content).toBe(
      '3 matches for "needle" (5 files searched)\na/first.ts:1: needle at start',
    );
    expect(outcome.uncertainty).toBe(
      "showing the first 1 of 3 matches; narrow the query or path_prefix, or raise max_results (up to 100)",
    );
  });

  it("skips files it cannot read and says which", async () => {
    const workspace = memoryWorkspace(files);
    const listed = ["a/first.ts", "gone.ts"];
    const outcome = await searchCodeTool.execute(
      { query: "needle", max_results: 20 },
      contextFor({ ...workspace, listFiles: () => Promise.resolve(listed) }),
    );
    expect(outcome).toEqual({
      status: "ok",
      content: [
        '2 matches for "needle" (2 files searched)',
        "a/first.ts:1: needle at start",
        "a/first.ts:3: NEEDLE again",
      ].join("\n"),
      uncertainty: "1 files could not be read: gone.ts",
    });
  });

  it("says why no file was searched when the workspace skips every file", async () => {
    const workspace: WorkspacePort = {
      ...memoryWorkspace({}),
      listSkippedFiles: () =>
        Promise.resolve([
          { path: ".git/", reason: "ignored_folder" },
          { path: "data/dump.csv", reason: "too_large", bytes: 700 * 1024 },
          { path: "logo.png", reason: "binary" },
        ]),
    };
    const outcome = await searchCodeTool.execute(
      { query: "needle", max_results: 20 },
      contextFor(workspace),
    );
    expect(outcome).toEqual({
      status: "ok",
      content: [
        '0 matches for "needle" (0 files searched)',
        "No file was searched: everything in the workspace is skipped (too large to read: data/dump.csv (700 KB); binary: logo.png; ignored folder: .git/).",
      ].join("\n"),
      uncertainty: null,
    });
    const under = await searchCodeTool.execute(
      { query: "needle", path_prefix: "data/", max_results: 20 },
      contextFor(workspace),
    );
    expect(under.content).toBe(
      [
        '0 matches for "needle" under data/ (0 files searched)',
        "No file was searched: everything in data/ is skipped (too large to read: data/dump.csv (700 KB)).",
      ].join("\n"),
    );
  });

  it("says a path_prefix matches no file, or that the workspace has none", async () => {
    const outcome = await searchCodeTool.execute(
      { query: "needle", path_prefix: "lib/", max_results: 20 },
      contextFor({ ...memoryWorkspace(files), listSkippedFiles: () => Promise.resolve([]) }),
    );
    expect(outcome.content).toBe(
      [
        '0 matches for "needle" under lib/ (0 files searched)',
        'No file was searched: no readable file\'s path starts with "lib/" (the workspace has 5 readable files; try a shorter path_prefix or none).',
      ].join("\n"),
    );
    const empty = await searchCodeTool.execute(
      { query: "needle", max_results: 20 },
      contextFor({ ...memoryWorkspace({}), listSkippedFiles: () => Promise.resolve([]) }),
    );
    expect(empty.content).toBe(
      '0 matches for "needle" (0 files searched)\nNo file was searched: the workspace has no files.',
    );
    const unknown = await searchCodeTool.execute(
      { query: "needle", max_results: 20 },
      contextFor(memoryWorkspace({})),
    );
    expect(unknown.content).toBe(
      '0 matches for "needle" (0 files searched)\nNo file was searched: the workspace lists no readable file.',
    );
  });

  it("stops when the call is cancelled", async () => {
    const controller = new AbortController();
    controller.abort();
    const outcome = await searchCodeTool.execute(
      { query: "needle", max_results: 20 },
      contextFor(memoryWorkspace(files), controller.signal),
    );
    expect(outcome).toEqual({
      status: "error",
      content: "search_code was cancelled",
      uncertainty: null,
    });
  });
});

describe("read_file", () => {
  it("numbers lines and reports the range", async () => {
    const outcome = await readFileTool.execute(
      { path: "a/first.ts" },
      contextFor(memoryWorkspace(files)),
    );
    expect(outcome.content).toBe(
      "a/first.ts (lines 1-3 of 3)\n   1|   needle at start  \n   2| nothing\n   3| NEEDLE again",
    );
    const empty = await readFileTool.execute(
      { path: "e.txt" },
      contextFor(memoryWorkspace({ "e.txt": "" })),
    );
    expect(empty.content).toBe("e.txt (empty file)");
  });

  it("caps a long read at 400 lines with an uncertainty", async () => {
    const long = Array.from({ length: 1200 }, (_, i) => `line ${i + 1}`).join("\n");
    const outcome = await readFileTool.execute(
      { path: "long.txt", start_line: 5 },
      contextFor(memoryWorkspace({ "long.txt": long })),
    );
    const out = outcome.content.split("\n");
    expect(out[0]).toBe("long.txt (lines 5-404 of 1200)");
    expect(out[1]).toBe("   5| line 5");
    expect(out[400]).toBe(" 404| line 404");
    expect(outcome.uncertainty).toBe(
      "showing lines 5-404 of 1200; read again with start_line=405 for the rest",
    );
    const far = await readFileTool.execute(
      { path: "long.txt", start_line: 1000, end_line: 1001 },
      contextFor(memoryWorkspace({ "long.txt": long })),
    );
    expect(far.content.split("\n")).toEqual([
      "long.txt (lines 1000-1001 of 1200)",
      "1000| line 1000",
      "1001| line 1001",
    ]);
  });

  it("returns port errors and bad ranges as error results", async () => {
    const ctx = contextFor(memoryWorkspace(files));
    expect(await readFileTool.execute({ path: "/etc/passwd" }, ctx)).toEqual({
      status: "error",
      content: "absolute paths are not allowed: /etc/passwd",
      uncertainty: null,
    });
    expect(await readFileTool.execute({ path: "x.ts" }, ctx)).toEqual({
      status: "error",
      content: "file not found: x.ts",
      uncertainty: null,
    });
    expect(
      await readFileTool.execute({ path: "a/first.ts", start_line: 3, end_line: 2 }, ctx),
    ).toEqual({ status: "error", content: "end_line 2 is before start_line 3", uncertainty: null });
  });
});

describe("query_sql", () => {
  it("renders JSON with row_count and truncated", async () => {
    const outcome = await querySqlTool.execute(
      { sql: "SELECT 1" },
      contextFor(
        memoryWorkspace(
          {},
          { result: { columns: ["a", "b"], rows: [[1, null]], truncated: true } },
        ),
      ),
    );
    expect(outcome).toEqual({
      status: "ok",
      content: '{"columns":["a","b"],"rows":[[1,null]],"row_count":1,"truncated":true}',
      uncertainty:
        "the result was cut at 200 rows; more rows match (aggregate, filter or add LIMIT/OFFSET)",
    });
  });

  it("errors without a database and on a refused statement", async () => {
    expect(
      await querySqlTool.execute({ sql: "SELECT 1" }, contextFor(memoryWorkspace({}))),
    ).toEqual({ status: "error", content: "this workspace has no database", uncertainty: null });
    const refused = new WorkspaceAccessError(
      "query_sql is read-only: DELETE statements are not allowed",
    );
    expect(
      await querySqlTool.execute(
        { sql: "DELETE FROM t" },
        contextFor(memoryWorkspace({}, { error: refused })),
      ),
    ).toEqual({
      status: "error",
      content: "query_sql is read-only: DELETE statements are not allowed",
      uncertainty: null,
    });
  });
});

describe("read_changelog", () => {
  it("returns every changelog-named file, sorted, one numbered section each", async () => {
    const outcome = await readChangelogTool.execute({}, contextFor(memoryWorkspace(files)));
    expect(outcome).toEqual({
      status: "ok",
      content: [
        "CHANGELOG.md (lines 1-3 of 3)",
        "   1| # Changes",
        "   2|",
        "   3| - 1.0 released",
        "",
        "docs/api-changelog.txt (lines 1-1 of 1)",
        "   1| v2 retired",
      ].join("\n"),
      uncertainty: null,
    });
  });

  it("says when there is no changelog and errors on a missing path", async () => {
    const none = await readChangelogTool.execute({}, contextFor(memoryWorkspace({ "a.ts": "" })));
    expect(none.status).toBe("ok");
    expect(none.content).toBe("no changelog files found (no file name contains 'changelog')");
    expect(none.uncertainty).not.toBeNull();
    expect(
      await readChangelogTool.execute({ path: "CHANGES.md" }, contextFor(memoryWorkspace(files))),
    ).toEqual({ status: "error", content: "file not found: CHANGES.md", uncertainty: null });
  });
});

describe("splitLines", () => {
  it("does not invent a trailing empty line and handles CRLF", () => {
    expect(splitLines("a\r\nb\r\n")).toEqual(["a", "b"]);
    expect(splitLines("a\n\n")).toEqual(["a", ""]);
    expect(splitLines("")).toEqual([]);
  });
});
