import { lendHedge, type ClauseReading } from "./clause-analysis";
import { NEAR_CERTAIN } from "./calibrated-probabilities";
import { confidenceRatings } from "./confidence-ratings";

/**
 * Trailing ratings (issue 14, twenty-first reader round): a research agent's answer often ends a
 * claim with its rating after a dash, a pipe or a comma: "all 19 fail on the cutoff —
 * confidence 0.99.", "three more break | p≈0.6", "the date holds, 95% sure". The clause
 * splitter parts the rating into a clause of its own, which states nothing, so its certainty
 * or hedge would reach no claim. A clause that holds only a rating (confidence-ratings.ts,
 * calibrated-probabilities.ts: at most a couple of words besides it) rates the claim it ends:
 * the clause before it on the same line. A rating at the top of its scale lends its marker to
 * that clause's certainty; one below it lends its hedge (epistemic).
 *
 * Where the answer declares that it rates its claims ("Claims, with confidence:", "confidence
 * per claim", a "| confidence |" column), a bare probability that opens the trailing clause
 * ("— 0.6 (inferred)", "— 1.0 [changelog]") is such a rating too: below NEAR_CERTAIN it hedges,
 * at or above it states the claim as certain. What the clause adds in brackets or parentheses
 * (its source, its reason) is no other claim.
 */

/** A line of the answer that declares it rates its claims (a rating word in a short line). */
const DECLARED_RATING =
  /^[^\n]{0,60}\b(?:confidence|certainty|probability|likelihood)\b[^\n]{0,40}$/im;
/** A bare probability that opens a clause ("0.6", "~.8", "1.00"). */
const BARE_PROBABILITY = /^\W*?~?\s*((?:0?[.,]\d{1,3}|1(?:[.,]0{1,3})?))(?![\d%\w])/;

/** Words a rating-only clause may hold besides the rating ("overall", "roughly", "est."). */
const MAX_OTHER_WORDS = 2;

/** The rating a clause holds and nothing else, or null (see the module comment). */
export function ratingOnly(
  text: string,
  declared = false,
): { hedging: string[]; certain: string[] } | null {
  const bare = declared ? BARE_PROBABILITY.exec(text) : null;
  if (bare !== null) {
    const rest = text.slice(bare[0].length).replace(/\([^()]*\)|\[[^\]]*\]/g, " ");
    if ((rest.match(/[a-z]{2,}/gi) ?? []).length > MAX_OTHER_WORDS) return null;
    const value = Number(bare[1]!.replace(",", "."));
    const cue = bare[0].trim().toLowerCase();
    return value >= NEAR_CERTAIN
      ? { hedging: [], certain: [cue] }
      : { hedging: [cue], certain: [] };
  }
  const ratings = confidenceRatings(text);
  const cues = [...ratings.hedging, ...ratings.certain];
  if (cues.length === 0) return null;
  let rest = text.toLowerCase();
  for (const cue of cues) rest = rest.replace(cue, " ");
  const words = rest.match(/[a-z]{2,}/g) ?? [];
  return words.length <= MAX_OTHER_WORDS ? ratings : null;
}

/**
 * A rating on the answer's declared scale (declared-scales.ts) that opens a clause: "— 2/5:
 * only the vendor's word" rates the claim before the dash, and what follows it is the rating's
 * reason (twenty-ninth round).
 */
function openingScaleRating(
  reading: ClauseReading,
): { hedging: string[]; certain: string[] } | null {
  const fraction = /^\W*(\d{1,2})\s*\/\s*(\d{1,2})(?![\w/-]|\.\d)/.exec(reading.clause.text);
  if (fraction === null) return null;
  const cue = `rated ${fraction[1]}/${fraction[2]}`;
  if (reading.certainty.includes(cue)) return { hedging: [], certain: [cue] };
  return reading.ownCues.includes(cue) ? { hedging: [cue], certain: [] } : null;
}

/** Lend each trailing rating to the claim it ends (see the module comment). */
export function lendTrailingRatings(readings: ClauseReading[], answer: string): void {
  const declared = DECLARED_RATING.test(answer);
  readings.forEach((reading, index) => {
    const before = readings[index - 1];
    if (before === undefined) return;
    if (answer.slice(before.clause.end, reading.clause.start).includes("\n")) return;
    const opening = openingScaleRating(reading);
    const rating = opening ?? ratingOnly(reading.clause.text, declared);
    // (A rating clause that states a claim of its own speaks for it, unless it opens with the
    // bare probability of a declared scale: what it names after it is the rating's reason.)
    if (rating === null) return;
    if (reading.states.size > 0 && opening === null && !BARE_PROBABILITY.test(reading.clause.text))
      return;
    before.certainty.push(...rating.certain);
    if (rating.hedging.length > 0) lendHedge(before, "epistemic", ...rating.hedging);
  });
}
