import { describe, expect, it } from "vitest";
import { confirmStepKey } from "./use-confirm-step";

describe("the confirm step's keys", () => {
  it("backs out on Escape while confirming, as Keep running does", () => {
    expect(confirmStepKey("Escape", true)).toBe("keep");
  });

  it("leaves Escape alone before the first click, and every other key", () => {
    expect(confirmStepKey("Escape", false)).toBeNull();
    expect(confirmStepKey("Enter", true)).toBeNull();
    expect(confirmStepKey(" ", true)).toBeNull();
  });
});
