import fc from "fast-check";
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import {
  countO200kTokens,
  heapBytePairMergeCount,
  LIBRARY_MERGE_MAX_PIECE_CHARACTERS,
  type MergeWork,
} from "./o200k-count";
import { o200kTokenCounter } from "./token-counter";

/** gpt-tokenizer's own count, special-token strings counted as text. */
const libraryCount = (text: string) => countTokens(text, { disallowedSpecial: new Set() });

/** Fragments that exercise each pre-tokenizer branch (letters by case, marks, digits, …). */
const fragments = [
  "a",
  "ab",
  "the",
  "Zq",
  "ABC",
  "ǅ",
  "é",
  "e\u0301",
  "中",
  "😀",
  "7",
  "1234",
  "!",
  "?!",
  "'s",
  "'LL",
  " ",
  "  ",
  "\t",
  "\n",
  "\r\n",
  " \n",
  "/",
  "\u3000",
  "<|endoftext|>",
  "x_y",
];

/** Texts of fragments, some repeated into runs longer than the library-merge limit. */
const texts = fc
  .array(
    fc.tuple(
      fc.constantFrom(...fragments),
      fc.oneof(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: LIBRARY_MERGE_MAX_PIECE_CHARACTERS, max: 700 }),
      ),
    ),
    { minLength: 1, maxLength: 12 },
  )
  .map((runs) => runs.map(([fragment, times]) => fragment.repeat(times)).join(""));

describe("countO200kTokens", () => {
  it("equals gpt-tokenizer's count for random texts, long runs included (fast-check)", () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(countO200kTokens(text)).toBe(libraryCount(text));
      }),
      { numRuns: 150 },
    );
  });

  it("equals gpt-tokenizer's count on runs of random letters and random Unicode", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: fc.constantFrom("a", "b", "e", "n", "r", "s", "t"), maxLength: 600 }),
          fc.string({ unit: "grapheme", maxLength: 400 }),
          fc.string({ unit: "binary", maxLength: 400 }),
        ),
        (text) => {
          expect(countO200kTokens(text)).toBe(libraryCount(text));
        },
      ),
      { numRuns: 100 },
    );
  });

  it("counts 200,000 letters without spaces exactly, with linear merge work", () => {
    // gpt-tokenizer's own merge took ~4 minutes on this (attack repro 13); it counts 8,000 "a"
    // as 1,000 tokens (one per 8 letters), so 200,000 "a" are 25,000 tokens.
    expect(libraryCount("a".repeat(8_000))).toBe(1_000);
    expect(countO200kTokens("a".repeat(200_000))).toBe(25_000);
    expect(o200kTokenCounter.count("a".repeat(200_000))).toBe(25_000);

    const piece = "a".repeat(200_000);
    const work: MergeWork = { rankLookups: 0 };
    expect(heapBytePairMergeCount(new TextEncoder().encode(piece), piece, work)).toBe(25_000);
    expect(work.rankLookups).toBeLessThanOrEqual(3 * piece.length);
  });

  it("merges by bytes and by ASCII string alike", () => {
    const piece = "abracadabra".repeat(60);
    const bytes = new TextEncoder().encode(piece);
    expect(heapBytePairMergeCount(bytes)).toBe(heapBytePairMergeCount(bytes, piece));
    expect(heapBytePairMergeCount(bytes)).toBe(libraryCount(piece));
  });

  it("counts special-token strings as text instead of throwing", () => {
    expect(() => countTokens("see <|endoftext|> here")).toThrow(/Disallowed special token/);
    expect(countO200kTokens("see <|endoftext|> here")).toBe(libraryCount("see <|endoftext|> here"));
    expect(countO200kTokens("")).toBe(0);
  });
});
