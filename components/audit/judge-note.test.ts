import { describe, expect, it } from "vitest";
import { judgeUnavailableNote } from "./judge-note";

describe("the note on the model judge's second opinion", () => {
  it("tells a reviewer how to get a judge when no real provider is configured", () => {
    const note = judgeUnavailableNote({ canAsk: true, optionCount: 0 });
    expect(note).toContain("a model judge needs a real provider");
    expect(note).toContain("OPENAI_API_KEY");
    expect(note).toContain("“Second opinion” button");
  });

  it("says nothing when a judge can be asked, or to a role that may not ask", () => {
    expect(judgeUnavailableNote({ canAsk: true, optionCount: 1 })).toBeNull();
    expect(judgeUnavailableNote({ canAsk: false, optionCount: 0 })).toBeNull();
  });
});
