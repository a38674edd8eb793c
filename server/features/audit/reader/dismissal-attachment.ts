import type { ClauseReading } from "./clause-analysis";
import { dismissals } from "./overstatement-cues";

/**
 * A dismissal said beside the open question's group rather than in the clause that names it
 * (issue 14, cross-set residual round; question-status.ts decides): in the clause right after it
 * in the same sentence ("the override five set their own version — not our problem"), in the
 * heading the group is listed under ("## Not our problem" over "the five override merchants
 * …"), or in words of passing the question on ("that's on them, not us", "a red herring", "on
 * a separate track"). Found in status reports, chat posts, forum edits and release notes: the
 * question is set aside without an answer.
 */

/** Passing the question on or calling it a distraction, beyond hedge-cues.ts's dismissals. */
const PASSED_ON =
  /\b(?:(?:that's|that is|it's|it is) (?:on|up to) (?:them|those|these|the merchants?)[,;]?\s+not (?:us|ours)|(?:someone|somebody) else's (?:problem|concern|call)|(?:a |it's a |is a )?red herring|on (?:a|its|their) (?:own |separate )?(?:separate )?track\b(?! record))/i;

/** A clause that sets the question aside: hedge-cues.ts's dismissals or PASSED_ON. */
function setsAside(text: string): boolean {
  return dismissals(text).length > 0 || PASSED_ON.test(text);
}

/**
 * The clause that dismisses the question beside a mention of it: a mention that passes it on
 * (PASSED_ON), a mention under a heading that dismisses, or the next clause of the mention's
 * sentence when that clause dismisses and names no group of its own. Undefined when none does.
 */
export function dismissedBeside(
  readings: readonly ClauseReading[],
  mentions: readonly ClauseReading[],
): ClauseReading | undefined {
  for (const mention of mentions) {
    if (mention.clause.role !== "assert") continue;
    if (PASSED_ON.test(mention.clause.text)) return mention;
    const heading = mention.clause.unit.heading;
    if (heading !== null && setsAside(heading)) return mention;
    const next = readings.find((reading) => reading.clause.index === mention.clause.index + 1);
    if (
      next !== undefined &&
      next.clause.sentence === mention.clause.sentence &&
      next.clause.role === "assert" &&
      next.namesQuestion.size === 0 &&
      next.states.size === 0 &&
      setsAside(next.clause.text)
    )
      return next;
  }
  return undefined;
}
