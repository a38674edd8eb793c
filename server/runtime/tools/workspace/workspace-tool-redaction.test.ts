import { generateKeyPairSync, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { WorkspacePort } from "../../ports";
import { workspaceToolContext } from "../../testing/workspace-tool-context";
import { readChangelogTool, readFileTool, searchCodeTool } from "./workspace-tools";

/** A PKCS#8 RSA private key made for this test (never used anywhere). */
function pkcs8Key(): string {
  return generateKeyPairSync("rsa", { modulusLength: 1024 })
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString();
}

/** An OpenSSH-shaped private key: the `openssh-key-v1\0` magic and random bytes, 70 per line. */
function opensshKey(): string {
  const body = Buffer.concat([Buffer.from("openssh-key-v1\0"), randomBytes(300)]).toString(
    "base64",
  );
  const lines = body.match(/.{1,70}/g)!;
  return `-----BEGIN OPENSSH PRIVATE KEY-----\n${lines.join("\n")}\n-----END OPENSSH PRIVATE KEY-----\n`;
}

function workspaceOf(files: Record<string, string>): WorkspacePort {
  return {
    id: "mem",
    name: "memory",
    hasDatabase: false,
    listFiles: () => Promise.resolve(Object.keys(files).sort()),
    readFile: (path) => Promise.resolve(files[path] ?? ""),
    querySql: () => Promise.reject(new Error("no database")),
    describeDatabase: () => Promise.resolve([]),
  };
}

const context = (files: Record<string, string>) =>
  workspaceToolContext(workspaceOf(files), { signal: new AbortController().signal });

/** Every base64 body line of a PEM text (what must never come back). */
function bodyLines(pem: string): string[] {
  return pem.split("\n").filter((line) => line !== "" && !line.startsWith("-----"));
}

describe("workspace tools redact a file before they number or match its lines", () => {
  for (const [label, make] of [
    ["PKCS#8", pkcs8Key],
    ["OpenSSH", opensshKey],
  ] as const) {
    it(`read_file shows a ${label} key as one placeholder per line, numbers kept`, async () => {
      const key = make();
      const keyLines = key.trimEnd().split("\n").length;
      const file = `name: deploy\n${key}after: yes\n`;
      const outcome = await readFileTool.execute({ path: "id.txt" }, context({ "id.txt": file }));
      const total = keyLines + 2;
      const expected = [
        `id.txt (lines 1-${total} of ${total})`,
        "   1| name: deploy",
        ...Array.from(
          { length: keyLines },
          (_, index) => `${String(index + 2).padStart(4)}| [redacted-secret]`,
        ),
        `${String(total).padStart(4)}| after: yes`,
      ];
      expect(outcome).toEqual({ status: "ok", content: expected.join("\n"), uncertainty: null });
    });

    it(`read_file of a range inside a ${label} key shows placeholders only`, async () => {
      const key = make();
      const outcome = await readFileTool.execute(
        { path: "k", start_line: 3, end_line: 4 },
        context({ k: key }),
      );
      expect(outcome.content.split("\n").slice(1)).toEqual([
        "   3| [redacted-secret]",
        "   4| [redacted-secret]",
      ]);
      for (const line of bodyLines(key)) expect(outcome.content).not.toContain(line);
    });

    it(`search_code finds no ${label} key line and keeps the other lines' numbers`, async () => {
      const key = make();
      const keyLines = key.trimEnd().split("\n").length;
      const file = `${key}token_count = 3\n`;
      // "o" (any case) occurs in most base64 lines, never in the placeholder.
      const byLetter = await searchCodeTool.execute(
        { query: "o", max_results: 100 },
        context({ "keys/id": file }),
      );
      for (const line of bodyLines(key)) expect(byLetter.content).not.toContain(line);
      expect(byLetter.content.split("\n")).toEqual([
        `1 matches for "o" (1 files searched)`,
        `keys/id:${keyLines + 1}: token_count = 3`,
      ]);
      const byMarker = await searchCodeTool.execute(
        { query: "PRIVATE KEY", max_results: 100 },
        context({ "keys/id": file }),
      );
      expect(byMarker.content).toBe(`0 matches for "PRIVATE KEY" (1 files searched)`);
    });
  }

  it("read_changelog redacts before numbering too", async () => {
    const key = pkcs8Key();
    const outcome = await readChangelogTool.execute({}, context({ "CHANGELOG.md": `v1\n${key}` }));
    expect(outcome.content.split("\n")[2]).toBe("   2| [redacted-secret]");
    for (const line of bodyLines(key)) expect(outcome.content).not.toContain(line);
  });
});
