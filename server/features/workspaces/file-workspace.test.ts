import { createHash } from "node:crypto";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rejection } from "../../runtime/testing/rejection";
import { InputValidationError, NotFoundError, WorkspaceAccessError } from "../../runtime/errors";
import { FileWorkspace, MAX_WORKSPACE_FILE_BYTES } from "./file-workspace";

let base: string;
let root: string;

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), "debrief-fws-"));
  root = path.join(base, "root");
  mkdirSync(path.join(root, "src", "nested"), { recursive: true });
  writeFileSync(path.join(root, "README.md"), "hello\n");
  writeFileSync(path.join(root, "src", "a.ts"), "export const a = 1;\n");
  writeFileSync(path.join(root, "src", "nested", "b.ts"), "export const b = 2;\n");
  writeFileSync(path.join(base, "secret.txt"), "outside the root\n");
});

afterEach(() => {
  rmSync(base, { recursive: true, force: true });
});

function workspace(options: { databasePath?: string; seedSqlPath?: string } = {}): FileWorkspace {
  return new FileWorkspace({ id: "t", name: "test", rootPath: root, ...options });
}

describe("FileWorkspace path confinement", () => {
  it("reads files inside the root, including through a harmless '..'", async () => {
    const ws = workspace();
    expect(await ws.readFile("src/a.ts")).toBe("export const a = 1;\n");
    expect(await ws.readFile("src/nested/../a.ts")).toBe("export const a = 1;\n");
    expect(await ws.readFile("./README.md")).toBe("hello\n");
  });

  it("rejects a '..' escape with the path in the message", async () => {
    const error = await rejection(workspace().readFile("../../etc/passwd"));
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe("path escapes the workspace: ../../etc/passwd");
    const sibling = await rejection(workspace().readFile("src/../../secret.txt"));
    expect(sibling.message).toBe("path escapes the workspace: src/../../secret.txt");
  });

  it("keeps the escalation history out of the tools: not listed, not readable", async () => {
    mkdirSync(path.join(root, "escalation-history"));
    writeFileSync(path.join(root, "escalation-history", "ticket.md"), "the customer wrote\n");
    const ws = workspace();
    expect(await ws.listFiles()).toEqual(["README.md", "src/a.ts", "src/nested/b.ts"]);
    const error = await rejection(ws.readFile("src/../escalation-history/ticket.md"));
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe(
      "escalation-history/ is the escalation's history (the parent's context), not research material: src/../escalation-history/ticket.md",
    );
  });

  it("rejects absolute paths", async () => {
    const error = await rejection(workspace().readFile("/etc/passwd"));
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe(
      "absolute paths are not allowed: /etc/passwd (use a path relative to the workspace root)",
    );
    const inside = await rejection(workspace().readFile(path.join(root, "README.md")));
    expect(inside).toBeInstanceOf(WorkspaceAccessError);
  });

  it("rejects a symlink that resolves outside the root", async () => {
    symlinkSync(path.join(base, "secret.txt"), path.join(root, "link.txt"));
    symlinkSync(base, path.join(root, "src", "up"));
    const error = await rejection(workspace().readFile("link.txt"));
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe("path resolves outside the workspace through a symlink: link.txt");
    const viaDir = await rejection(workspace().readFile("src/up/secret.txt"));
    expect(viaDir.message).toBe(
      "path resolves outside the workspace through a symlink: src/up/secret.txt",
    );
    expect(await workspace().listFiles()).toEqual(["README.md", "src/a.ts", "src/nested/b.ts"]);
  });

  it("follows a symlink that stays inside the root", async () => {
    symlinkSync(path.join(root, "src", "a.ts"), path.join(root, "alias.ts"));
    expect(await workspace().readFile("alias.ts")).toBe("export const a = 1;\n");
    expect(await workspace().listFiles()).toContain("alias.ts");
  });

  it("reports missing files and directories as NotFoundError", async () => {
    const missing = await rejection(workspace().readFile("src/missing.ts"));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.message).toBe("file not found: src/missing.ts");
    const directory = await rejection(workspace().readFile("src"));
    expect(directory).toBeInstanceOf(NotFoundError);
    expect(directory.message).toBe("not a file: src is a directory");
  });

  it("rejects empty paths and NUL bytes", async () => {
    expect(await rejection(workspace().readFile(""))).toBeInstanceOf(WorkspaceAccessError);
    expect(await rejection(workspace().readFile("a\0b"))).toBeInstanceOf(WorkspaceAccessError);
  });
});

describe("FileWorkspace.listFiles", () => {
  it("lists text files sorted, skipping node_modules, .git, binary and large files", async () => {
    mkdirSync(path.join(root, "node_modules", "pkg"), { recursive: true });
    writeFileSync(path.join(root, "node_modules", "pkg", "index.js"), "x\n");
    mkdirSync(path.join(root, ".git"));
    writeFileSync(path.join(root, ".git", "HEAD"), "ref: refs/heads/main\n");
    writeFileSync(path.join(root, "logo.png"), Buffer.from([0x89, 0x50, 0x00, 0x01]));
    writeFileSync(path.join(root, "big.txt"), "a".repeat(MAX_WORKSPACE_FILE_BYTES + 1));
    writeFileSync(path.join(root, "Z.md"), "upper\n");
    expect(await workspace().listFiles()).toEqual([
      "README.md",
      "Z.md",
      "src/a.ts",
      "src/nested/b.ts",
    ]);
    const big = await rejection(workspace().readFile("big.txt"));
    expect(big).toBeInstanceOf(WorkspaceAccessError);
    expect(big.message).toBe(
      `file too large to read: big.txt (${MAX_WORKSPACE_FILE_BYTES + 1} bytes; the limit is ${MAX_WORKSPACE_FILE_BYTES})`,
    );
    expect((await rejection(workspace().readFile("logo.png"))).message).toBe(
      "binary file, not readable as text: logo.png",
    );
  });

  it("says what it leaves out and why: ignored folders, binary, large and linked-out files", async () => {
    mkdirSync(path.join(root, "node_modules", "pkg"), { recursive: true });
    writeFileSync(path.join(root, "node_modules", "pkg", "index.js"), "x\n");
    writeFileSync(path.join(root, "src", "logo.png"), Buffer.from([0x89, 0x50, 0x00, 0x01]));
    writeFileSync(path.join(root, "big.txt"), "a".repeat(MAX_WORKSPACE_FILE_BYTES + 1));
    symlinkSync(path.join(base, "secret.txt"), path.join(root, "link.txt"));
    expect(await workspace().listSkippedFiles()).toEqual([
      { path: "big.txt", reason: "too_large", bytes: MAX_WORKSPACE_FILE_BYTES + 1 },
      { path: "link.txt", reason: "link_outside" },
      { path: "node_modules/", reason: "ignored_folder" },
      { path: "src/logo.png", reason: "binary" },
    ]);
    expect(await workspace().listFiles()).toEqual(["README.md", "src/a.ts", "src/nested/b.ts"]);
  });

  it("fails with NotFoundError when the root folder is missing", async () => {
    const ws = new FileWorkspace({ id: "x", name: "x", rootPath: path.join(base, "nope") });
    const error = await rejection(ws.listFiles());
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe('workspace folder not found (workspace "x")');
  });
});

const SEED = [
  "CREATE TABLE merchants (merchant_id TEXT PRIMARY KEY, name TEXT NOT NULL);",
  "INSERT INTO merchants VALUES ('m_1', 'Brightmoor Bakery Co'), ('m_2', 'Kestrel Books'), ('m_3', 'Yarrow Florist');",
  "",
].join("\n");

function fileHash(file: string): string {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

describe("FileWorkspace.querySql", () => {
  let dbPath: string;

  beforeEach(() => {
    dbPath = path.join(base, "data.sqlite");
    const db = new Database(dbPath);
    db.exec(SEED);
    db.close();
  });

  it("returns columns and rows and applies the row limit", async () => {
    const ws = workspace({ databasePath: dbPath });
    expect(ws.hasDatabase).toBe(true);
    expect(
      await ws.querySql("SELECT merchant_id, name FROM merchants ORDER BY merchant_id"),
    ).toEqual({
      columns: ["merchant_id", "name"],
      rows: [
        ["m_1", "Brightmoor Bakery Co"],
        ["m_2", "Kestrel Books"],
        ["m_3", "Yarrow Florist"],
      ],
      truncated: false,
    });
    expect(await ws.querySql("SELECT merchant_id FROM merchants ORDER BY 1", 2)).toEqual({
      columns: ["merchant_id"],
      rows: [["m_1"], ["m_2"]],
      truncated: true,
    });
    expect(await ws.querySql("SELECT merchant_id FROM merchants ORDER BY 1", 3)).toMatchObject({
      truncated: false,
    });
  });

  it("accepts WITH, EXPLAIN, read PRAGMAs, comments and a trailing semicolon", async () => {
    const ws = workspace({ databasePath: dbPath });
    const cte = await ws.querySql(
      "-- count\nWITH m AS (SELECT * FROM merchants) SELECT count(*) AS n FROM m;",
    );
    expect(cte.rows).toEqual([[3]]);
    expect((await ws.querySql("EXPLAIN QUERY PLAN SELECT * FROM merchants")).columns).toContain(
      "detail",
    );
    const info = await ws.querySql("PRAGMA table_info(merchants)");
    expect(info.rows.map((row) => row[1])).toEqual(["merchant_id", "name"]);
    expect((await ws.querySql("pragma user_version")).rows).toEqual([[0]]);
  });

  const writes: [string, string][] = [
    [
      "INSERT INTO merchants VALUES ('m_9', 'Evil')",
      "query_sql is read-only: INSERT statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
    ],
    [
      "UPDATE merchants SET name = 'x'",
      "query_sql is read-only: UPDATE statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
    ],
    [
      "DELETE FROM merchants",
      "query_sql is read-only: DELETE statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
    ],
    [
      "DROP TABLE merchants",
      "query_sql is read-only: DROP statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
    ],
    [
      "/* sneaky */ delete from merchants",
      "query_sql is read-only: DELETE statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
    ],
    [
      "SELECT 1; DELETE FROM merchants",
      "query_sql is read-only: exactly one statement is allowed, the text contains more than one",
    ],
    [
      "WITH doomed AS (SELECT merchant_id FROM merchants) DELETE FROM merchants WHERE merchant_id IN doomed",
      "query_sql is read-only: the statement would modify the database",
    ],
    [
      "ATTACH DATABASE ':memory:' AS other",
      "query_sql is read-only: ATTACH statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
    ],
    [
      "VACUUM INTO '/tmp/debrief-copy.db'",
      "query_sql is read-only: VACUUM statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
    ],
    [
      "PRAGMA user_version = 7",
      "query_sql is read-only: PRAGMA assignments are not allowed (PRAGMA user_version = 7)",
    ],
    [
      "PRAGMA journal_mode=WAL",
      "query_sql is read-only: PRAGMA assignments are not allowed (PRAGMA journal_mode=WAL)",
    ],
    [
      "PRAGMA query_only = 0",
      "query_sql is read-only: PRAGMA assignments are not allowed (PRAGMA query_only = 0)",
    ],
    [
      "PRAGMA user_version(7)",
      "query_sql is read-only: PRAGMA user_version is not an allowed read-only pragma",
    ],
    [
      "PRAGMA main.writable_schema",
      "query_sql is read-only: PRAGMA writable_schema is not an allowed read-only pragma",
    ],
  ];

  it.each(writes)("rejects %s and leaves the data unchanged", async (sql, message) => {
    const ws = workspace({ databasePath: dbPath });
    const before = fileHash(dbPath);
    const error = await rejection(ws.querySql(sql));
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe(message);
    expect(fileHash(dbPath)).toBe(before);
    const check = new Database(dbPath, { readonly: true });
    expect(check.prepare("SELECT count(*) FROM merchants").pluck().get()).toBe(3);
    expect(check.pragma("user_version", { simple: true })).toBe(0);
    check.close();
  });

  it("reports SQL errors and empty text as InputValidationError", async () => {
    const ws = workspace({ databasePath: dbPath });
    const unknown = await rejection(ws.querySql("SELECT * FROM nowhere"));
    expect(unknown).toBeInstanceOf(InputValidationError);
    expect(unknown.message).toBe("SQL error: no such table: nowhere");
    expect(await rejection(ws.querySql("  ;  "))).toBeInstanceOf(InputValidationError);
    expect(await rejection(ws.querySql("SELECT 1", 0))).toBeInstanceOf(InputValidationError);
  });

  it("describes tables and columns", async () => {
    expect(await workspace({ databasePath: dbPath }).describeDatabase()).toEqual([
      { name: "merchants", columns: ["merchant_id", "name"] },
    ]);
    expect(await workspace().describeDatabase()).toEqual([]);
  });

  it("has no database when none is given", async () => {
    const ws = workspace();
    expect(ws.hasDatabase).toBe(false);
    const error = await rejection(ws.querySql("SELECT 1"));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe("this workspace has no database");
  });
});

describe("FileWorkspace built from a seed", () => {
  it("builds the database once and rebuilds it when the seed is newer", async () => {
    const seedPath = path.join(root, "seed.sql");
    const dbPath = path.join(base, "built", "workspaces", "sample.db");
    writeFileSync(seedPath, SEED);
    const ws = workspace({ seedSqlPath: seedPath, databasePath: dbPath });
    expect((await ws.querySql("SELECT count(*) FROM merchants")).rows).toEqual([[3]]);
    const built = fileHash(dbPath);
    expect((await ws.querySql("SELECT count(*) FROM merchants")).rows).toEqual([[3]]);
    expect(fileHash(dbPath)).toBe(built);

    writeFileSync(seedPath, `${SEED}INSERT INTO merchants VALUES ('m_4', 'Saltmarsh Hardware');\n`);
    const newer = new Date(statSync(dbPath).mtimeMs + 60_000); // the seed is newer than the build
    utimesSync(seedPath, newer, newer);
    expect((await ws.querySql("SELECT count(*) FROM merchants")).rows).toEqual([[4]]);
  });

  it("names a missing database by its path in the workspace, or by its file name outside it", async () => {
    const inside = workspace({ databasePath: path.join(root, "data", "missing.db") });
    const outside = workspace({ databasePath: path.join(base, "elsewhere.db") });
    expect((await rejection(inside.querySql("SELECT 1"))).message).toBe(
      "database file not found: data/missing.db",
    );
    expect((await rejection(outside.querySql("SELECT 1"))).message).toBe(
      "database file not found: elsewhere.db (outside the workspace folder)",
    );
  });

  it("fails clearly when the seed is missing", async () => {
    const ws = workspace({
      seedSqlPath: path.join(root, "none.sql"),
      databasePath: path.join(base, "x.db"),
    });
    const error = await rejection(ws.querySql("SELECT 1"));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe("database seed not found: none.sql");
  });
});
