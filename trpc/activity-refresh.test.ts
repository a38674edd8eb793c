import { describe, expect, it } from "vitest";
import { isActivityQueryKey } from "./activity-refresh";

describe("activity refresh after mutations", () => {
  it("matches tRPC activity queries only", () => {
    expect(
      isActivityQueryKey([["activity", "list"], { input: { limit: 50 }, type: "infinite" }]),
    ).toBe(true);
    expect(isActivityQueryKey([["activity"]])).toBe(true);
    expect(isActivityQueryKey([["drain", "status"], { type: "query" }])).toBe(false);
    expect(isActivityQueryKey(["activity"])).toBe(false);
    expect(isActivityQueryKey([])).toBe(false);
  });
});
