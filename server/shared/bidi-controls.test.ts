import { describe, expect, it } from "vitest";
import { bidiMarker, showBidiControls, showBidiControlsDeep } from "./bidi-controls";

describe("showBidiControls", () => {
  it("replaces every bidirectional control with a visible marker", () => {
    expect(showBidiControls("pay \u202Eedcba\u202C now")).toBe("pay ⟦U+202E⟧edcba⟦U+202C⟧ now");
    const all = "\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069";
    expect(showBidiControls(all)).toBe(
      "⟦U+061C⟧⟦U+200E⟧⟦U+200F⟧⟦U+202A⟧⟦U+202B⟧⟦U+202C⟧⟦U+202D⟧⟦U+202E⟧⟦U+2066⟧⟦U+2067⟧⟦U+2068⟧⟦U+2069⟧",
    );
    expect(bidiMarker("\u2067")).toBe("⟦U+2067⟧");
  });

  it("leaves other text, Arabic and Hebrew letters and zero-width joiners alone; idempotent", () => {
    const text = "שלום مرحبا a\u200Db 🙂";
    expect(showBidiControls(text)).toBe(text);
    const once = showBidiControls("x\u202Ey");
    expect(showBidiControls(once)).toBe(once);
  });

  it("maps every string of plain objects and arrays, leaving dates and the input untouched", () => {
    const at = new Date(0);
    const input = { answer: "a\u202Eb", items: [{ text: "\u2066c\u2069", n: 1 }], at, none: null };
    expect(showBidiControlsDeep(input)).toEqual({
      answer: "a⟦U+202E⟧b",
      items: [{ text: "⟦U+2066⟧c⟦U+2069⟧", n: 1 }],
      at,
      none: null,
    });
    expect(showBidiControlsDeep(input).at).toBe(at);
    expect(input.answer).toBe("a\u202Eb");
  });
});
