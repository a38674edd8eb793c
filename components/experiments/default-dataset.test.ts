import { describe, expect, it } from "vitest";
import { defaultDatasetVersion } from "./default-dataset";

const listed = (...versions: string[]) => versions.map((version) => ({ version }));

describe("the new-experiment form's dataset version", () => {
  it("is the newest shipped version, whatever the order and the edited copies listed", () => {
    expect(defaultDatasetVersion(listed("v1", "v2"))).toBe("v2");
    expect(defaultDatasetVersion(listed("v1-u3", "v10", "v2", "v9"))).toBe("v10");
  });

  it("is the first listed when only edited copies exist, and empty for no datasets", () => {
    expect(defaultDatasetVersion(listed("v1-u1", "v1-u2"))).toBe("v1-u1");
    expect(defaultDatasetVersion([])).toBe("");
  });
});
