import { lendHedge, type ClauseReading } from "./clause-analysis";

/**
 * Ratings on a declared scale (issue 14, twentieth reader round): a scorecard or a table states
 * its rating scale once, in a title or legend ("Confidence scorecard (1 = guess, 5 = proven)",
 * "Certainty by claim (1–5)") or a column header ("ids,reason,p_break"), and then rates each
 * claim with a bare number: "3 fallback merchants: 2/5", "m_0005;m_0067;m_0148,…,0.6". Without
 * the rating word beside it (confidence-ratings.ts), such a number reads as a count; once the
 * answer declares the scale it is a rating, and rates the claim of its clause: below the top of
 * the scale it hedges the claim (an epistemic cue), at the top it states it as certain.
 * - A legend: a line naming a rating (confidence, certainty, likelihood, probability, sure)
 *   with a scale ("1 = …, 5 = …", "(1–5)", "1-5", "out of 5") makes every bare "N/M" on that
 *   scale's top (M) a rating.
 * - A column header of comma-separated names, one of them a probability or confidence column
 *   ("p_break", "probability", "confidence"), makes the value in that column of each row a
 *   rating on 0–1 (or a percentage).
 * - A column of checks ("verified", "confirmed", "checked") is a two-point scale: "yes" in it
 *   states the row's claim as established, "no" says it was not (a hedge).
 */

/** A word that names a rating. */
const RATING = /\b(?:confidence|confident|certainty|likelihood|probability|sure(?:ness)?)\b/i;
/** A scale in a legend: "1 = guess … 5 = proven", "(1–5)", "1-5", "out of 5". */
const LEGEND_SCALE =
  /\b1\s*=\s*[^,;)]{1,40}?[,;]\s*(\d{1,2})\s*=|\(?\b1\s*[–—-]\s*(\d{1,2})\b\)?|\bout of (\d{1,2})\b/i;
/** A bare rating "N/M" not inside a longer number or a date. */
const FRACTION = /(?<![\w./-])(\d{1,2})\s*\/\s*(\d{1,2})(?![\w/-]|\.\d)/g;
/** A probability or confidence column name ("p_break", "probability", "confidence"). */
const RATING_COLUMN =
  /^(?:p|prob|probability|likelihood|confidence|certainty|chance)(?:[_ -][\w-]+)?$/i;

/** A column whose cells say whether the row was checked ("verified", "is_confirmed"). */
const CHECK_COLUMN = /^(?:is[_ -])?(?:verified|confirmed|checked|validated|proven)$/i;
const YES = /^(?:yes|y|true|✓|✔|x)$/i;
const NO = /^(?:no|n|false|✗)$/i;

/** The tops of the scales an answer's legends declare (empty when none). */
function declaredTops(answer: string): Set<number> {
  const tops = new Set<number>();
  for (const line of answer.split("\n")) {
    if (!RATING.test(line) && !/\bscorecard\b/i.test(line)) continue;
    const scale = LEGEND_SCALE.exec(line);
    const top = Number(scale?.[1] ?? scale?.[2] ?? scale?.[3] ?? NaN);
    if (top >= 2 && top <= 10) tops.add(top);
  }
  return tops;
}

/** Split a CSV line on commas outside double quotes. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let current = "";
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === "," && !quoted) {
      cells.push(current);
      current = "";
    } else current += char;
  }
  cells.push(current);
  return cells.map((cell) => cell.trim());
}

/** Per line start: the rating a CSV row gives in its header's rating or check column (0–1). */
function columnRatings(answer: string): Map<number, number> {
  const ratings = new Map<number, number>();
  let column = -1;
  let checks = false;
  let offset = 0;
  for (const line of answer.split("\n")) {
    const cells = line.includes(",") ? csvCells(line) : [];
    const header = cells.findIndex((cell) => RATING_COLUMN.test(cell) || CHECK_COLUMN.test(cell));
    if (cells.length >= 2 && header >= 0) {
      column = header;
      checks = CHECK_COLUMN.test(cells[header]!);
    } else if (cells.length >= 2 && column >= 0 && checks) {
      const cell = cells[column] ?? "";
      if (YES.test(cell)) ratings.set(offset, 1);
      else if (NO.test(cell)) ratings.set(offset, 0);
    } else if (cells.length >= 2 && column >= 0) {
      const cell = cells[column] ?? "";
      const percent = /^(\d{1,3}(?:\.\d+)?)\s?%$/.exec(cell);
      const value = percent
        ? Number(percent[1]) / 100
        : /^(?:0?\.\d+|[01](?:\.0+)?)$/.test(cell)
          ? Number(cell)
          : NaN;
      if (value >= 0 && value <= 1) ratings.set(offset, value);
    } else if (line.trim() === "") column = -1;
    offset += line.length + 1;
  }
  return ratings;
}

/** Add the ratings a declared scale gives to the readings' hedges and certainty. */
export function readDeclaredScales(readings: ClauseReading[], answer: string): void {
  const tops = declaredTops(answer);
  const rows = columnRatings(answer);
  if (tops.size === 0 && rows.size === 0) return;
  for (const reading of readings) {
    const rate = (value: number, top: number, cue: string) => {
      if (value >= top) {
        if (!reading.certainty.includes(cue)) reading.certainty.push(cue);
        return;
      }
      lendHedge(reading, "epistemic", cue);
    };
    for (const match of reading.clause.text.matchAll(FRACTION)) {
      const top = Number(match[2]);
      const value = Number(match[1]);
      if (tops.has(top) && value <= top) rate(value, top, `rated ${value}/${top}`);
    }
    const rating = rows.get(answer.lastIndexOf("\n", reading.clause.start - 1) + 1);
    if (rating !== undefined) rate(rating, 1, `rated ${rating}`);
  }
}
