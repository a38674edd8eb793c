import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { correctionTextSchema } from "@/server/shared/correction-input";
import { MAX_CORRECTION_LENGTH } from "@/server/shared/limits";
import { CharacterCounter, characterCount } from "./character-counter";

describe("character counter", () => {
  it("counts the trimmed text, as the server's schema does", () => {
    expect(characterCount("  hello \n", 10)).toEqual({ used: 5, over: false });
    expect(characterCount("", 10)).toEqual({ used: 0, over: false });
  });

  it("is over the limit exactly when the correction schema refuses the text", () => {
    const atLimit = "x".repeat(MAX_CORRECTION_LENGTH);
    const overLimit = `${atLimit}x`;
    expect(characterCount(`  ${atLimit}  `, MAX_CORRECTION_LENGTH).over).toBe(false);
    expect(correctionTextSchema.safeParse(`  ${atLimit}  `).success).toBe(true);
    expect(characterCount(overLimit, MAX_CORRECTION_LENGTH).over).toBe(true);
    expect(correctionTextSchema.safeParse(overLimit).success).toBe(false);
  });

  it("shows used / limit, red and marked once over", () => {
    const under = renderToStaticMarkup(
      createElement(CharacterCounter, { text: "abc", limit: 4000, testId: "count" }),
    );
    expect(under).toBe(
      '<span data-testid="count" data-over="false" aria-live="polite" class="text-xs tabular-nums text-zinc-400">3 / 4,000<span class="sr-only"> characters</span></span>',
    );
    const over = renderToStaticMarkup(createElement(CharacterCounter, { text: "abcde", limit: 4 }));
    expect(over).toContain('data-over="true"');
    expect(over).toContain("text-red-700");
    expect(over).toContain('5 / 4<span class="sr-only"> characters, over the limit</span>');
  });
});
