import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NotFoundError, WorkspaceAccessError } from "../../runtime/errors";
import { rejection } from "../../runtime/testing/rejection";
import { workspaceToolContext } from "../../runtime/testing/workspace-tool-context";
import { readFileTool, searchCodeTool } from "../../runtime/tools/workspace/workspace-tools";
import { FileWorkspace } from "./file-workspace";
import { WorkspaceFolder } from "./workspace-folder";

/**
 * A registered workspace folder swapped for a symlink (to /etc, here a decoy folder holding
 * `passwd` and `shadow`) between two tool calls: every walk and read resolves the root again and
 * refuses, naming none of the decoy's files.
 */

let base: string;
let root: string;
let decoy: string;

const SWAPPED =
  'the folder of workspace "test" changed since it was opened (it now resolves to another place, e.g. it was replaced by a symlink); nothing is listed or read';

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), "debrief-folder-swap-"));
  root = path.join(base, "root");
  decoy = path.join(base, "etc");
  mkdirSync(path.join(root, "src"), { recursive: true });
  writeFileSync(path.join(root, "README.md"), "needle in the workspace\n");
  writeFileSync(path.join(root, "src", "a.ts"), "export const needle = 1;\n");
  mkdirSync(decoy);
  writeFileSync(path.join(decoy, "passwd"), "root:x:0:0:needle:/root:/bin/sh\n");
  writeFileSync(path.join(decoy, "shadow"), "root:needle\n");
});

afterEach(() => {
  rmSync(base, { recursive: true, force: true });
});

/** Replace the workspace folder with a symlink to the decoy (the folder itself is kept aside). */
function swapRootForSymlink(): void {
  renameSync(root, path.join(base, "moved-away"));
  symlinkSync(decoy, root);
}

function workspace(options: { pinnedRealRoot?: string; databasePath?: string } = {}) {
  return new FileWorkspace({ id: "t", name: "test", rootPath: root, ...options });
}

describe("a workspace folder swapped for a symlink mid-run", () => {
  it("search_code lists and names nothing of the new target on the call after the swap", async () => {
    const context = workspaceToolContext(workspace());
    const parse = (query: string) => searchCodeTool.inputSchema.parse({ query });
    const before = await searchCodeTool.execute(parse("needle"), context);
    expect(before.status).toBe("ok");
    expect(before.content.split("\n")[0]).toBe('2 matches for "needle" (2 files searched)');

    swapRootForSymlink();
    const after = await searchCodeTool.execute(parse("needle"), context);
    expect(after).toEqual({
      status: "error",
      content: `search_code failed: ${SWAPPED}`,
      uncertainty: null,
    });
    expect(JSON.stringify(after)).not.toMatch(/passwd|shadow/);
  });

  it("read_file and the workspace's listings refuse after the swap", async () => {
    const ws = workspace();
    expect(await ws.readFile("README.md")).toBe("needle in the workspace\n");
    swapRootForSymlink();
    const read = await readFileTool.execute(
      readFileTool.inputSchema.parse({ path: "passwd" }),
      workspaceToolContext(ws),
    );
    expect(read.status).toBe("error");
    expect(read.content).toContain(SWAPPED);
    // Started one at a time: a promise made before the loop reaches it rejects with no handler.
    const attempts = [
      () => ws.readFile("passwd"),
      () => ws.listFiles(),
      () => ws.listSkippedFiles(),
    ];
    for (const attempt of attempts) {
      const error = await rejection(attempt());
      expect(error).toBeInstanceOf(WorkspaceAccessError);
      expect(error.message).toBe(SWAPPED);
    }
  });

  it("refuses from the first call when the folder the registry confirmed was swapped before it", async () => {
    const ws = workspace({ pinnedRealRoot: realpathSync(root) });
    swapRootForSymlink();
    const error = await rejection(ws.listFiles());
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe(SWAPPED);
  });

  it("does not query a database that now lies in the symlink's target", async () => {
    const databasePath = path.join(root, "data.db");
    for (const file of [databasePath, path.join(decoy, "data.db")]) {
      const db = new Database(file);
      db.exec("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (7);");
      db.close();
    }
    const ws = workspace({ databasePath });
    expect((await ws.querySql("SELECT x FROM t")).rows).toEqual([[7]]);
    swapRootForSymlink();
    const error = await rejection(ws.querySql("SELECT x FROM t"));
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe(SWAPPED);
  });

  it("refuses a folder replaced by a file, and names a removed one as not found", async () => {
    const ws = workspace();
    expect(await ws.listFiles()).toEqual(["README.md", "src/a.ts"]);
    rmSync(root, { recursive: true });
    const missing = await rejection(ws.listFiles());
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.message).toBe('workspace folder not found (workspace "test")');
    writeFileSync(root, "now a file\n");
    const file = await rejection(ws.listFiles());
    expect(file).toBeInstanceOf(WorkspaceAccessError);
    expect(file.message).toBe(
      'the folder of workspace "test" is no longer a directory; nothing is listed or read',
    );
  });

  it("does not list a subfolder swapped for a symlink after its parent was listed", async () => {
    const folder = new WorkspaceFolder(root, "test");
    const realRoot = await folder.resolve();
    const entries = await folder.readDirectory(realRoot);
    expect(entries.map((entry) => entry.name).sort()).toEqual(["README.md", "src"]);
    rmSync(path.join(root, "src"), { recursive: true });
    symlinkSync(decoy, path.join(root, "src"));
    const error = await rejection(folder.readDirectory(path.join(realRoot, "src")));
    expect(error).toBeInstanceOf(WorkspaceAccessError);
    expect(error.message).toBe(
      'a folder of workspace "test" changed while it was read (it was removed or replaced by a symlink); nothing is listed',
    );
  });
});
