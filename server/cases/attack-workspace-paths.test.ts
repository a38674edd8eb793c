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
