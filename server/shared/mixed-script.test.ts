import { describe, expect, it } from "vitest";
import { mixedConfusableScripts } from "./mixed-script";
import { personNameSchema } from "./user-inputs";

/**
 * A display name may not mix look-alike scripts (attack repro: "ореrator" with Cyrillic о, р, е
 * was accepted beside "operator", and runs sign corrections "human:<name>").
 */
describe("mixedConfusableScripts", () => {
  it.each([
    ["ореrator", ["Latin", "Cyrillic"]],
    ["Αlice", ["Latin", "Greek"]], // Greek capital alpha
    ["Дмитрий Οрлов", ["Cyrillic", "Greek"]], // Greek omicron
  ])("finds the scripts %s mixes", (name, scripts) => {
    expect(mixedConfusableScripts(name)).toEqual(scripts);
  });

  it.each([
    "operator",
    "Дмитрий Орлов",
    "Σοφία Παπαδοπούλου",
    "José Müller-Łukasz",
    "李 Wei",
    "山田 Taro",
    "김 Min-ji",
    "O'Brien 2",
  ])("accepts %s (one look-alike script at most)", (name) => {
    expect(mixedConfusableScripts(name)).toEqual([]);
  });
});

describe("personNameSchema", () => {
  it("refuses a mixed-script name with a message naming the scripts; keeps a one-script name", () => {
    const refused = personNameSchema.safeParse("ореrator");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      "the name mixes Latin and Cyrillic letters, which look alike (it could pass for another person's name): write it in one script",
    ]);
    expect(personNameSchema.parse(" Дмитрий Орлов ")).toBe("Дмитрий Орлов");
  });
});
