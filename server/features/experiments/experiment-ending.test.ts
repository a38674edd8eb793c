import { describe, expect, it } from "vitest";
import { experimentEnding } from "./experiment-runner";

describe("experimentEnding", () => {
  it("is succeeded only when every run succeeded", () => {
    expect(experimentEnding(["succeeded", "succeeded"])).toEqual({
      status: "succeeded",
      detail: null,
    });
  });

  it("is partial, never a plain success, when some runs failed", () => {
    const statuses = [...Array<string>(120).fill("succeeded"), ...Array<string>(8).fill("failed")];
    expect(experimentEnding(statuses)).toEqual({
      status: "partial",
      detail: "8 of 128 runs did not succeed",
    });
  });

  it("is failed when no run succeeded", () => {
    expect(experimentEnding(["failed", "interrupted"])).toEqual({
      status: "failed",
      detail: "2 of 2 runs did not succeed",
    });
  });
});
