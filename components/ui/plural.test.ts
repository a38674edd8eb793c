import { describe, expect, it } from "vitest";
import { nounFor, pluralize } from "./plural";

describe("pluralize", () => {
  it("says 1 call, 0 calls, 2 calls and groups thousands", () => {
    expect(pluralize(1, "call")).toBe("1 call");
    expect(pluralize(0, "call")).toBe("0 calls");
    expect(pluralize(2, "call")).toBe("2 calls");
    expect(pluralize(5002, "item")).toBe("5,002 items");
  });

  it("takes an irregular plural", () => {
    expect(pluralize(1, "child", "children")).toBe("1 child");
    expect(pluralize(4, "child", "children")).toBe("4 children");
    expect(nounFor(1, "was", "were")).toBe("was");
    expect(nounFor(3, "was", "were")).toBe("were");
  });
});
