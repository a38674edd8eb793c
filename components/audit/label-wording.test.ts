import { describe, expect, it } from "vitest";
import { neutralTally } from "@/components/experiments/neutral-tally";
import { cueList } from "./cue-list";

describe("label wording", () => {
  it("counts a repeated hedge cue once: “Not searched” ×7", () => {
    expect(cueList(Array.from({ length: 7 }, () => "Not searched"))).toBe("“Not searched” ×7");
    expect(cueList(["may", "Not searched", "may", "likely"])).toBe(
      "“may” ×2, “Not searched”, “likely”",
    );
    expect(cueList([])).toBe("");
  });

  it("says a metric with no better direction is not ranked, with the cases and how many were equal", () => {
    expect(neutralTally(0, 3)).toBe("not ranked: 3 cases, none equal");
    expect(neutralTally(1, 3)).toBe("not ranked: 3 cases, 1 equal");
    expect(neutralTally(1, 1)).toBe("not ranked: 1 case, all equal");
    expect(neutralTally(0, 0)).toBe("not ranked: no case compared");
  });
});

describe("coverage entries wrap at spaces", () => {
  it("use overflow-wrap: anywhere (only a too-long token breaks inside), never break-all", async () => {
    const { COVERAGE_ENTRY_WRAP } = await import("@/components/run/coverage-view");
    expect(COVERAGE_ENTRY_WRAP).toBe("whitespace-normal wrap-anywhere");
    expect(COVERAGE_ENTRY_WRAP).not.toContain("break-all");
  });
});

describe("the scripted keyword policy's search count", () => {
  it("says 1 match, not (1 matches)", async () => {
    const { searchCount } = await import("@/server/runtime/providers/scripted/keyword-policy");
    expect(searchCount(1, 1)).toBe("1 match");
    expect(searchCount(17, 10)).toBe("17 matches, 10 seen");
    expect(searchCount(0, 0)).toBe("0 matches");
  });
});

describe("the transcript search's count", () => {
  it("agrees with its number: 1 item matches, 3 items match", async () => {
    const { matchingLabel } = await import("@/components/run/transcript-matching");
    expect(matchingLabel(1, "v2")).toBe("1 item matches “v2”");
    expect(matchingLabel(3, "v2")).toBe("3 items match “v2”");
  });
});
