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
      // (Or declines it as a topic, "…aren't production, so I've left them out": its reading's
      // dismissal holds declined-topics.ts's phrases; eighty-third round.)
      (setsAside(next.clause.text) || next.dismissal.length > 0)
    )
      return next;
  }
  return undefined;
}

/** A sentence that concedes what it reports ("To be fair, the researchers raised the date"). */
const CONCEDING = /^[\s*_>"'“(-]*(?:to be fair|in fairness|fair enough|granted|admittedly)\b/i;
/** A sentence that turns to what holds in fact ("In practice …", "Realistically, …"). */
const IN_PRACTICE =
  /^[\s*_>"'“(-]*(?:(?:but|and)\s+)?(?:in practice|in reality|practically(?: speaking)?|realistically|in the real world)\b/i;

/**
 * A dismissal that overrides a concession (issue 14, eighty-third round; mention then
 * contradict): the question is conceded as raised in one sentence ("To be fair, the fallback
 * researcher raised the override five") and set aside in a later one that turns to practice
 * ("In practice the override five can be ignored"). The concession only acknowledges the
 * question to overrule it: the dismissal answers it, as a contradiction does, not a plain
 * setting aside. The sentences are told by their first clause.
 */
export function dismissalOverridesConcession(
  readings: readonly ClauseReading[],
  mentions: readonly ClauseReading[],
  dismissed: ClauseReading,
): boolean {
  const opening = (sentence: number) =>
    readings.find((reading) => reading.clause.sentence === sentence)?.clause.text ?? "";
  if (!IN_PRACTICE.test(opening(dismissed.clause.sentence))) return false;
  return mentions.some(
    (mention) =>
      mention.clause.sentence < dismissed.clause.sentence &&
      CONCEDING.test(opening(mention.clause.sentence)),
  );
}
