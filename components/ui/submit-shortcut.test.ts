import { describe, expect, it } from "vitest";
import { isSubmitShortcut, submitOnShortcut, type ShortcutKeyboardEvent } from "./submit-shortcut";

describe("submit shortcut", () => {
  const key = { key: "Enter", ctrlKey: false, metaKey: false };

  it("submits on Ctrl+Enter and ⌘+Enter", () => {
    expect(isSubmitShortcut({ ...key, ctrlKey: true })).toBe(true);
    expect(isSubmitShortcut({ ...key, metaKey: true })).toBe(true);
  });

  it("leaves plain Enter (a new line), other keys and IME composition alone", () => {
    expect(isSubmitShortcut(key)).toBe(false);
    expect(isSubmitShortcut({ ...key, key: "a", ctrlKey: true })).toBe(false);
    expect(isSubmitShortcut({ ...key, ctrlKey: true, isComposing: true })).toBe(false);
  });

  it("submitOnShortcut submits the form and keeps the new line out, only on the shortcut", () => {
    const calls: string[] = [];
    const form = { requestSubmit: () => void calls.push("submit") };
    const event = (overrides: Partial<ShortcutKeyboardEvent>): ShortcutKeyboardEvent => ({
      ...key,
      nativeEvent: { isComposing: false },
      preventDefault: () => void calls.push("preventDefault"),
      ...overrides,
    });
    expect(submitOnShortcut(event({ ctrlKey: true }), form)).toBe(true);
    expect(calls).toEqual(["preventDefault", "submit"]);
    expect(submitOnShortcut(event({ metaKey: true }), form)).toBe(true);
    expect(calls).toEqual(["preventDefault", "submit", "preventDefault", "submit"]);
    calls.length = 0;
    expect(submitOnShortcut(event({}), form)).toBe(false);
    expect(
      submitOnShortcut(event({ ctrlKey: true, nativeEvent: { isComposing: true } }), form),
    ).toBe(false);
    expect(calls).toEqual([]);
    // A form not mounted yet: the default is still kept out, nothing is submitted.
    expect(submitOnShortcut(event({ ctrlKey: true }), null)).toBe(true);
    expect(calls).toEqual(["preventDefault"]);
  });
});
