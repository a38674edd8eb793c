import { describe, expect, it } from "vitest";
import { runIdStart, shortRunId } from "./run-id";

describe("run ids as people read and type them", () => {
  it("shortens a run id to its first 8 characters after run_", () => {
    expect(shortRunId("run_3515c3a0-9c5")).toBe("3515c3a0");
    expect(shortRunId("run_1")).toBe("1");
    expect(shortRunId("legacy-id-123456")).toBe("legacy-i");
  });

  it("reads a typed id as the start of a run id, with or without run_", () => {
    expect(runIdStart(" 3515c3a0 ")).toBe("run_3515c3a0");
    expect(runIdStart("3515c3a0-9c5")).toBe("run_3515c3a0-9c5");
    expect(runIdStart("run_3515c3a0")).toBe("run_3515c3a0");
    expect(runIdStart("  ")).toBe("");
  });
});
