import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readConfinedText } from "../features/workspaces/confined-file";
import { FileWorkspace } from "../features/workspaces/file-workspace";
import { workspaceToolContext } from "../runtime/testing/workspace-tool-context";
import { readChangelogTool } from "../runtime/tools/workspace/read-changelog";
import { readFileTool } from "../runtime/tools/workspace/read-file";

/**
 * Paths a model may send to the workspace tools that the file system itself refuses: a name
 * longer than the file system allows and a symlink loop. Each is refused with a Debrief error
 * that names the path as the model sent it, never the server's absolute path (only
 * administrators see those), and the agent gets it as a paired error result.
 */

const root = mkdtempSync(path.join(tmpdir(), "debrief-paths-"));
writeFileSync(path.join(root, "CHANGELOG.md"), "v2 retires 2026-03-31\n");
mkdirSync(path.join(root, "docs"));
symlinkSync("loop-b", path.join(root, "loop-a"));
symlinkSync("loop-a", path.join(root, "loop-b"));
const workspace = new FileWorkspace({ id: "paths", name: "paths", rootPath: root });
const context = workspaceToolContext(workspace);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const longName = "a".repeat(300);
const cut = (text: string) => `${text.slice(0, 80)}…`;

describe("paths the file system refuses", () => {
  it("read_file and read_changelog: a name past 255 bytes (also inside a folder) and a symlink loop are refused without the server's path", async () => {
    const attempts: [string, string][] = [
      [
        longName,
        `path too long: ${cut(longName)} (a file name may have at most 255 bytes, a path 4,096)`,
      ],
      [
        `docs/${longName}/x.md`,
        `path too long: ${cut(`docs/${longName}/x.md`)} (a file name may have at most 255 bytes, a path 4,096)`,
      ],
      ["loop-a", "path resolves through a symlink loop: loop-a"],
      ["loop-a/CHANGELOG.md", "path resolves through a symlink loop: loop-a/CHANGELOG.md"],
    ];
    for (const [requested, message] of attempts) {
      for (const tool of [readFileTool, readChangelogTool]) {
        const outcome = await tool.execute({ path: requested }, context);
        expect(outcome, `${tool.name} ${requested.slice(0, 20)}`).toEqual({
          status: "error",
          content: message,
          uncertainty: null,
        });
        expect(outcome.content).not.toContain(root);
      }
    }
    // The workspace still reads what it should.
    expect(await workspace.readFile("CHANGELOG.md")).toBe("v2 retires 2026-03-31\n");
  });

  it("a confined read (seeds, cited lines) gives the same errors, naming the file as shown", async () => {
    for (const [file, message] of [
      [
        longName,
        `path too long: ${cut(longName)} (a file name may have at most 255 bytes, a path 4,096)`,
      ],
      ["loop-a", "path resolves through a symlink loop: loop-a"],
    ] as const) {
      await expect(readConfinedText({ folder: root, file }, 1024)).rejects.toThrow(message);
    }
  });
});

describe("the escalation history reached through a symlink", () => {
  it("a link to a history file, or to the history folder, is neither listed nor read (the child never sees the parent's context)", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "debrief-history-"));
    try {
      mkdirSync(path.join(folder, "escalation-history"));
      writeFileSync(path.join(folder, "escalation-history", "ticket.md"), "the customer wrote\n");
      mkdirSync(path.join(folder, "docs"));
      writeFileSync(path.join(folder, "docs", "guide.md"), "how to\n");
      symlinkSync(path.join("escalation-history", "ticket.md"), path.join(folder, "notes.md"));
      symlinkSync(path.join("..", "escalation-history"), path.join(folder, "docs", "history"));
      const linked = new FileWorkspace({ id: "history", name: "history", rootPath: folder });
      for (const requested of ["notes.md", "docs/history/ticket.md"]) {
        await expect(linked.readFile(requested)).rejects.toThrow(
          `escalation-history/ is the escalation's history (the parent's context), not research material: ${requested}`,
        );
      }
      expect(await linked.listFiles()).toEqual(["docs/guide.md"]);
      expect(await linked.listSkippedFiles()).toEqual([
        { path: "escalation-history/", reason: "ignored_folder" },
        { path: "notes.md", reason: "ignored_folder" },
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
