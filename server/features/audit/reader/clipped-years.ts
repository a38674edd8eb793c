/**
 * A year clipped to its last two digits after an apostrophe, said after a month (issue 14,
 * eighty-second reader round): "March '27", "the close of Mar ’27", "when March '27 closes".
 * chrono reads the month alone and guesses its year; the clipped year is the one the writer
 * meant, so it is written out in full before the parser reads the text ("March '27" → "March
 * 2027"), a two-digit year up to 50 in this century and the rest in the last (the pivot chrono
 * itself uses for a two-digit year, findMostLikelyADYear). A clipped year after no month ("the class of '27") is left.
 */

const MONTH =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec";

/** A month name, then an apostrophe and two digits that end a word. */
const CLIPPED_YEAR = new RegExp(String.raw`\b((?:${MONTH})\.?\s+)['’‘](\d{2})(?![\w'’])`, "gi");

const fullYear = (digits: string) => `${Number(digits) <= 50 ? 20 : 19}${digits}`;

/** The text with clipped years after a month written out ("March '27" → "March 2027"). */
export function clippedYearsToDigits(text: string): string {
  return text.replace(CLIPPED_YEAR, (_whole, month: string, digits: string) => {
    return `${month}${fullYear(digits)}`;
  });
}

/**
 * Where a date read in the rewritten text (`found`, "March 2027") stands in the original text:
 * the original's own wording ("March '27"), or null when it holds no clipped form of it.
 */
export function clippedOriginal(text: string, found: string): string | null {
  const escaped = found.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = escaped.replace(
    /\b(?:19|20)(\d{2})\b/g,
    (year: string, digits: string) => `(?:${year}|['’‘]${digits})`,
  );
  if (pattern === escaped) return null;
  return new RegExp(pattern, "i").exec(text)?.[0] ?? null;
}
