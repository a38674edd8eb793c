import type { ClauseReading } from "./clause-analysis";
import type { HedgeFamily } from "./hedge-cues";

/**
 * Totals that overrule their parts' doubts (issue 14, seventy-sixth round): an answer that
 * states each part of a total with a doubt of its own ("16 if the table is right", "three more,
 * probably, if the fallback fires") and then calls the total beyond doubt ("Put it together and
 * it's nineteen for sure", "Therefore, beyond any doubt, 19", "the pieces leave no real doubt")
 * has weighed those doubts and set them aside: the certainty is about the premises the parts
 * rest on, not about the arithmetic. Each assumption the answer restated for a part is
 * mentioned, then contradicted (assumption-status.ts).
 *
 * Only doubt-denying certainty counts. Words about the count's size or the list's extent
 * ("exactly 19", "full stop", "the complete set", "a firm nineteen") speak of the sum, and a
 * record's own word ("confirmed", "verified") may only repeat what a child reported. A part
 * stated plainly, or hedged only by naming its source or calling it inferred, has no doubt to
 * overrule: there the certainty drops what the part left out (item-status.ts), not a premise
 * the answer kept beside it.
 */

/** Certainty about the count or the list (its size, its extent), or a record's own word. */
const NOT_ABOUT_DOUBT =
  /\b(?:exact(?:ly)?|precise(?:ly)?|full stop|no (?:more|fewer|less)|complete|full|whole|entire|final|settled|firm|done|fixed|rated|confirmed|verified|hedge needed)\b/i;

/** The doubts of a part that a total can overrule: a condition or an epistemic qualifier. */
const PART_DOUBTS: HedgeFamily[] = ["condition", "epistemic"];

/** Does a certainty marker deny doubt (not the count's size or a record's word)? */
export const deniesDoubt = (marker: string) => !NOT_ABOUT_DOUBT.test(marker);

/**
 * Is `reading` a total called beyond doubt whose every part another clause states with a doubt
 * of its own (see the module comment)?
 */
export function overrulesPartDoubts(
  reading: ClauseReading,
  readings: readonly ClauseReading[],
): boolean {
  if (reading.clause.role !== "assert" || reading.summed.size < 2) return false;
  if (reading.ownHedges.size > 0 || reading.values.merchantIds.size > 0) return false;
  if (reading.certainty.length === 0 || !reading.certainty.every(deniesDoubt)) return false;
  return [...reading.summed].every((id) =>
    readings.some(
      (other) =>
        other !== reading &&
        other.states.has(id) &&
        !other.summed.has(id) &&
        PART_DOUBTS.some((family) => other.hedges.has(family)),
    ),
  );
}
