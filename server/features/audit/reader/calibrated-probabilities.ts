/**
 * Calibrated probabilities (issue 14, twenty-first reader round): research agents of other
 * products rate a claim with a probability instead of a hedge word: "p≈0.8", "p = 0.35",
 * "confidence 0.6", "low confidence (0.3)", "we put the probability of that at 0.7", odds
 * ("odds about 4:1 in favour", "3 to 1 odds"), or an evidence-strength tag ("Evidence
 * strength: weak", a line opening "Moderate:"). A probability is a rating on 0–1: below
 * NEAR_CERTAIN it hedges the claim it rates (an epistemic cue, as "likely" does); at or above it
 * ("0.98", "p≈0.99", "1.00") it states the claim as certain, so on an inferred or assumed claim
 * it carries none of the child's hedge. Odds of any finite ratio hedge. Of the strength tags,
 * "strong" states the claim as established and "moderate" / "weak" hedge it. A decimal with no
 * rating beside it ("0.98 s", "v0.9") rates nothing.
 */

/** The probability at and above which a rating states its claim as certain. */
export const NEAR_CERTAIN = 0.95;

/** A probability on 0–1 ("0.8", ".35", "1.00", "0,7"). */
const PROBABILITY = String.raw`(?:0?[.,]\d{1,3}|1(?:[.,]0{1,3})?|0)(?![\d.,]*\d)`;

/** "p≈0.8", "p = .35", "p~0.6", "(p 0.9)", "P(break) = 0.7". */
const P_NOTATION = new RegExp(
  String.raw`(?<![\w.])p(?:\s*\([^()\n]{1,80}\))?\s*(?:≈|~|=|≃|:|≅|\s)\s*~?\s*(${PROBABILITY})(?![\w%])`,
  "gi",
);

/** A rating word, then the probability it gives within the clause ("confidence 0.6"). */
const RATED = new RegExp(
  String.raw`\b(?:confidence|certainty|probability|likelihood|chance)\b(?:\s*(?:score|level|estimate))?[^\n;:?!]{0,120}?(?:\bat\b|\bof\b|[:=(]|\bis\b|—|–|\s)\s*~?\s*(${PROBABILITY})(?![\w%]|[.,]\d)`,
  "gi",
);

/** Odds of a finite ratio: "odds about 3:1", "4:1 in favour", "2 to 1 odds", "odds of 1 in 3". */
const ODDS =
  /\bodds\b[^\n.;]{0,20}?\b\d{1,3}\s*(?::|to|in)\s*\d{1,3}\b|\b\d{1,3}\s*(?::|to)\s*\d{1,3}\s+(?:odds|in favou?r|against)\b/gi;

/** An evidence-strength tag: "Evidence strength: weak", "strength — moderate", "Weak: …". */
const STRENGTH =
  /\b(?:evidence(?:\s+strength)?|strength(?:\s+of\s+evidence)?)\b[*_\s]*[:=—–-][*_\s]*(strong|moderate|weak|limited|thin)\b|^(?:(?!\n)[\s*_>#-])*(strong|moderate|weak)(?:\s+evidence)?[*_\s]*[:—–]/gim;

/**
 * A rating slot left unrated ("confidence n/a", "Evidence strength: none", "p = ?",
 * "likelihood: unknown"): nothing supports the claim yet, a hedge (not a dismissal of it).
 */
export const UNRATED =
  /\b(?:confidence|certainty|probability|likelihood|evidence(?:\s+strength)?|strength)\b[*_\s]*[:=—–-]?[*_\s]*(?:n\/a|none(?:\s+yet)?|unknown|unrated|tbd|not rated|\?)(?![\w/])/gi;

/** A rating label just before a value ("confidence ", "Evidence strength: "). */
const RATING_SLOT_BEFORE =
  /\b(?:confidence|certainty|probability|likelihood|strength)\b[*_\s]*[:=—–-]?[*_\s]*$/i;

/** Does the text end in a rating label, so that what follows it is the rating's value? */
export function inRatingSlot(before: string): boolean {
  return RATING_SLOT_BEFORE.test(before);
}

const valueOf = (text: string): number => Number(text.replace(",", "."));

/**
 * The calibrated probabilities of a text, split into those that hedge (below NEAR_CERTAIN,
 * odds, a moderate or weak tag) and those that state certainty; each as its matched text,
 * lower-cased.
 */
export function calibratedProbabilities(text: string): { hedging: string[]; certain: string[] } {
  const hedging: string[] = [];
  const certain: string[] = [];
  const rate = (cue: string, value: number) => {
    if (value > 1) return;
    (value >= NEAR_CERTAIN ? certain : hedging).push(cue.trim().toLowerCase());
  };
  const seen = new Set<number>();
  for (const match of text.matchAll(P_NOTATION)) {
    seen.add((match.index ?? 0) + match[0].length);
    rate(match[0], valueOf(match[1]!));
  }
  for (const match of text.matchAll(RATED)) {
    const end = (match.index ?? 0) + match[0].length;
    if (!seen.has(end)) rate(match[0], valueOf(match[1]!));
  }
  for (const match of text.matchAll(UNRATED)) hedging.push(match[0].trim().toLowerCase());
  for (const match of text.matchAll(ODDS)) hedging.push(match[0].trim().toLowerCase());
  for (const match of text.matchAll(STRENGTH)) {
    const tag = (match[1] ?? match[2]!).toLowerCase();
    (tag === "strong" ? certain : hedging).push(match[0].trim().toLowerCase());
  }
  return { hedging, certain };
}
