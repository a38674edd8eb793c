import { describe, expect, it } from "vitest";
import { withoutProcessNotes } from "./process-notes";

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
