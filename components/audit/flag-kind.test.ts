import { describe, expect, it } from "vitest";
import { flagItemKey, flagKindLabel } from "./flag-kind";

describe("flag kind wording", () => {
  it("names each kind of dropped item as the run audit's and a pasted answer's flags show it", () => {
    expect(flagKindLabel("finding")).toBe("hedged finding");
    expect(flagKindLabel("assumption")).toBe("assumption");
    expect(flagKindLabel("unresolved")).toBe("unresolved question");
    expect(flagKindLabel("not_searched")).toBe("area not searched");
    expect(flagKindLabel("budget_exhausted")).toBe("budget exhausted");
  });

  it("takes the item's key out of its id or label", () => {
    expect(flagItemKey("fallback-researcher/A2")).toBe("A2");
    expect(flagItemKey("agent_mx7i/F1")).toBe("F1");
    expect(flagItemKey("U1")).toBe("U1");
  });
});
