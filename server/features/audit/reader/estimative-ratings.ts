import { lendHedge, type ClauseReading } from "./clause-analysis";
import { NEAR_CERTAIN } from "./calibrated-probabilities";
import { ratedCells } from "./rated-table-rows";
import { readRagStatuses } from "./rag-statuses";

/**
 * Ratings in an analyst's words (issue 14, thirty-fourth reader round): an assessment that
 * declares it rates its judgments ("Judgments, with confidence:", "Using a five-step scale
 * (remote / unlikely / even / likely / almost certain):", "Confidence scale 1 (low) to 5
 * (high):", a "| Likelihood |" column) then rates each line with a bare word or number set
 * off by a dash, a colon, a pipe or a comma: "Sixteen merchants break — moderate.", "the
 * trio: likely; inferred from code", "Sandbox twelve same day | about even | provider silent",
 * "Date 2027-03-31 — 4; changelog only", "Override five: can't rate". Without the rating word
 * beside it (confidence-ratings.ts) such a word reads as nothing, and the line's claim as
 * stated plainly (or an open question as settled). Once the answer declares that it rates, a
 * segment that is nothing but a rating rates its line's claim:
 * - a rating below the top of its scale ("moderate", "low", "even", "likely", "2" on 1–5) or a
 *   slot left unrated ("can't rate", "no estimate") hedges it (an epistemic cue);
 * - a rating at either end of an estimative scale ("almost certain", "high", "remote", "5" on
 *   1–5) states it as certain: "remote" is the negation stated as near certain, so on an open
 *   question it answers it.
 * A segment that opens a clause of its own (what follows it is the rating's reason) rates the
 * clause before it on the same line, as trailing-ratings.ts lends a rating-only clause.
 */

/** A short line that declares the answer rates its judgments (a rating word in a heading). */
const DECLARES =
  /^(?=[^\n]{0,120}$)[^\n]*\b(?:confidence|certainty|probabilit(?:y|ies)|likelihoods?|odds|estimates?|scale|ratings?|rated|scored|credences?)\b/im;

/** A scale declared as "1 (low) to 5 (high)", "1 to 5", "1–5", "out of 5". */
const SCALE_TOP = /\b1\s*(?:\([^()\n]{1,20}\)\s*)?(?:to|[–—-])\s*(\d{1,2})\b|\bout of (\d{1,2})\b/i;

/** A word of estimative probability or a confidence level, with its degree words. */
const RATING_WORD =
  /^(?:(?:very|highly|most|roughly|about|around|near(?:ly)?|almost|fairly|quite)\s+)?(remote|(?:very\s+)?unlikely|improbable|even(?:\s+(?:odds|chance))?|likely|probable|possible|certain(?:ly)?|low|moderate|medium|high)(?:\s+(?:confidence|likelihood|probability|chance))?$/i;

/** A slot left unrated: nothing supports the claim yet, a hedge. */
const UNRATED =
  /^(?:(?:can(?:no|')t|cannot|can not|unable to)\s+(?:rate|judge|say|estimate|assess|tell)(?:\s+(?:it|yet))?|no (?:estimate|rating|judgment|judgement)(?:\s+yet)?|unrated|not rated|n\/a)$/i;

/** Separators that set a rating off from its claim or its reason. */
const SEPARATOR = /\s[—–|-]\s|[—–|:;,()]|\.\s|\.$/;

/** What opens a condition on a rating ("High, if …", "almost certain, assuming …"). */
const CONDITION =
  /^\s*(?:but\s+)?(?:only\s+)?(?:if|assuming|provided|given that|unless|as long as|so long as|on the assumption)\b/i;

/** The words at either end of an estimative scale (a certainty marker, not a hedge). */
const SCALE_END = /^(?:almost\s+certain(?:ly)?|certain(?:ly)?|remote|(?:very\s+)?high)\b/i;

/** The rating a segment holds and nothing else, or null. */
function segmentRating(
  segment: string,
  tops: Set<number>,
): { cue: string; certain: boolean } | null {
  const text = segment
    .replace(/[*_`"“”]/g, "")
    .trim()
    .replace(/\.$/, "");
  if (text === "") return null;
  // (The cue names the rating, "rated about even": a bare "about even" would read as a count
  // rounded, approximations.ts.)
  if (UNRATED.test(text)) return { cue: `rated ${text.toLowerCase()}`, certain: false };
  const word = RATING_WORD.exec(text);
  if (word !== null) {
    const words = text.toLowerCase();
    const end = SCALE_END.test(words) && !/^(?:roughly|about|around|fairly|quite)\b/.test(words);
    return { cue: `rated ${words}`, certain: end };
  }
  const probability = /^~?\s*(0?\.\d{1,3}|1\.0{1,3})$/.exec(text);
  if (probability !== null) {
    const value = Number(probability[1]);
    return { cue: `rated ${value}`, certain: value >= NEAR_CERTAIN };
  }
  const number = /^(?:rated\s+)?(\d{1,2})(?:\s*\/\s*(\d{1,2}))?$/i.exec(text);
  if (number === null) return null;
  const value = Number(number[1]);
  if (number[2] !== undefined) {
    // ("5/5" on a declared 1–5 scale: declared-scales.ts reads it where a legend names the
    // rating word; here the scale is declared by "Rating scale 1–5" and its kind.)
    const top = Number(number[2]);
    return tops.has(top) && value >= 1 && value <= top
      ? { cue: `rated ${value}/${top}`, certain: value === top }
      : null;
  }
  for (const top of tops)
    if (value >= 1 && value <= top) return { cue: `rated ${value}/${top}`, certain: value === top };
  return null;
}

/** The scale tops an answer's legends declare ("1 (low) to 5 (high)" gives 5). */
function declaredTops(answer: string): Set<number> {
  const tops = new Set<number>();
  for (const line of answer.split("\n")) {
    if (!DECLARES.test(line)) continue;
    const scale = SCALE_TOP.exec(line);
    const top = Number(scale?.[1] ?? scale?.[2] ?? NaN);
    if (top >= 2 && top <= 10) tops.add(top);
  }
  return tops;
}

/** A segment that opens with a condition ("if the table holds", "assuming …"). */
const conditional = (segment: string | undefined): boolean =>
  segment !== undefined && CONDITION.test(segment);

/**
 * Give a reading a rating's hedge or certainty. A top rating given under a hedge of its own
 * clause ("High, if the table is authoritative") is conditional: it states nothing as certain.
 */
function rate(
  reading: ClauseReading,
  rating: { cue: string; certain: boolean },
  qualified: boolean,
): void {
  if (rating.certain) {
    if (qualified) return;
    if (!reading.certainty.includes(rating.cue)) reading.certainty.push(rating.cue);
    return;
  }
  lendHedge(reading, "epistemic", rating.cue);
}

/** Read each bare rating of an answer that declares it rates (see the module comment). */
export function readEstimativeRatings(readings: ClauseReading[], answer: string): void {
  readDeclaredRatings(readings, answer);
  // (A red/amber/green status is a bare rating too, read with or without a declaration.)
  readRagStatuses(readings, answer);
}

/** The bare words and numbers of an answer that declares it rates. */
function readDeclaredRatings(readings: ClauseReading[], answer: string): void {
  if (!DECLARES.test(answer)) return;
  const tops = declaredTops(answer);
  readings.forEach((reading, index) => {
    const cells = ratedCells(answer, reading.clause.start);
    if (cells !== null) {
      // A table's row is rated by its rating column alone (rated-table-rows.ts).
      for (const cell of cells) {
        const [first, ...rest] = cell.split(SEPARATOR);
        const rating = segmentRating(first ?? "", tops);
        if (rating !== null) rate(reading, rating, conditional(rest[0]));
      }
      return;
    }
    const segments = reading.clause.text.split(SEPARATOR);
    const ratings = segments.map((segment) => segmentRating(segment, tops));
    const found = ratings.findIndex((rating) => rating !== null);
    if (found < 0) return;
    const rating = ratings[found]!;
    const before = readings[index - 1];
    const opens = found === 0 && segments.length > 0;
    const sameLine =
      before !== undefined && !answer.slice(before.clause.end, reading.clause.start).includes("\n");
    if (opens && sameLine && before.clause.text.trim() !== "") {
      // A rating that opens its clause rates the claim before it; the rest is its reason.
      rate(before, rating, conditional(segments[found + 1]));
      return;
    }
    if (found > 0) rate(reading, rating, conditional(segments[found + 1]));
  });
}
