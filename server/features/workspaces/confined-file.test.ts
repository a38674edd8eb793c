import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TRPC_CODE_BY_DEBRIEF_CODE } from "../../api/error-mapping";
import { InputValidationError, NotFoundError, WorkspaceAccessError } from "../../runtime/errors";
import { rejection } from "../../runtime/testing/rejection";
import { quoteWorkspaceText, readConfinedText, resolveConfinedFile } from "./confined-file";
import { createWorkspaceRegistry, type RegisteredWorkspace } from "./workspace-registry";

/**
 * confined-file.ts, the one confined read of workspace files outside the tools, and the
 * workspace database checked at each use, not only at registration (attack repro 11: a
 * registered database swapped for a symlink to Debrief's own database was queried).
 */

let base: string;
let root: string;

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), "debrief-confined-"));
  root = path.join(base, "ws1");
  mkdirSync(root);
});

afterEach(() => {
  rmSync(base, { recursive: true, force: true });
});

function sqliteFile(file: string, table: string): void {
  const db = new Database(file);
  db.exec(`CREATE TABLE ${table}(id TEXT); INSERT INTO ${table} VALUES ('${table}-1');`);
  db.close();
}

describe("readConfinedText", () => {
  it("reads a file inside the folder, and one linked inside it", async () => {
    writeFileSync(path.join(root, "a.txt"), "alpha\n");
    symlinkSync(path.join(root, "a.txt"), path.join(root, "b.txt"));
    expect(await readConfinedText({ folder: root, file: "a.txt" }, 100)).toBe("alpha\n");
    expect(await readConfinedText({ folder: root, file: "b.txt" }, 100)).toBe("alpha\n");
  });

  it("refuses paths that leave the folder lexically or through a symlink, naming only the relative path", async () => {
    writeFileSync(path.join(base, "secret"), "s3cret\n");
    symlinkSync(path.join(base, "secret"), path.join(root, "link.txt"));
    const linked = await rejection(readConfinedText({ folder: root, file: "link.txt" }, 100));
    expect(linked).toBeInstanceOf(WorkspaceAccessError);
    expect(linked.message).toBe("path resolves outside the workspace through a symlink: link.txt");
    const dotted = await rejection(readConfinedText({ folder: root, file: "../secret" }, 100));
    expect(dotted).toBeInstanceOf(WorkspaceAccessError);
    expect(dotted.message).toBe("path escapes the workspace: ../secret");
    const missing = await rejection(readConfinedText({ folder: root, file: "none.txt" }, 100));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.message).toBe("file not found in the workspace: none.txt");
  });

  it("refuses a FIFO without blocking, a file over the cap and a binary file", async () => {
    execFileSync("mkfifo", [path.join(root, "pipe")]);
    const fifo = await rejection(readConfinedText({ folder: root, file: "pipe" }, 100));
    expect(fifo).toBeInstanceOf(WorkspaceAccessError);
    expect(fifo.message).toBe("not a regular file: pipe is a FIFO; only regular files are read");
    writeFileSync(path.join(root, "big.txt"), "x".repeat(101));
    const big = await rejection(readConfinedText({ folder: root, file: "big.txt" }, 100));
    expect(big.message).toBe("file too large to read: big.txt (101 bytes; the limit is 100)");
    writeFileSync(path.join(root, "bin"), Buffer.from([1, 0, 2]));
    const binary = await rejection(readConfinedText({ folder: root, file: "bin" }, 100));
    expect(binary.message).toBe("binary file, not readable as text: bin");
  });

  it("resolves the folder at every read: a folder swapped for a link keeps nothing confined to the old one", async () => {
    writeFileSync(path.join(root, "a.txt"), "alpha\n");
    expect(await resolveConfinedFile({ folder: root, file: "a.txt" })).toBe(
      path.join(root, "a.txt"),
    );
    rmSync(path.join(root, "a.txt"));
    symlinkSync(path.join(base, "a.txt"), path.join(root, "a.txt"));
    writeFileSync(path.join(base, "a.txt"), "moved\n");
    const error = await rejection(resolveConfinedFile({ folder: root, file: "a.txt" }));
    expect(error.message).toBe("path resolves outside the workspace through a symlink: a.txt");
  });
});

describe("quoteWorkspaceText", () => {
  it("redacts and cuts what a message quotes", () => {
    expect(quoteWorkspaceText("  token=Bearer abcdefghijklmnopqrstuvwxyz0123456789  ")).toBe(
      '"token=Bearer [redacted-token]"',
    );
    expect(quoteWorkspaceText("y".repeat(250))).toBe(JSON.stringify(`${"y".repeat(200)}…`));
  });
});

describe("a registered workspace's database, checked at each use", () => {
  function registryWith(entry: RegisteredWorkspace) {
    return createWorkspaceRegistry({
      repoRoot: path.resolve(__dirname, "../../.."),
      dataDir: path.join(base, "data"),
      registered: { list: () => Promise.resolve([entry]) },
      roots: [base],
    });
  }

  it("refuses a database swapped for a symlink to another database after registration (a 403)", async () => {
    const databasePath = path.join(root, "app.sqlite");
    sqliteFile(databasePath, "merchants");
    sqliteFile(path.join(base, "debrief.db"), "session");
    const entry = { id: "ws_1", name: "ws1", rootPath: root, databasePath };
    const registry = registryWith(entry);
    await registry.validateRegistration({ name: "ws1", rootPath: root, databasePath }, "ws_1");
    const workspace = await registry.get("ws_1");
    expect((await workspace.querySql("SELECT id FROM merchants")).rows).toEqual([["merchants-1"]]);
    renameSync(databasePath, `${databasePath}.orig`);
    symlinkSync(path.join(base, "debrief.db"), databasePath);
    const error = await rejection(workspace.querySql("SELECT id FROM session"));
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe("path resolves outside the workspace through a symlink: app.sqlite");
    expect(TRPC_CODE_BY_DEBRIEF_CODE[(error as WorkspaceAccessError).code]).toBe("FORBIDDEN");
    const described = await rejection(workspace.describeDatabase());
    expect(described.message).toBe(
      "path resolves outside the workspace through a symlink: app.sqlite",
    );
  });

  it("refuses a database swapped for a FIFO without blocking on it", async () => {
    const databasePath = path.join(root, "app.sqlite");
    sqliteFile(databasePath, "merchants");
    const workspace = await registryWith({
      id: "ws_1",
      name: "ws1",
      rootPath: root,
      databasePath,
    }).get("ws_1");
    rmSync(databasePath);
    execFileSync("mkfifo", [databasePath]);
    const error = await rejection(workspace.querySql("SELECT 1"));
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe(
      "not a regular file: app.sqlite is a FIFO; only regular files are read",
    );
  });

  it("refuses to register a FIFO named like a database, before SQLite opens it", async () => {
    execFileSync("mkfifo", [path.join(root, "pipe.sqlite")]);
    const registry = registryWith({ id: "x", name: "x", rootPath: root, databasePath: null });
    const error = await rejection(
      registry.validateRegistration({
        name: "other",
        rootPath: root,
        databasePath: path.join(root, "pipe.sqlite"),
      }),
    );
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.message).toBe(`database is not a file: ${path.join(root, "pipe.sqlite")}`);
  });
});
