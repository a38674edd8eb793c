import { createHash } from "node:crypto";
import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { delegatingParent } from "../runtime/testing/checked-turn-model";
import { resultsOf } from "../runtime/testing/transcript-queries";
import { callOf } from "../runtime/testing/turn-script";
import { copyLedgerline } from "../testing/ledgerline-fixture";
import { testServicesForFile } from "../testing/test-services";
import { buildDatabaseFromSeed } from "../features/workspaces/seed-database";
import { childCalling, expectTrpcError, scriptedRuns } from "./bad-input-support";

/**
 * The developer guide's bad inputs that reach the workspace tools — path traversal (symlinks
 * included) and writes through read-only SQL — on the real services (SQLite) with a scripted
 * model: each is refused with its exact paired error, nothing outside the workspace is read,
 * and the database is left byte for byte as it was.
 */

describe("bad input to the workspace tools", () => {
  const setup = testServicesForFile();
  const scriptedRun = scriptedRuns(setup);

  it("path traversal in tools is refused, through read_file, read_changelog and search_code, symlinks included", async () => {
    const copy = copyLedgerline();
    await buildDatabaseFromSeed(copy.seed, copy.database);
    // A secret next to the workspace folder, and links that point at it from inside.
    const outside = path.dirname(copy.root);
    writeFileSync(path.join(outside, "passwd"), "root:x:0:0:SECRET-OUTSIDE-THE-WORKSPACE\n");
    symlinkSync(path.join(outside, "passwd"), path.join(copy.root, "evil-link"));
    symlinkSync(outside, path.join(copy.root, "docs", "evil-dir"));
    const registered = await setup.caller.workspaces.register({
      name: "ledgerline-copy",
      rootPath: copy.root,
      databasePath: copy.database,
    });
    const attempts: [string, string, Record<string, unknown>, string][] = [
      [
        "t1",
        "read_file",
        { path: "../../../../etc/passwd" },
        "path escapes the workspace: ../../../../etc/passwd",
      ],
      [
        "t2",
        "read_file",
        { path: "/etc/passwd" },
        "absolute paths are not allowed: /etc/passwd (use a path relative to the workspace root)",
      ],
      [
        "t3",
        "read_file",
        { path: "src/../../etc/passwd" },
        "path escapes the workspace: src/../../etc/passwd",
      ],
      [
        "t4",
        "read_file",
        { path: "evil-link" },
        "path resolves outside the workspace through a symlink: evil-link",
      ],
      [
        "t5",
        "read_file",
        { path: "docs/evil-dir/passwd" },
        "path resolves outside the workspace through a symlink: docs/evil-dir/passwd",
      ],
      [
        "t6",
        "read_file",
        { path: "C:\\Windows\\win.ini" },
        "absolute paths are not allowed: C:\\Windows\\win.ini (use a path relative to the workspace root)",
      ],
      ["t7", "read_file", { path: "README\u0000.md" }, 'invalid path: "README\\u0000.md"'],
      [
        "t8",
        "read_changelog",
        { path: "../../../../etc/passwd" },
        "path escapes the workspace: ../../../../etc/passwd",
      ],
      [
        "t9",
        "search_code",
        { query: "root:", path_prefix: "../../" },
        [
          '0 matches for "root:" under ../../ (0 files searched)',
          'No file was searched: no readable file\'s path starts with "../../" (the workspace has 9 readable files; try a shorter path_prefix or none).',
        ].join("\n"),
      ],
    ];
    const { childItems, detail } = await scriptedRun(
      {
        parent: delegatingParent,
        child: childCalling([
          ...attempts.map(([id, name, args]) => callOf(id, name, args)),
          callOf("t10", "search_code", { query: "SECRET-OUTSIDE" }),
          callOf("t11", "read_file", { path: "src/adapters/../../README.md", end_line: 1 }),
        ]),
      },
      { workspaceId: registered.id },
    );
    expect(detail.run.status).toBe("succeeded");
    for (const [id, , , message] of attempts) {
      expect(resultsOf(childItems, id), id).toMatchObject([
        { status: id === "t9" ? "ok" : "error", content: message },
      ]);
    }
    expect(resultsOf(childItems, "t10")[0]!.content).toMatch(
      /^0 matches for "SECRET-OUTSIDE" \(\d+ files searched\)$/,
    );
    expect(resultsOf(childItems, "t11")[0]).toMatchObject({
      status: "ok",
      content: expect.stringMatching(
        /^src\/adapters\/\.\.\/\.\.\/README\.md \(lines 1-1 of \d+\)\n/,
      ),
    });
    expect(JSON.stringify(detail)).not.toContain("SECRET-OUTSIDE-THE-WORKSPACE");
    // Registering a workspace is checked too.
    for (const [input, message] of [
      [
        { name: "w", rootPath: "../ledgerline" },
        'workspace folder must be an absolute path: "../ledgerline"',
      ],
      [
        { name: "w", rootPath: path.join(outside, "passwd") },
        `workspace folder is not a directory: ${path.join(outside, "passwd")}`,
      ],
      [
        { name: "w", rootPath: copy.root, databasePath: "db.sqlite" },
        'database must be an absolute path: "db.sqlite"',
      ],
      [
        { name: "w", rootPath: copy.root, databasePath: path.join(outside, "passwd") },
        `database file does not open as SQLite: ${path.join(outside, "passwd")} (file is not a database)`,
      ],
    ] as const) {
      await expectTrpcError(setup.caller.workspaces.register(input), "BAD_REQUEST", message);
    }
    await expectTrpcError(
      setup.caller.workspaces.register({ name: "ledgerline-copy", rootPath: copy.root }),
      "CONFLICT",
      'A workspace named "ledgerline-copy" already exists: choose another name',
    );
  });

  it("write attempts through read-only SQL are refused and the database is left byte for byte as it was", async () => {
    const copy = copyLedgerline();
    await buildDatabaseFromSeed(copy.seed, copy.database);
    const hash = () => createHash("sha256").update(readFileSync(copy.database)).digest("hex");
    const before = hash();
    const registered = await setup.caller.workspaces.register({
      name: "ledgerline-sql",
      rootPath: copy.root,
      databasePath: copy.database,
    });
    const writes: [string, string][] = [
      [
        "DELETE FROM merchants",
        "query_sql is read-only: DELETE statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
      ],
      [
        "/* harmless */ UPDATE merchants SET api_version = 'v3'",
        "query_sql is read-only: UPDATE statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
      ],
      [
        "-- note\nINSERT INTO merchants (merchant_id) VALUES ('m_9999')",
        "query_sql is read-only: INSERT statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
      ],
      [
        "WITH doomed AS (SELECT merchant_id FROM merchants) DELETE FROM merchants WHERE merchant_id IN doomed",
        "query_sql is read-only: the statement would modify the database",
      ],
      [
        "SELECT 1; DROP TABLE merchants",
        "query_sql is read-only: exactly one statement is allowed, the text contains more than one",
      ],
      [
        "ATTACH DATABASE '/tmp/evil.db' AS evil",
        "query_sql is read-only: ATTACH statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
      ],
      [
        "PRAGMA query_only = OFF",
        "query_sql is read-only: PRAGMA assignments are not allowed (PRAGMA query_only = OFF)",
      ],
      [
        "PRAGMA writable_schema",
        "query_sql is read-only: PRAGMA writable_schema is not an allowed read-only pragma",
      ],
      [
        "CREATE TEMP TABLE t(x)",
        "query_sql is read-only: CREATE statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
      ],
      [
        "VACUUM INTO '/tmp/copy.db'",
        "query_sql is read-only: VACUUM statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
      ],
      [
        "REPLACE INTO merchants (merchant_id) VALUES ('m_0001')",
        "query_sql is read-only: REPLACE statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
      ],
      ["  ;  ", "query_sql: the SQL text contains no statement"],
    ];
    const { childItems } = await scriptedRun(
      {
        parent: delegatingParent,
        child: childCalling([
          ...writes.map(([sql], index) => callOf(`w${index}`, "query_sql", { sql })),
          // EXPLAIN of a write does not run it, and is refused all the same (conservative).
          callOf("explain", "query_sql", { sql: "EXPLAIN DELETE FROM merchants" }),
          callOf("plan", "query_sql", {
            sql: "EXPLAIN QUERY PLAN SELECT * FROM merchants WHERE api_version = 'v2'",
          }),
          callOf("count", "query_sql", { sql: "SELECT count(*) AS n FROM merchants" }),
        ]),
      },
      { workspaceId: registered.id },
    );
    writes.forEach(([sql, message], index) => {
      expect(resultsOf(childItems, `w${index}`), sql).toMatchObject([
        { status: "error", content: message },
      ]);
    });
    expect(resultsOf(childItems, "explain")).toMatchObject([
      {
        status: "error",
        content: "query_sql is read-only: the statement would modify the database",
      },
    ]);
    expect(resultsOf(childItems, "plan")[0]!.status).toBe("ok");
    expect(resultsOf(childItems, "count")[0]!.content).toBe(
      '{"columns":["n"],"rows":[[160]],"row_count":1,"truncated":false}',
    );
    expect(hash()).toBe(before);
  });
});
