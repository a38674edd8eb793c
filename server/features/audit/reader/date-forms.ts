import * as chrono from "chrono-node";
import nlp from "compromise";
import { PERIOD_BOUNDARY } from "./spoken-dates";

/**
 * chrono-node (the date parser values.ts uses) taught three written date forms it does not read
 * by itself (issue 14): a Roman-numeral month ("31-III-2027", "31.iii.2027"), a day counted
 * within its year ("the ninetieth day of 2027", "day 90 of 2027") and a month before "the" and
 * its day ("March the 31st, 2027"). (A compact ISO basic date,
 * "20270331", is still not read: chrono's refiners drop an all-digit match.) Each parser returns certain day, month and year components, or null when
 * the parts make no calendar date.
 */

const ROMAN_MONTHS = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"];

/** Day, month, year of the `ordinal`-th day (1-based) of `year`, or null past its end. */
function dayOfYear(ordinal: number, year: number) {
  const date = new Date(Date.UTC(year, 0, ordinal));
  if (ordinal < 1 || date.getUTCFullYear() !== year) return null;
  return { day: date.getUTCDate(), month: date.getUTCMonth() + 1, year };
}

/** A calendar-valid day, month and year, or null ("31-II-2027" is none). */
function calendarDate(day: number, month: number, year: number) {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { day, month, year }
    : null;
}

/** The value of an ordinal or cardinal ("ninetieth", "90th", "90"), via compromise; else null. */
function ordinalValue(text: string): number | null {
  const digits = /^(\d{1,3})(?:st|nd|rd|th)?$/i.exec(text);
  if (digits) return Number(digits[1]);
  const value = (nlp(text.replace(/-/g, " ")).numbers().get() as unknown[])[0];
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

const precededByDigit = (text: string, index: number | undefined) =>
  index !== undefined && index > 0 && /\d/.test(text[index - 1]!);

const ROMAN_MONTH_DATE: chrono.Parser = {
  pattern: () => /\b(\d{1,2})[-./ ](i{1,3}|iv|vi{0,3}|ix|xi{0,2})[-./ ](\d{4})\b/i,
  // (chrono retries a failed match one character on: "31-II" must not become "1-II".)
  extract: (context, match) =>
    precededByDigit(context.text, match.index)
      ? null
      : calendarDate(
          Number(match[1]),
          ROMAN_MONTHS.indexOf(match[2]!.toLowerCase()) + 1,
          Number(match[3]),
        ),
};

const DAY_OF_YEAR: chrono.Parser = {
  pattern: () =>
    /\b(?:the\s+)?(?:((?:[a-z-]+\s+){0,3}?[a-z-]+|\d{1,3}(?:st|nd|rd|th))\s+day\s+of(?:\s+the\s+year)?|day\s+(\d{1,3})\s+of)\s+(\d{4})\b/i,
  extract: (_context, match) => {
    const ordinal = ordinalValue(match[1] ?? match[2] ?? "");
    return ordinal === null ? null : dayOfYear(ordinal, Number(match[3]));
  },
};

const MONTH_NAMES =
  "january|february|march|april|may|june|july|august|september|october|november|december";
const MONTH_ABBREVIATIONS = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)/;

/**
 * A month named before its day with "the" between ("March the 31st, 2027", "on March the
 * thirty-first 2027"), the spoken order (thirty-eighth round, v57's dates in calendar forms).
 */
const MONTH_THE_DAY: chrono.Parser = {
  pattern: () =>
    new RegExp(
      String.raw`\b(${MONTH_NAMES}|(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?)\s+the\s+(\d{1,2}(?:st|nd|rd|th)|[a-z]+(?:-[a-z]+)?)(?:,)?\s+(\d{4})\b`,
      "i",
    ),
  extract: (_context, match) => {
    const month = match[1]!.toLowerCase();
    const index = MONTH_NAMES.split("|").findIndex((name) =>
      name.startsWith(MONTH_ABBREVIATIONS.exec(month)?.[0] ?? month),
    );
    const day = ordinalValue(match[2]!);
    return index < 0 || day === null ? null : calendarDate(day, index + 1, Number(match[3]));
  },
};

/** chrono's casual English parser with the three forms above and quarter bounds (spoken-dates.ts). */
export const datesParser = (() => {
  const parser = chrono.casual.clone();
  parser.parsers.push(ROMAN_MONTH_DATE, DAY_OF_YEAR, MONTH_THE_DAY, PERIOD_BOUNDARY);
  return parser;
})();

/** A cheap test for the forms above, for values.ts's gate. */
export const EXTRA_DATE_HINT =
  /\b[a-z]{3,9}\.?\s+the\s+[\w-]+,?\s+\d{4}\b|\b\d{1,2}[-./ ][ivx]{1,4}[-./ ]\d{4}\b|\bday\s+(?:\d{1,3}\s+)?of\s+(?:the\s+year\s+)?\d{4}\b/i;
