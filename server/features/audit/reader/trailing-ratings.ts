import type { ClauseReading } from "./clause-analysis";
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
 */

/** Words a rating-only clause may hold besides the rating ("overall", "roughly", "est."). */
const MAX_OTHER_WORDS = 2;

/** The rating a clause holds and nothing else, or null (see the module comment). */
export function ratingOnly(text: string): { hedging: string[]; certain: string[] } | null {
  const ratings = confidenceRatings(text);
  const cues = [...ratings.hedging, ...ratings.certain];
  if (cues.length === 0) return null;
  let rest = text.toLowerCase();
  for (const cue of cues) rest = rest.replace(cue, " ");
  const words = rest.match(/[a-z]{2,}/g) ?? [];
  return words.length <= MAX_OTHER_WORDS ? ratings : null;
}

/** Lend each trailing rating to the claim it ends (see the module comment). */
export function lendTrailingRatings(readings: ClauseReading[], answer: string): void {
  readings.forEach((reading, index) => {
    const before = readings[index - 1];
    if (before === undefined || reading.states.size > 0) return;
    if (answer.slice(before.clause.end, reading.clause.start).includes("\n")) return;
    const rating = ratingOnly(reading.clause.text);
    if (rating === null) return;
    before.certainty.push(...rating.certain);
    if (rating.hedging.length > 0) {
      before.hedges.set("epistemic", [
        ...(before.hedges.get("epistemic") ?? []),
        ...rating.hedging,
      ]);
      before.ownHedges.add("epistemic");
      before.ownCues.push(...rating.hedging);
    }
  });
}
