import { describe, expect, it } from "vitest";
import { runPageTitle } from "./run-page-title";

describe("a run's page title", () => {
  it("names the run by its question, so tabs of several runs tell apart", () => {
    expect(runPageTitle("Which merchants break when the provider retires API v2?", "run")).toBe(
      "Which merchants break when the provider retires API v2?",
    );
    expect(runPageTitle("Which merchants break?", "audit")).toBe("Audit: Which merchants break?");
  });

  it("keeps a long question to one line: whitespace folded, cut at a word with an ellipsis", () => {
    const question =
      "Which merchants break\n\nwhen the provider retires API v2, and which of them are on the sandbox adapter with its own pin?";
    expect(runPageTitle(question, "run")).toBe(
      "Which merchants break when the provider retires API v2, and…",
    );
  });

  it("shows bidirectional-text controls as markers, as every page does", () => {
    expect(runPageTitle("Which \u202Emerchants?", "run")).toBe("Which ⟦U+202E⟧merchants?");
  });
});
