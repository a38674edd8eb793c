import { describe, expect, it } from "vitest";
import {
  readProcessNote,
  skippedByCorrection,
  stoppedByCorrection,
  withoutProcessNotes,
} from "./process-notes";

describe("withoutProcessNotes", () => {
  it.each([
    ["the changelog (skipped by correction #1)", "the changelog"],
    ["src/a.ts (skipped by correction #12: the call had not started)", "src/a.ts"],
    ["the sandbox adapter (Stopped by correction #3)", "the sandbox adapter"],
    [
      "src/adapters/sandbox-adapter.ts (appeared in search hits, not read in full)",
      "src/adapters/sandbox-adapter.ts (appeared in search hits, not read in full)",
    ],
    ["request logs and live traffic", "request logs and live traffic"],
  ])("%s", (gap, expected) => {
    expect(withoutProcessNotes(gap)).toBe(expected);
  });
});

describe("process notes written and read back", () => {
  it("reads a skip with a detail after the sequence", () => {
    const gap = skippedByCorrection(
      "the changelog and the logs",
      4,
      "; the logs already read before it, and kept",
    );
    expect(gap).toBe(
      "the changelog and the logs (skipped by correction #4; the logs already read before it, and kept)",
    );
    expect(readProcessNote(gap)).toEqual({
      kind: "skipped",
      sequence: 4,
      area: "the changelog and the logs",
    });
    expect(withoutProcessNotes(gap)).toBe("the changelog and the logs");
  });

  it("reads a stop", () => {
    expect(readProcessNote(stoppedByCorrection(2))).toEqual({
      kind: "stopped",
      sequence: 2,
      area: "the rest of the planned research",
    });
  });

  it("returns null for a gap without a process note", () => {
    expect(readProcessNote("src/a.ts (appeared in search hits, not read in full)")).toBeNull();
    expect(readProcessNote("the changelog (skipped by a person)")).toBeNull();
  });
});
