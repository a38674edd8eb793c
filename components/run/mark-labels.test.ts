import { describe, expect, it } from "vitest";
import { markLabelsFit, shortMarkLabel } from "./mark-labels";

/** The fan-out run's parent: four spawns after request 1, four returns after request 2. */
const fanOutXs = [1.3, 1.433, 1.567, 1.7, 2.3, 2.433, 2.567, 2.7];
const longLabels = ["spawn 1", "spawn 2", "spawn 3", "spawn 4", "return 1", "return 4"];

describe("the window chart's mark labels", () => {
  it("keeps the long labels where the marks are far enough apart (a 1280 px page: an 800 px plot)", () => {
    expect(
      markLabelsFit({
        markXs: fanOutXs,
        firstX: 1,
        lastX: 3,
        plotWidthPx: 800,
        labels: longLabels,
      }),
    ).toBe(true);
  });

  it("asks for the short labels where the long ones would overlap (a 390 px page)", () => {
    // 0.13 of a 2-wide range on 270 px is about 17 px; "return 1" needs 52.
    expect(
      markLabelsFit({
        markXs: fanOutXs,
        firstX: 1,
        lastX: 3,
        plotWidthPx: 270,
        labels: longLabels,
      }),
    ).toBe(false);
    // The short ones ("s1") fit there.
    expect(
      markLabelsFit({
        markXs: fanOutXs,
        firstX: 1,
        lastX: 3,
        plotWidthPx: 270,
        labels: ["s1", "r4"],
      }),
    ).toBe(true);
  });

  it("keeps the long labels before the chart is measured, and with one mark or one x", () => {
    const base = { firstX: 1, lastX: 3, labels: longLabels };
    expect(markLabelsFit({ ...base, markXs: fanOutXs, plotWidthPx: null })).toBe(true);
    expect(markLabelsFit({ ...base, markXs: [1.5], plotWidthPx: 100 })).toBe(true);
    expect(
      markLabelsFit({ markXs: [1, 1], firstX: 1, lastX: 1, plotWidthPx: 100, labels: longLabels }),
    ).toBe(true);
  });

  it("shortens a label to the kind's first letter and the child's number", () => {
    expect(shortMarkLabel("spawn", 1)).toBe("s1");
    expect(shortMarkLabel("return", 4)).toBe("r4");
  });
});
