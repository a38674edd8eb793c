import { describe, expect, it } from "vitest";
import { correctionTextSchema } from "./correction-input";
import { hasVisibleText } from "./input-rules";
import { questionSchema } from "./run-inputs";
import { personNameKey, personNameSchema } from "./user-inputs";

/** The Braille pattern blank: a symbol with no dots, shown as a space. */
const BLANK = "\u2800";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe("the Braille pattern blank (U+2800) shows nothing", () => {
  it("is not visible text, alone or with spaces and format characters", () => {
    expect(hasVisibleText(BLANK)).toBe(false);
    expect(hasVisibleText(`${BLANK} ${BLANK}\u200B`)).toBe(false);
    expect(hasVisibleText(`${BLANK}⠁`)).toBe(true); // a pattern with a dot shows
  });

  it("makes a name, a question or a correction of blanks alone empty", () => {
    expect(messages(personNameSchema.safeParse(`${BLANK}${BLANK}`))).toEqual([
      "the name must not be empty",
    ]);
    expect(messages(questionSchema.safeParse(`${BLANK} ${BLANK}`))).toEqual([
      "the question must not be empty",
    ]);
    expect(messages(correctionTextSchema.safeParse(BLANK))).toEqual([
      "the correction must not be empty",
    ]);
    expect(questionSchema.safeParse(`Why?${BLANK}`).success).toBe(true);
  });

  it("compares as a space in display names", () => {
    expect(personNameKey(`Dana${BLANK}Smith`)).toBe(personNameKey("Dana Smith"));
    expect(personNameKey(`Dana Smith${BLANK}`)).toBe("dana smith");
    expect(personNameKey(`Dana${BLANK} ${BLANK}Smith`)).toBe("dana smith");
    expect(personNameKey("Dana⠁Smith")).not.toBe(personNameKey("Dana Smith"));
  });
});
