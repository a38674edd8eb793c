/**
 * The shape of a language's table of English glosses (other-language-glosses.ts) and the number
 * words every table lists.
 */

/** Phrase or word (lower case; alternatives split by "|") → its English gloss. */
export type GlossTable = ReadonlyArray<readonly [string, string]>;

/** Number words in counting order from `first`, each glossed as its figure. */
export const counted = (words: string, first: number): GlossTable =>
  words.split(" ").map((word, index) => [word, String(first + index)] as const);
