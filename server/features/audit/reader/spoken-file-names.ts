import { contentWords } from "../entities";

/**
 * A source file named in words (issue 14, third cross-set residual round): "the version router"
 * names src/adapters/version-router.ts as its file name would. Only a file name of two or more
 * parts, spoken as those words in order (a plural or a possessive of the last allowed): one word
 * of it alone ("the router") names no file, nor does a name with a noun every answer counts
 * ("any merchant config" speaks of configuration in general, third round).
 */

/** The parts of each compound file name in a text ("version-router.ts" → version, router). */
function fileNameParts(text: string): string[][] {
  return [
    ...text.matchAll(/(?:^|[\s/])([a-z][a-z0-9]*(?:[-_][a-z][a-z0-9]*)+)\.[a-z]{1,5}\b/gi),
  ].map((match) => match[1]!.toLowerCase().split(/[-_]/));
}

/** Does `clause` name a compound file of `itemText` by its parts spoken as words? */
export function namesFileInWords(
  itemText: string,
  clause: string,
  /** Nouns the findings count ("merchant"). */
  countNouns: ReadonlySet<string>,
): boolean {
  return fileNameParts(itemText).some(
    (parts) =>
      !parts.some((part) => [...contentWords(part)].some((word) => countNouns.has(word))) &&
      new RegExp(String.raw`\b${parts.join(String.raw`\s+`)}(?:s|'s|’s)?\b`, "i").test(clause),
  );
}
