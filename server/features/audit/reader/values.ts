import nlp from "compromise";
import { clippedOriginal, clippedYearsToDigits } from "./clipped-years";
import { datesParser, EXTRA_DATE_HINT } from "./date-forms";
import { ordinalDayWordsToDigits, PERIOD_BOUNDARY_HINT } from "./spoken-dates";

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
  return text
    .replace(NUMBER_RUN, (run) => {
      const value = runValue(run);
      return value === null ? run : String(value);
    })
    .replace(GROUP_WORD, (word: string) => String(GROUP_SIZES[word.toLowerCase()] ?? word));
}

/** Nouns that name a group by its size ("the trio", "a dozen"): numbers in words too. */
const GROUP_SIZES: Record<string, number> = {
  trio: 3,
  triplet: 3,
  quartet: 4,
  quintet: 5,
  dozen: 12,
};
const GROUP_WORD = /\b(?:trio|triplet|quartet|quintet|dozen)\b/gi;

/** A date a text names: `key` is YYYY-MM-DD when the day is known, YYYY-MM otherwise. */
export interface DateValue {
  key: string;
  text: string;
  index: number;
}

const DATE_HINT =
  /\d{1,4}[/.-]\d{1,2}|\b\d{1,2}(?:st|nd|rd|th)?\s+of\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:\d|of|end|\d{4})|\b(?:end|start|beginning|middle) of (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
/** Reference date for relative expressions: fixed, so the same text always gives the same keys. */
const REFERENCE = new Date(Date.UTC(2026, 11, 1));

const MONTH =
  "january|february|march|april|may|june|july|august|september|october|november|december";
/** A year said in words after a month ("March twenty twenty-seven", "May nineteen ninety-nine"). */
const SPOKEN_YEAR = new RegExp(
  String.raw`\b((?:${MONTH})\b[^.;\n]{0,20}?)\b(nineteen|twenty)[\s-]+((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b`,
  "gi",
);

/** A month and a day past the twelfth, US order, without a year ("3/31", "12/15"). */
const US_SHORT_DATE = /^(?:0?[1-9]|1[0-2])\/(?:1[3-9]|2\d|3[01])$/;

const CAPITALISED_MONTH = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/;

/** The text with years said in words after a month as digits (same length not kept). */
function spokenYearsToDigits(text: string): string {
  return text.replace(SPOKEN_YEAR, (whole, before: string, century: string, rest: string) => {
    const value = runValue(rest);
    if (value === null || value >= 100) return whole;
    return `${before}${century.toLowerCase() === "twenty" ? 20 : 19}${String(value).padStart(2, "0")}`;
  });
}

/**
 * Dates in a text (see the module comment); a bare year or weekday is not a date here. A month
 * named without a year ("at the end of March") gets the year `????`: it matches that month of
 * any year (`sameDate`).
 */
export function datesIn(text: string): DateValue[] {
  const spoken = ordinalDayWordsToDigits(spokenYearsToDigits(clippedYearsToDigits(text)));
  if (
    !DATE_HINT.test(spoken) &&
    !EXTRA_DATE_HINT.test(spoken) &&
    !PERIOD_BOUNDARY_HINT.test(spoken)
  )
    return [];
  const dates: DateValue[] = [];
  for (const result of datesParser.parse(spoken, REFERENCE)) {
    const start = result.start;
    if (!start.isCertain("month")) continue;
    // Without a year, only a capitalised month name is a date ("they may 3 times" is not).
    // (A quarter's boundary with its year left relative, "end of Q1 next year", is one.)
    // (Nor is a bare "3/5", which may be a score; a US short date whose day cannot be a month,
    // "3/31", is one: twenty-eighth round.)
    if (
      !start.isCertain("year") &&
      !CAPITALISED_MONTH.test(result.text) &&
      !PERIOD_BOUNDARY_HINT.test(result.text) &&
      !US_SHORT_DATE.test(result.text)
    )
      continue;
    const year = start.isCertain("year") ? String(start.get("year")).padStart(4, "0") : "????";
    const month = String(start.get("month")).padStart(2, "0");
    const key = start.isCertain("day")
      ? `${year}-${month}-${String(start.get("day")).padStart(2, "0")}`
      : `${year}-${month}`;
    // Spoken years shift positions: the text is the original's when it still matches there.
    SPOKEN_YEAR.lastIndex = 0;
    // (A clipped year, "March '27", is found in the original by its clipped form.)
    const original =
      spoken === text || text.includes(result.text)
        ? result.text
        : (clippedOriginal(text, result.text) ?? SPOKEN_YEAR.exec(text)?.[0] ?? result.text);
    dates.push({ key, text: original, index: result.index });
  }
  return dates;
}

/**
 * Does a date a clause names (`key`, possibly `????-MM…` or `YYYY-MM`) name the date `other` (a
 * finding's, YYYY-MM-DD or YYYY-MM)? Unknown years and days match any.
 */
export function sameDate(key: string, other: string): boolean {
  const [year, month, day] = key.split("-");
  const [otherYear, otherMonth, otherDay] = other.split("-");
  if (year !== "????" && year !== otherYear) return false;
  if (month !== otherMonth) return false;
  return day === undefined || otherDay === undefined || day === otherDay;
}
