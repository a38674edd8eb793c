import { calibratedProbabilities } from "./calibrated-probabilities";

/**
 * Confidence given as a number (issue 14): a rating on a scale ("confidence 4/5", "level 2 of
 * 5"), odds ("50/50") or a percentage where it rates a claim ("70%: …", "sure at 90 %",
 * "100,0 %"). A rating below the top of its scale hedges the claim it rates (an epistemic
 * cue); a rating at the top states it as certain. Fractions that only count ("16/19 merchants")
 * and percentages of a quantity ("30% of traffic") rate nothing. A rating may be a word after a
 * rating label ("Confidence: High", "Certainty: low"), read the same way.
 */

/** A word that says a number rates confidence ("confidence", "certainty", "sure", "level"). */
const RATING_WORD = String.raw`(?:confidence|confident|certainty|certain|sure(?:ness)?|level|likelihood|probability|chance)`;

/** "confidence 4/5", "level 3 of 5", "4/5 confidence", "sure: 2 out of 3". */
const SCALE = new RegExp(
  String.raw`\b${RATING_WORD}\s*[:=]?\s*(\d{1,2})\s*(?:/|out of|of)\s*(\d{1,2})\b|\b(\d{1,2})\s*(?:/|out of)\s*(\d{1,2})\s+(?:${RATING_WORD})\b`,
  "gi",
);

/**
 * A star rating (twenty-ninth round): filled stars, then the scale's empty ones ("★★★☆☆"). Its
 * top is every star of the run; a run of filled stars alone rates out of five, the usual scale.
 * Fewer stars than the top hedge the claim. A full row is read as no marker either way: top
 * marks go as often to what a child verified, and a finding stored as verified on files its
 * child did not read (debrief-model.ts) would read as overstated under them.
 */
const STARS = /([★⭐]+)([☆]+)?/gu;
const FIVE_STARS = 5;

/**
 * A figure with an error bar of zero ("7 ± 0", "7 +/- 0") or an interval whose ends meet ("90%
 * CI 7 to 7"): the figure stated as exact, a certainty marker (twenty-ninth round).
 */
const ZERO_ERROR = /(?<![\w.])\d+(?:[.,]\d+)?\s*(?:±|\+\/-|\+-)\s*0(?:[.,]0+)?(?![.,]?\d)/g;
const INTERVAL =
  /\b(?:CI|interval|range)\b[^.;\n]{0,12}?(?<![\w.])(\d+(?:[.,]\d+)?)\s*(?:to|[–—-])\s*(\d+(?:[.,]\d+)?)(?![\w.,]?\d)/gi;

/** Even odds: "50/50", "fifty-fifty", "a coin toss". */
const EVEN_ODDS = /(?<![\d/])50\s*[/-]\s*50(?![\d/])|\bfifty[- ]fifty\b|\bcoin (?:toss|flip)\b/gi;

/**
 * A percentage that rates a claim: at the start of a line or item, or before a colon or dash
 * ("70%: …", "– 85 % —"), or beside a rating word ("90% sure", "confidence 80%"). Group 1 is
 * what the first form reports (without the line's list marks). That form reads forward from the
 * line's start or the parenthesis (the marks or spaces within the line, then `~` or the number
 * at once, so no run is read twice): a lookbehind to them (`(?<=^[\s*_>#-]*)`) read back over
 * the run before every position, which was quadratic on long runs of spaces (a blanked
 * parenthesis) or line breaks.
 */
const PERCENT = new RegExp(
  String.raw`(?:^(?:(?!\n)[\s*_>#-])*|(?<=\()\s*)(?=[~\d])(~?\s*(\d{1,3}(?:[.,]\d+)?)\s?%)(?=\s*[:—–]|\s+-\s)|(?<![\w.,])(\d{1,3}(?:[.,]\d+)?)\s?%\s+(?=${RATING_WORD}\b|likely\b)|\b${RATING_WORD}\s*(?:of|at|:|=)?\s*~?\s*(\d{1,3}(?:[.,]\d+)?)\s?%`,
  "gim",
);

/**
 * A rating in words after a rating label ("Confidence: High", "**Certainty:** medium; …",
 * "Likelihood — low", a JSON member '"confidence": "high"'): the top words state the claim as
 * certain, the others hedge it.
 */
const WORD_RATING = new RegExp(
  String.raw`\b(?:confidence|certainty|likelihood|probability)\b["'*_\s]*[:=—–-][*_\s"']*(?:(very high|high|certain|full|complete|total|absolute)|(medium|moderate|fair|low|very low|none(?: yet)?|partial|limited|unknown))\b`,
  "gi",
);

const numberOf = (text: string): number => Number(text.replace(",", "."));

/** The ratings of a text, split into those below the top of their scale and those at it. */
export function confidenceRatings(text: string): { hedging: string[]; certain: string[] } {
  const hedging: string[] = [];
  const certain: string[] = [];
  for (const match of text.matchAll(SCALE)) {
    const value = numberOf(match[1] ?? match[3]!);
    const top = numberOf(match[2] ?? match[4]!);
    if (top < 2 || value > top) continue;
    (value === top ? certain : hedging).push(match[0].trim().toLowerCase());
  }
  for (const match of text.matchAll(STARS)) {
    const filled = [...match[1]!].length;
    const top = match[2] === undefined ? FIVE_STARS : filled + [...match[2]].length;
    if (filled < top) hedging.push(match[0]);
  }
  for (const match of text.matchAll(ZERO_ERROR)) certain.push(match[0].toLowerCase());
  for (const match of text.matchAll(INTERVAL))
    if (match[1] === match[2]) certain.push(match[0].toLowerCase());
  for (const match of text.matchAll(EVEN_ODDS)) hedging.push(match[0].toLowerCase());
  for (const match of text.matchAll(PERCENT)) {
    const value = numberOf(match[2] ?? match[3] ?? match[4]!);
    if (value > 100) continue;
    (value === 100 ? certain : hedging).push((match[1] ?? match[0]).trim().toLowerCase());
  }
  for (const match of text.matchAll(WORD_RATING))
    (match[1] !== undefined ? certain : hedging).push(match[0].trim().toLowerCase());
  // Probabilities on 0–1, odds and evidence-strength tags (calibrated-probabilities.ts).
  const calibrated = calibratedProbabilities(text);
  return {
    hedging: [...hedging, ...calibrated.hedging],
    certain: [...certain, ...calibrated.certain],
  };
}
