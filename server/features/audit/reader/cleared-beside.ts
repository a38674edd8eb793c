import type { ClauseReading } from "./clause-analysis";

/**
 * A group cleared in the clause after the one that names it (issue 14, fifty-eighth reader
 * round, v67): "No smoking gun against the five override merchants, so I'd clear them", "the
 * override five — they're unaffected". The verdict of no effect is said of a pronoun that points
 * back at the group named just before it in the same sentence, so it answers the open question
 * about that group as if it stood in the naming clause (question-status.ts decides; the
 * no-effect cues are overstatement-cues.ts's). A clause that names a group or states a finding
 * of its own speaks of that, not of the group before it.
 */

/** A pronoun that points back at a group ("them", "they", "those", "all five"). */
const POINTS_BACK =
  /\b(?:them|they|they're|they’re|those|these|both|all (?:three|five|twelve|of them))\b/i;

/**
 * The clause right after a mention, in its sentence, that declares the mentioned group
 * unaffected through a pronoun (see the module comment); undefined when none does.
 */
export function clearedBeside(
  readings: readonly ClauseReading[],
  mentions: readonly ClauseReading[],
): ClauseReading | undefined {
  for (const mention of mentions) {
    if (mention.clause.role !== "assert" || mention.hedges.size > 0) continue;
    const next = readings.find((reading) => reading.clause.index === mention.clause.index + 1);
    if (
      next !== undefined &&
      next.clause.sentence === mention.clause.sentence &&
      next.clause.role === "assert" &&
      next.hedges.size === 0 &&
      next.namesQuestion.size === 0 &&
      next.states.size === 0 &&
      next.noEffect.length > 0 &&
      POINTS_BACK.test(next.clause.text)
    )
      return next;
  }
  return undefined;
}
