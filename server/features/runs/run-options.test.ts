import { describe, expect, it } from "vitest";
import { optionProblem, runOptions } from "./run-options";

describe("return-mode options of the new-run form", () => {
  it("offers every return mode, each with what it does", () => {
    const modes = runOptions({}).returnModes;
    expect(modes.map((mode) => [mode.name, mode.enabled, mode.reason])).toEqual([
      ["contract", true, null],
      ["summary", true, null],
      ["transcript", true, null],
      ["inline", true, null],
    ]);
    expect(modes.find((mode) => mode.name === "summary")?.description).toBe(
      "After its research the child gets one more turn asking for a summary of its findings in at most 400 tokens; the parent receives that text.",
    );
    for (const mode of ["contract", "summary", "transcript", "inline"]) {
      expect(optionProblem("returnMode", mode, {})).toBeNull();
    }
    expect(optionProblem("returnMode", "digest", {})).toBe('unknown returnMode "digest"');
  });
});
