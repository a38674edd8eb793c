import * as chrono from "chrono-node";
import nlp from "compromise";

/**
 * Values in an answer's text, normalised with well-kept libraries (issue 14): number words
 * ("nineteen", "twenty-four") become digits through compromise's number parser, and dates in
 * any common form ("3/31/2027", "March 31, 2027", "end of March 2027", "2027-03-31") become
 * ISO keys through chrono-node. Both are gated by a cheap test, so text without number words
 * or date-like tokens never reaches the parsers.
 */

const WORD =
  "zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand";
/** A run of number words: "nineteen", "twenty-four", "two hundred and five". */
const NUMBER_RUN = new RegExp(`\\b(?:${WORD})(?:[\\s-]+(?:and[\\s-]+)?(?:${WORD}))*\\b`, "gi");
const converted = new Map<string, number | null>();

/** The value of one run of number words, parsed by compromise (cached); null if none. */
function runValue(run: string): number | null {
  const key = run.toLowerCase();
  if (!converted.has(key)) {
    const value = (nlp(key).numbers().get() as unknown[])[0];
    converted.set(key, typeof value === "number" && Number.isInteger(value) ? value : null);
  }
  return converted.get(key) ?? null;
}

/** The text with cardinal number words as digits ("Nineteen merchants" → "19 merchants"). */
export function numberWordsToDigits(text: string): string {
  return text.replace(NUMBER_RUN, (run) => {
    const value = runValue(run);
    return value === null ? run : String(value);
  });
}

/** A date a text names: `key` is YYYY-MM-DD when the day is known, YYYY-MM otherwise. */
export interface DateValue {
  key: string;
  text: string;
  index: number;
}

const DATE_HINT =
  /\d{1,4}[/.-]\d{1,2}|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:\d|of|end|\d{4})|\b(?:end|start|beginning|middle) of (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
/** Reference date for relative expressions: fixed, so the same text always gives the same keys. */
const REFERENCE = new Date(Date.UTC(2026, 11, 1));

/** Dates in a text (see the module comment); a bare year or weekday is not a date here. */
export function datesIn(text: string): DateValue[] {
  if (!DATE_HINT.test(text)) return [];
  const dates: DateValue[] = [];
  for (const result of chrono.parse(text, REFERENCE)) {
    const start = result.start;
    if (!start.isCertain("month") || !start.isCertain("year")) continue;
    const year = String(start.get("year")).padStart(4, "0");
    const month = String(start.get("month")).padStart(2, "0");
    const key = start.isCertain("day")
      ? `${year}-${month}-${String(start.get("day")).padStart(2, "0")}`
      : `${year}-${month}`;
    dates.push({ key, text: result.text, index: result.index });
  }
  return dates;
}
