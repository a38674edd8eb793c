import { describe, expect, it } from "vitest";
import { InputValidationError } from "../../runtime/errors";
import {
  lookAlikeNameKey,
  looksLikeReservedName,
  namesLookAlike,
  refuseReservedLookAlike,
} from "./look-alike-name";

describe("lookAlikeNameKey", () => {
  it("gives a Latin name and its whole-Cyrillic, whole-Greek or digit look-alike one key", () => {
    const keys = (names: string[]) => names.map(lookAlikeNameKey);
    expect(keys(["Alex Cole", "Аӏех Соӏе", "АӀЕХ СОӀЕ", " Alex\u200B  Cole "])).toEqual([
      "alex cole",
      "alex cole",
      "alex cole",
      "alex cole",
    ]);
    expect(keys(["Bob", "B0b", "ВОВ", "Ｂｏｂ"])).toEqual(["bob", "bob", "bob", "bob"]);
    expect(keys(["Kate Noe", "ΚΑΤΕ ΝΟΕ", "Tia Moa", "Τια Μοα"])).toEqual([
      "kate noe",
      "kate noe",
      "tia rnoa",
      "tia rnoa",
    ]);
  });

  it('reads letters in their own case first: "AI" is "Al", "ai" is not "al"; "m" is "rn"', () => {
    expect(lookAlikeNameKey("AI")).toBe("al");
    expect(lookAlikeNameKey("Al")).toBe("al");
    expect(lookAlikeNameKey("ai")).toBe("ai");
    expect(lookAlikeNameKey("Tom")).toBe("torn");
    expect(lookAlikeNameKey("TOM")).toBe("torn");
    expect(lookAlikeNameKey("Torn")).toBe("torn");
  });

  it("keeps genuinely different Cyrillic and Greek names apart from the Latin ones", () => {
    for (const [latin, other] of [
      ["Alex", "Алексей"],
      ["Maria", "Мария"],
      ["Irina", "Ирина"],
      ["Sofia", "Σοφία"],
      ["Nikos", "Νίκος"],
      ["Vera", "Вера"],
    ] as const) {
      expect(namesLookAlike(latin, other), `${latin} / ${other}`).toBe(false);
    }
  });
});

describe("namesLookAlike", () => {
  it("is true for one name in another case or width, and for look-alike letters", () => {
    expect(namesLookAlike("ai", "AI")).toBe(true); // personNameKey
    expect(namesLookAlike("AI", "Al")).toBe(true); // capital I and small l: one stroke
    expect(namesLookAlike("ai", "al")).toBe(false);
    expect(namesLookAlike("Arnold", "Amold")).toBe(true);
    expect(namesLookAlike("Bob", "Bobby")).toBe(false);
  });
});

describe("looksLikeReservedName", () => {
  it("is true for reserved names written in Cyrillic, Greek or with digits", () => {
    const reserved = [
      "ЅУЅТЕМ",
      "ΗυΜΑΝ",
      "МоԁеӀ",
      "ΤΟΟΙ",
      "Тооӏ",
      "too1",
      "КіМі",
      "adrnin",
      "admin",
    ];
    expect(reserved.filter(looksLikeReservedName)).toEqual(reserved);
    expect(["Adminah", "Systema", "Алексей", "Tools"].filter(looksLikeReservedName)).toEqual([]);
  });

  it("refuseReservedLookAlike throws the schema's reserved-name message", () => {
    expect(() => refuseReservedLookAlike(" ЅУЅТЕМ ")).toThrow(
      new InputValidationError(
        'the name "ЅУЅТЕМ" is reserved (it would pass for a role, a model or the system): choose another',
      ),
    );
    expect(() => refuseReservedLookAlike("Alex Cole")).not.toThrow();
  });
});
