import type * as chrono from "chrono-node";
import nlp from "compromise";

/**
 * Dates said the way people say them (issue 14, fifteenth reader round), taught to the chrono
 * parser of date-forms.ts: a day as an ordinal word ("the thirty-first of March", "March the
 * first") and the boundary of a calendar quarter or half ("end of Q1 2027", "the close of the
 * first quarter of 2027", "start of H2 2026"). Ordinal words are turned into digits by
 * compromise's number parser before chrono reads the text; a quarter or half boundary is one
 * more chrono parser giving its first or last calendar day.
 */

const MONTH =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec";
const ORDINAL_WORD =
  "(?:(?:twenty|thirty)[\\s-]+)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth";

/** An ordinal word before "of <month>" or after "<month> (the)". */
const ORDINAL_DAY = new RegExp(
  String.raw`\b(${ORDINAL_WORD})(?=\s+of\s+(?:${MONTH})\b)|\b(?=(?:${ORDINAL_WORD})\b)(?<=\b(?:${MONTH})\s+(?:the\s+)?)(${ORDINAL_WORD})\b`,
  "gi",
);

/** "thirty-first" → 31, via compromise; null if it is no day of a month. */
function ordinalDay(word: string): number | null {
  const value = (nlp(word.replace(/-/g, " ")).numbers().get() as unknown[])[0];
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 31
    ? value
    : null;
}

const SUFFIX = (day: number) =>
  day % 10 === 1 && day !== 11
    ? "st"
    : day % 10 === 2 && day !== 12
      ? "nd"
      : day % 10 === 3 && day !== 13
        ? "rd"
        : "th";

/** The text with ordinal day words as digits ("the thirty-first of March" → "the 31st of March"). */
export function ordinalDayWordsToDigits(text: string): string {
  return text.replace(ORDINAL_DAY, (word: string) => {
    const day = ordinalDay(word);
    return day === null ? word : `${day}${SUFFIX(day)}`;
  });
}

const QUARTER_WORDS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };

/**
 * "end of Q1 2027", "close of the first quarter of 2027", "start of H2 2026", "Q1 2027 end":
 * the boundary word, then the quarter or half, then the year. The year may be left relative
 * ("end of Q1 next year", "end of Q1") and "after Q1" names the quarter's end (twenty-second
 * reader round): the boundary is then that day of a year left open. "final day of" is "last day
 * of" (eighty-second round: "the final day of the first quarter of 2027").
 */
const PERIOD_BOUNDARY_PATTERN =
  /\b(?:(end|close|(?:last|final) day|start|beginning|first day)\s+of|(after|past))\s+(?:the\s+)?(?:(q|h)([1-4])|(first|second|third|fourth)\s+(quarter|half))(?:(?:\s+of)?,?\s+(?:fy\s*)?(\d{4})\b|(?!\s*(?:of\s+)?,?\s*(?:fy\s*)?\d)(?:\s+(?:of\s+)?(?:next|this|the following|the coming)\s+year\b)?)/i;

/** The first or last day of a quarter or half year, or null for a half past the second. */
function periodBoundary(end: boolean, unit: "quarter" | "half", index: number, year: number) {
  const months = unit === "quarter" ? 3 : 6;
  if (index < 1 || index * months > 12) return null;
  const month = end ? index * months : (index - 1) * months + 1;
  const day = end ? new Date(Date.UTC(year, month, 0)).getUTCDate() : 1;
  return { day, month, year };
}

/** A chrono parser for the boundary of a calendar quarter or half (see the module comment). */
export const PERIOD_BOUNDARY: chrono.Parser = {
  pattern: () => PERIOD_BOUNDARY_PATTERN,
  extract: (_context, match) => {
    const end = match[2] !== undefined || /^(?:end|close|(?:last|final) day)$/i.test(match[1]!);
    const letter = match[3]?.toLowerCase();
    const unit = letter === "h" || match[6]?.toLowerCase() === "half" ? "half" : "quarter";
    const index = match[4] ? Number(match[4]) : (QUARTER_WORDS[match[5]!.toLowerCase()] ?? 0);
    // (A year left relative or unsaid: the day and month alone, the year left to chrono's guess
    // and read as any year by values.ts.)
    const boundary = periodBoundary(end, unit, index, match[7] ? Number(match[7]) : 2000);
    if (boundary === null || match[7]) return boundary;
    return { day: boundary.day, month: boundary.month };
  },
};

/** A cheap test for a quarter or half boundary, for values.ts's gate. */
export const PERIOD_BOUNDARY_HINT =
  /\b(?:(?:end|close|(?:last|final) day|start|beginning|first day)\s+of|after|past)\s+(?:the\s+)?(?:[qh][1-4]|(?:first|second|third|fourth)\s+(?:quarter|half))\b/i;
