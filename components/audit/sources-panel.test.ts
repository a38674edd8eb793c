import { describe, expect, it } from "vitest";
import { sourcesPanelStacked } from "./sources-panel";

describe("sourcesPanelStacked", () => {
  it("is stacked when the panel starts at or below the answer's end (a 390 px page)", () => {
    expect(sourcesPanelStacked({ top: 1_400 }, { bottom: 1_380 })).toBe(true);
    expect(sourcesPanelStacked({ top: 1_380 }, { bottom: 1_380 })).toBe(true);
  });

  it("is beside the answer when the panel starts above the answer's end (lg and up)", () => {
    expect(sourcesPanelStacked({ top: 180 }, { bottom: 640 })).toBe(false);
  });
});
