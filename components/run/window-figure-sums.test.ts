import { describe, expect, it } from "vitest";
import type { WindowFigures } from "@/server/shared/window-figures";
import {
  debriefCell,
  groupLabel,
  groupWindow,
  growthSentence,
  returnSums,
} from "./window-figure-sums";

function figure(
  child: string,
  beforeSpawn: number,
  afterReturn: number,
  returnTokens: number | null,
  transcriptTokens: number | null,
): WindowFigures {
  return {
    parentAgentId: "parent",
    childAgentId: child,
    beforeSpawn,
    childPeak: 4_000,
    afterReturn,
    transcriptTokens,
    returnTokens,
  };
}

describe("window figure sums (the newcomer's contradicting figures)", () => {
  it("single child: names the window growth (1,017) apart from the debrief's size (884)", () => {
    const figures = [figure("a", 22_000, 23_017, 884, 6_500)];
    expect(returnSums(figures)).toEqual({
      children: 1,
      debriefTokens: 884,
      transcriptTokens: 6_500,
      extraTokens: 5_616,
    });
    expect(groupWindow(figures).growth).toBe(1_017);
    expect(growthSentence(figures)).toBe(
      "The parent's window grew by 1,017 tokens from the spawn to the return: the spawn call and its brief, the wait, and the debrief (884 tokens).",
    );
  });

  it("fan-out: the debrief column adds up to the sum the text and the chart quote (2,200)", () => {
    const figures = [
      figure("a", 22_000, 23_946, 627, 5_000),
      figure("b", 22_100, 23_946, 742, 5_100),
      figure("c", 22_200, 23_946, 486, 5_200),
      figure("d", 22_300, 23_946, 345, 5_300),
    ];
    const cells = figures.map((row) => debriefCell(row));
    expect(cells).toEqual([627, 742, 486, 345]);
    const sums = returnSums(figures)!;
    expect(sums.debriefTokens).toBe(2_200);
    expect(cells.reduce((sum, cell) => sum! + cell!, 0)).toBe(sums.debriefTokens);
    expect(sums.transcriptTokens).toBe(20_600);
    expect(sums.extraTokens).toBe(18_400);
    expect(groupWindow(figures)).toEqual({
      before: 22_000,
      after: 23_946,
      growth: 1_946,
      peak: 4_000,
    });
    expect(growthSentence(figures)).toBe(
      "The parent's window grew by 1,946 tokens from the first spawn to the last return: the spawn calls and their briefs, the waits and 4 debriefs (2,200 tokens on their own; debriefs delivered in one wait result are merged, findings deduplicated, so they can add less).",
    );
  });

  it("two children, one cancelled: the growth (893) is not called the debrief; the debrief is 629", () => {
    const figures = [figure("a", 22_000, 22_893, 629, 5_000), figure("b", 22_100, 22_893, 60, 900)];
    const failed = new Set(["b"]);
    expect(returnSums(figures, failed)).toEqual({
      children: 1,
      debriefTokens: 629,
      transcriptTokens: 5_000,
      extraTokens: 4_371,
    });
    expect(figures.map((row) => debriefCell(row, failed))).toEqual([629, null]);
    expect(growthSentence(figures, failed)).toBe(
      "The parent's window grew by 893 tokens from the first spawn to the last return: the spawn calls and their briefs, the waits, 1 debrief (629 tokens) and what 1 child without a debrief returned.",
    );
    // A cancelled child with no return record at all is not counted either.
    const noRecord = [
      figure("a", 22_000, 22_893, 629, 5_000),
      figure("b", 22_100, 22_893, null, null),
    ];
    expect(returnSums(noRecord)?.debriefTokens).toBe(629);
  });

  it("says nothing about growth before a return or for inline research", () => {
    expect(
      growthSentence([{ ...figure("a", 1_000, 0, null, null), afterReturn: null }]),
    ).toBeNull();
    expect(
      growthSentence([{ ...figure("a", 1_000, 1_500, null, null), childAgentId: null }]),
    ).toBeNull();
  });

  it("names the group row 'Both together' for two children and 'All N together' for more", () => {
    expect(groupLabel(2)).toBe("Both together");
    expect(groupLabel(4)).toBe("All 4 together");
  });
});
