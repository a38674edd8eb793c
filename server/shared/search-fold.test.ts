import { describe, expect, it } from "vitest";
import { foldForSearch } from "./search-fold";

/** Spellings people type for the same word, each group folding to one text. */
const SAME: [string, string[]][] = [
  ["zürich", ["ZÜRICH", "Zürich", "zu\u0308rich", "ZU\u0308RICH"]],
  ["ärger", ["ÄRGER", "Ärger", "a\u0308rger"]],
  ["café", ["CAFÉ", "cafe\u0301", "CAFE\u0301"]],
  ["οδοσ", ["ΟΔΟΣ", "οδος", "Οδος"]],
  ["σίσυφοσ", ["ΣΊΣΥΦΟΣ", "Σίσυφος"]],
  ["istanbul", ["İSTANBUL", "İstanbul", "ıstanbul", "Istanbul"]],
  ["strasse", ["Straße", "STRASSE", "STRAẞE", "straße"]],
  ["file", ["ﬁle", "FILE"]],
  ["abc", ["ＡＢＣ", "ａｂｃ"]],
];

describe("foldForSearch", () => {
  it.each(SAME)("folds every spelling of %j to it", (folded, spellings) => {
    expect(foldForSearch(folded)).toBe(folded);
    for (const spelling of spellings) expect(foldForSearch(spelling)).toBe(folded);
  });

  it("is toLowerCase on ASCII and leaves LIKE's special characters alone", () => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join("");
    expect(foldForSearch(ascii)).toBe(ascii.toLowerCase());
    expect(foldForSearch("100% OF fee_v3 \\")).toBe("100% of fee_v3 \\");
  });

  it("is idempotent on every code point, and keeps a folded query inside its folded text", () => {
    let checked = 0;
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const once = foldForSearch(String.fromCodePoint(code));
      if (foldForSearch(once) !== once) throw new Error(`not idempotent at U+${code.toString(16)}`);
      checked++;
    }
    expect(checked).toBe(0x110000 - 0x800);
    expect(foldForSearch("Die STRAẞE in ZÜRICH")).toContain(
      foldForSearch("straße in zu\u0308rich"),
    );
  });

  it("is idempotent where a dot above is left after an i", () => {
    // İ + U+0307 lowercases to i + two dots above; i + U+035D + U+0307 becomes i + U+0307 +
    // U+035D under NFKC (canonical order).
    const texts = ["İ\u0307", "ı\u0307\u0307", "İ\u0307\u0307STANBUL", "i\u035d\u0307"];
    expect(texts.map(foldForSearch)).toEqual(["i", "i", "istanbul", "i\u035d"]);
    for (const text of texts) expect(foldForSearch(foldForSearch(text))).toBe(foldForSearch(text));
  });
});
