import { describe, expect, it } from "vitest";
import { runsEmptyText } from "./runs-panel";

describe("runsEmptyText", () => {
  it("points a role that starts runs to the form, and tells a reviewer who starts them", () => {
    expect(runsEmptyText(true)).toBe("Ask a question with the form to start the first run.");
    // A reviewer has no form beside the list: "with the form" pointed at nothing.
    expect(runsEmptyText(false)).toBe(
      "An engineer, operator or admin starts runs; they appear here as they start.",
    );
  });
});
