import { createHash } from "node:crypto";
import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { delegatingParent } from "../runtime/testing/checked-turn-model";
import { validDebrief } from "../runtime/testing/debrief-builders";
import { callsOf, resultsOf } from "../runtime/testing/transcript-queries";
import { callOf } from "../runtime/testing/turn-script";
import { copyLedgerline } from "../testing/ledgerline-fixture";
import { testServicesForFile } from "../testing/test-services";
import { buildDatabaseFromSeed } from "../features/workspaces/seed-database";
import { childCalling, expectTrpcError, scriptedRuns } from "./bad-input-support";

/**
 * The developer guide's bad inputs that reach the tools and the contract — malformed
 * arguments, duplicate ids, invalid debriefs, path traversal, writes through read-only SQL —
 * on the real services (SQLite) with a scripted model: each gets its exact paired error, nothing
 * runs that should not, and the runs go on.
 */

describe("bad input to tools and the research_result contract", () => {
  const setup = testServicesForFile();
  const scriptedRun = scriptedRuns(setup);

  it("malformed tool arguments and duplicate ids: paired errors stored, nothing executed, the run goes on", async () => {
    const { detail, childItems, child, model } = await scriptedRun({
      parent: delegatingParent,
      child: childCalling([
        callOf("m1", "search_code", '{"query": "API_'),
        callOf("m2", "search_code", "[]"),
        callOf("m3", "search_code", { query: 5 }),
        callOf("m4", "search_code", { query: "x", max_results: 1000 }),
        callOf("m5", "delete_everything", {}),
        callOf("m6", "read_file", { path: "README.md" }),
        callOf("m6", "read_file", { path: "README.md" }),
        callOf("", "read_changelog", {}),
      ]),
    });
    expect(detail.run.status).toBe("succeeded");
    expect(model.problems).toEqual([]);
    const outcome = callsOf(childItems)
      .slice(0, 8)
      .map((call) => {
        const results = resultsOf(childItems, call.callId);
        return [
          call.callId,
          call.acceptance,
          results.length,
          results[0]!.status,
          results[0]!.content,
        ];
      });
    expect(outcome.map((row) => row.slice(0, 4))).toEqual([
      ["m1", "malformed_arguments", 1, "error"],
      ["m2", "malformed_arguments", 1, "error"],
      ["m3", "invalid_arguments", 1, "error"],
      ["m4", "invalid_arguments", 1, "error"],
      ["m5", "unknown_tool", 1, "error"],
      ["m6", "accepted", 1, "ok"],
      ["m6#dup-1-6", "duplicate_id", 1, "error"],
      ["call_1_7", "accepted", 1, "ok"],
    ]);
    expect(outcome.map((row) => row[4]).slice(1, 5)).toEqual([
      "arguments must be a JSON object; the tool was not executed",
      "invalid arguments for search_code: query: Invalid input: expected string, received number; the tool was not executed",
      "invalid arguments for search_code: max_results: Too big: expected number to be <=100; the tool was not executed",
      'unknown tool "delete_everything"; available tools: search_code, read_file, query_sql, read_changelog, research_result',
    ]);
    expect(outcome[6]![4]).toBe(
      'duplicate call id "m6": this call was not executed; call the tool again if it is still needed',
    );
    // Only the two accepted calls ran: the child's tool-call count says so.
    expect(child!.toolCallCount).toBe(2);
    expect(detail.debriefs[0]!.result!.effort.tool_calls).toBe(2);
  });

  it("arguments nested thousands of levels deep (valid JSON): a paired error, a secret inside still redacted, the run goes on", async () => {
    const key = `sk-${"Zq9".repeat(12)}`;
    const deep = `${"[".repeat(3000)}"${key}"${"]".repeat(3000)}`;
    const { detail, childItems, child, model } = await scriptedRun({
      parent: delegatingParent,
      child: childCalling([
        callOf("d1", "search_code", `{"query":"API_V2","extra":${deep}}`),
        callOf("d2", "search_code", {
          query: "API_V2",
          extra: JSON.parse("[".repeat(80) + "]".repeat(80)),
        }),
        callOf("d3", "read_changelog", {}),
      ]),
    });
    expect(detail.run.status).toBe("succeeded");
    expect(model.problems).toEqual([]);
    const calls = callsOf(childItems).slice(0, 3);
    expect(calls.map((call) => [call.callId, call.acceptance])).toEqual([
      ["d1", "malformed_arguments"],
      ["d2", "malformed_arguments"],
      ["d3", "accepted"],
    ]);
    expect(calls.slice(0, 2).map((call) => resultsOf(childItems, call.callId)[0]!.content)).toEqual(
      [
        "arguments nest deeper than 64 levels; the tool was not executed",
        "arguments nest deeper than 64 levels; the tool was not executed",
      ],
    );
    expect(calls[0]!.argumentsText).not.toContain(key);
    expect(calls[0]!.argumentsText).toContain("[redacted-key]");
    expect(child!.toolCallCount).toBe(1);
  });

  it("invalid debriefs: three rejections end the child with SubagentContractError, stored and shown to the parent; a debrief that lies about its transcript or effort is corrected by the runtime", async () => {
    const attempts = [
      { ...validDebrief(), coverage: undefined },
      validDebrief({
        findings: [{ claim: "  ", provenance: [], confidence: "certain" as never }],
      }),
      validDebrief({ effort: { tool_calls: -1, budget_exhausted: false } }),
    ];
    const failed = await scriptedRun({
      parent: delegatingParent,
      child: (n) => [callOf(`bad_${n}`, "research_result", attempts[n - 1] ?? validDebrief())],
    });
    expect(failed.child!.status).toBe("failed");
    expect(failed.child!.statusDetail).toBe(
      `SubagentContractError: agent ${failed.child!.id} returned no valid research_result after 3 attempts: effort.tool_calls: Too small: expected number to be >=0`,
    );
    expect(
      failed.childItems.flatMap((item) => (item.kind === "tool_result" ? [item.content] : [])),
    ).toEqual([
      "research_result rejected (attempt 1 of 3): coverage: Invalid input: expected object, received undefined. Fix these fields and call research_result again.",
      'research_result rejected (attempt 2 of 3): findings.0.claim: claim must not be empty; findings.0.confidence: Invalid option: expected one of "verified"|"inferred"|"reported". Fix these fields and call research_result again.',
      "research_result rejected (attempt 3 of 3; no retries left): effort.tool_calls: Too small: expected number to be >=0",
    ]);
    expect(failed.detail.debriefs).toMatchObject([
      {
        agentId: failed.child!.id,
        result: null,
        attempts: 3,
        validationErrors: ["effort.tool_calls: Too small: expected number to be >=0"],
      },
    ]);
    const received = resultsOf(failed.parentItems, "p_wait")[0]!.content;
    expect(received).toContain(
      "CHILD FAILED: researcher raised SubagentContractError after 3 research_result attempts.",
    );
    expect(received).toContain("Its work is NOT available as a debrief");

    const lying = await scriptedRun({
      parent: delegatingParent,
      child: childCalling(
        [callOf("r1", "read_changelog", {})],
        validDebrief({
          transcript_ref: "transcript:agent_someone_else",
          effort: { tool_calls: 99, budget_exhausted: false },
          findings: [],
          unresolved: [],
        }),
      ),
    });
    const debrief = lying.detail.debriefs[0]!;
    expect(debrief.result!.transcript_ref).toBe(`transcript:${lying.child!.id}`);
    expect(debrief.transcriptRef).toBe(`transcript:${lying.child!.id}`);
    expect(debrief.result!.effort).toEqual({ tool_calls: 1, budget_exhausted: true });
    expect(debrief.guardsApplied).toEqual([
      "no findings and no unresolved items: budget_exhausted set to true (a child that found nothing and named no open question has almost certainly stopped early)",
      "effort.tool_calls corrected from 99 (claimed) to 1 (counted by the runtime)",
    ]);
    expect(debrief.renderedForParent).not.toContain("agent_someone_else");

    // Verified on a file the child never read (no tool call or result mentions it): inferred.
    const unread = await scriptedRun({
      parent: delegatingParent,
      child: childCalling(
        [callOf("r1", "read_changelog", {})],
        validDebrief({
          findings: [
            {
              claim: "The sandbox adapter pins v2.",
              provenance: ["src/adapters/sandbox-adapter.ts:9"],
              confidence: "verified",
            },
          ],
          effort: { tool_calls: 1, budget_exhausted: false },
        }),
      ),
    });
    const lowered = unread.detail.debriefs[0]!;
    expect(lowered.result!.findings[0]!.confidence).toBe("inferred");
    expect(lowered.guardsApplied).toEqual([
      "finding F1 lowered from verified to inferred: every file it cites was not read by the child: src/adapters/sandbox-adapter.ts:9 (no tool call or tool result of the child mentions it) (verified means read out of a file)",
    ]);
  });

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
