import { describe, expect, it } from "vitest";
import {
  canSendCorrection,
  correctionHint,
  correctionPlaceholder,
  movesFocusOnClose,
  unsentDraft,
} from "./correction-form";

describe("the correction form", () => {
  it("keeps Send disabled for an empty or whitespace-only correction and while one is sending", () => {
    expect(canSendCorrection("", false)).toBe(false);
    expect(canSendCorrection("   \n\t ", false)).toBe(false);
    expect(canSendCorrection("skip the sandbox", false)).toBe(true);
    expect(canSendCorrection("skip the sandbox", true)).toBe(false);
  });

  it("says which corrections the scripted model acts on: a child its documented forms, a parent none", () => {
    expect(correctionHint({ scripted: true, role: "child" })).toBe(
      "Scripted model: a child on the ledgerline sample acts only on “stop and report”, “skip X” and “also check Y” (see the README); anything else is recorded and answered “not acted on”.",
    );
    expect(correctionHint({ scripted: true, role: "parent" })).toBe(
      "Scripted model: the parent acts on no correction; each is recorded and answered “not acted on”.",
    );
    expect(correctionHint({ scripted: false, role: "child" })).toBeNull();
  });

  it("gives the parent's box its own example, pointing child research to the child's box", () => {
    expect(correctionPlaceholder("child")).toBe(
      "e.g. Also check the sandbox adapter's version pin before concluding.",
    );
    expect(correctionPlaceholder("parent")).toMatch(
      /^e\.g\. Answer only from the children's debriefs/,
    );
    expect(correctionPlaceholder("parent")).toContain("use that child's box");
  });
});

describe("the focus when the correction box goes away", () => {
  const closing = { wasShown: true, shown: false, focusWasInside: true, focusLost: true };

  it("moves to the closed notice when the box held the focus and it dropped to the page", () => {
    expect(movesFocusOnClose(closing)).toBe(true);
  });

  it("stays where it is otherwise", () => {
    expect(movesFocusOnClose({ ...closing, focusWasInside: false })).toBe(false);
    expect(movesFocusOnClose({ ...closing, focusLost: false })).toBe(false);
    expect(movesFocusOnClose({ ...closing, shown: true })).toBe(false);
    expect(movesFocusOnClose({ ...closing, wasShown: false })).toBe(false);
  });

  it("keeps a correction typed but not sent when the agent ends, and says it was not sent", () => {
    expect(unsentDraft("  stop and report what you have \n")).toBe(
      "Not sent (the agent ended first): stop and report what you have",
    );
    expect(unsentDraft("")).toBeNull();
    expect(unsentDraft(" \n\t ")).toBeNull();
  });
});
