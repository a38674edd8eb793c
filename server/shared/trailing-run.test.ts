import { describe, expect, it } from "vitest";
import { withoutTrailingRun } from "./trailing-run";

describe("withoutTrailingRun", () => {
  it("drops the run at the end only, and returns the same string when there is none", () => {
    expect(withoutTrailingRun("SELECT 1; ;\n", /[;\s]/)).toBe("SELECT 1");
    expect(withoutTrailingRun(";;;", /;/)).toBe("");
    expect(withoutTrailingRun("a;b", /;/)).toBe("a;b");
  });

  it("keeps a run of 1,000,000 characters followed by text, and drops one at the end", () => {
    const run = "?".repeat(1_000_000);
    expect(withoutTrailingRun(`a${run}x`, /[?.!\s]/)).toBe(`a${run}x`);
    expect(withoutTrailingRun(`a${run}`, /[?.!\s]/)).toBe("a");
  });
});
