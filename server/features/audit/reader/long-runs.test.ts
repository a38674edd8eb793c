import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { confidenceRatings } from "./confidence-ratings";
import { narrowSpans } from "./conjunct-scope";
import { ordinalDayWordsToDigits } from "./spoken-dates";

/**
 * The free-text reader on long runs of spaces and line breaks (a blanked parenthesis leaves
 * one as long as the parenthesis): patterns that read back over the run before every position
 * (a lookbehind) or retried it from each of its positions were quadratic, seconds on a 50,000-
 * character answer and minutes on these 200,000-character texts. Outcomes are asserted exactly.
 */
describe("the free-text reader on long runs", () => {
  it("a rating after 200,000 spaces, line breaks or marks is read as on a short line", () => {
    const spaces = " ".repeat(200_000);
    expect(confidenceRatings(`${spaces}\n- 70%: the vendor drops v1`)).toEqual({
      hedging: ["70%"],
      certain: [],
    });
    expect(confidenceRatings(`${"\n".repeat(200_000)}100 %: all six`)).toEqual({
      hedging: [],
      certain: ["100 %"],
    });
    expect(confidenceRatings(`(${spaces}~ 80%: retries)`)).toEqual({
      hedging: ["~ 80%"],
      certain: [],
    });
    expect(confidenceRatings(`${"- ".repeat(100_000)}x 70%: no rating here`)).toEqual({
      hedging: [],
      certain: [],
    });
  });

  it("reads percentages as the lookbehind pattern did", () => {
    const before = new RegExp(
      String.raw`(?:^|(?<=[\n(]\s*)|(?<=^[\s*_>#-]*))~?\s*(\d{1,3}(?:[.,]\d+)?)\s?%(?=\s*[:—–]|\s+-\s)`,
      "gim",
    );
    const piece = fc.constantFrom(
      "(",
      ")",
      "\n",
      " ",
      "\t",
      "*",
      "-",
      "#",
      ">",
      "~",
      "70",
      "100",
      "%",
      ":",
      "—",
      " - ",
      "a",
      "1.",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const text = pieces.join("");
        const expected = [...text.matchAll(before)]
          .filter((match) => Number(match[1]!.replace(",", ".")) <= 100)
          .map((match) => match[0].trim().toLowerCase());
        const { hedging, certain } = confidenceRatings(text);
        expect([...hedging, ...certain].sort()).toEqual(expected.sort());
      }),
      { numRuns: 3000 },
    );
  });

  it("a conjunct after 200,000 spaces is found where it starts", () => {
    const head = `3 merchants break${" ".repeat(200_000)}`;
    expect(narrowSpans(`${head} plus possibly a_0005 through the queue`)).toEqual([
      {
        start: head.length + 1,
        end: head.length + 39,
        text: "plus possibly a_0005 through the queue",
        families: new Set(["epistemic", "incomplete"]),
      },
    ]);
  });

  it("an ordinal day 200,000 spaces after its month is read as a day; one after a long run of other words is not", () => {
    const spaces = " ".repeat(200_000);
    expect(ordinalDayWordsToDigits(`June${spaces}the thirty-first, and the first of July`)).toBe(
      `June${spaces}the 31st, and the 1st of July`,
    );
    const words = "x ".repeat(100_000);
    expect(ordinalDayWordsToDigits(`June ${words}first`)).toBe(`June ${words}first`);
  });
});
