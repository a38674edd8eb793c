import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readInputFile } from "./bounded-read";
import { commandExitCode, UsageError } from "./command-line";

/**
 * Attacks on `npm run audit`'s input files: bytes that are not UTF-8 (a Latin-1 export, a
 * picture) were decoded with replacement characters and audited as "no claims", exit 0 ("no
 * flags"), though the audit never read the answer. They are a usage error (exit 2).
 */

const folder = mkdtempSync(path.join(tmpdir(), "attack-audit-files-"));

/** What `npm run audit` prints and returns when reading `file` as its answer fails. */
async function exitOf(file: string) {
  const printed: string[] = [];
  const code = await commandExitCode(
    "audit",
    "usage: …",
    async () => {
      readInputFile(file, 1_000, "answer file");
      return 0;
    },
    { printError: (text) => printed.push(text), print: (text) => printed.push(text) },
    3,
  );
  return { code, printed };
}

describe("npm run audit's answer file", () => {
  it("refuses bytes that are not UTF-8 as a usage error", async () => {
    const latin1 = path.join(folder, "latin1.txt");
    writeFileSync(latin1, Buffer.from("Caf\xe9: 19 merchants break.", "latin1"));
    expect(() => readInputFile(latin1, 1_000, "answer file")).toThrow(UsageError);
    expect(await exitOf(latin1)).toEqual({
      code: 2,
      printed: [`audit: answer file ${latin1} is not UTF-8 text: save it as UTF-8\n\nusage: …`],
    });
    const picture = path.join(folder, "picture.png");
    writeFileSync(picture, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x20, 0x41]));
    expect(() => readInputFile(picture, 1_000, "answer file")).toThrow(
      `answer file ${picture} is not UTF-8 text: save it as UTF-8`,
    );
  });

  it("still reads UTF-8 text, a byte-order mark and multi-byte characters included", () => {
    const file = path.join(folder, "bom.txt");
    writeFileSync(file, "\uFEFFZürich — 19 merchants 🙂");
    expect(readInputFile(file, 1_000, "answer file")).toBe("\uFEFFZürich — 19 merchants 🙂");
  });
});
