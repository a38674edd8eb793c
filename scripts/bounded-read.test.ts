import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readInputFile, readTextUpTo } from "./bounded-read";
import { UsageError } from "./command-line";

describe("readTextUpTo (npm run audit's files)", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "bounded-read-"));

  it("reads a file within the limit whole, multi-byte characters counted as characters", () => {
    const file = path.join(folder, "answer.txt");
    writeFileSync(file, "Zürich: 19 merchants — 🙂");
    expect(readTextUpTo(file, 25, "answer file")).toBe("Zürich: 19 merchants — 🙂");
  });

  it("refuses a longer file, and /dev/zero, after reading at most the limit's bytes", () => {
    const file = path.join(folder, "long.txt");
    writeFileSync(file, "x".repeat(101));
    expect(() => readTextUpTo(file, 100, "answer file")).toThrow(
      `answer file ${file} holds more than 100 characters; at most 100 are audited`,
    );
    expect(() => readTextUpTo("/dev/zero", 50_000, "answer file")).toThrow(
      "answer file /dev/zero holds more than 50,000 characters; at most 50,000 are audited",
    );
  });

  it("passes the file system's own errors unchanged", () => {
    expect(() => readTextUpTo(path.join(folder, "missing.txt"), 10, "answer file")).toThrow(
      /ENOENT/,
    );
  });

  it("words a command's input file problems for a person, as usage errors (exit code 2)", () => {
    const missing = path.join(folder, "missing.txt");
    expect(() => readInputFile(missing, 10, "answer file")).toThrow(UsageError);
    expect(() => readInputFile(missing, 10, "answer file")).toThrow(
      `answer file ${missing} does not exist`,
    );
    expect(() => readInputFile(folder, 10, "debriefs file")).toThrow(
      `debriefs file ${folder} is a folder, not a file`,
    );
    const long = path.join(folder, "long-input.txt");
    writeFileSync(long, "x".repeat(101));
    expect(() => readInputFile(long, 100, "answer file")).toThrow(UsageError);
    expect(() => readInputFile(long, 100, "answer file")).toThrow(
      `answer file ${long} holds more than 100 characters; at most 100 are audited`,
    );
    const file = path.join(folder, "input.txt");
    writeFileSync(file, "19 merchants break.");
    expect(readInputFile(file, 25, "answer file")).toBe("19 merchants break.");
  });
});
