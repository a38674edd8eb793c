import type { ClauseReading } from "./clause-analysis";
import { has, OPEN_HEDGES } from "./hedge-families";

/**
 * An outcome stated as indifferent to what the question asks (issue 14, fifty-first round):
 * "the twelve are test accounts; whatever date the provider picks, nobody's payments stop",
 * "no matter when sandbox goes, nothing breaks". A free-choice concession ("whatever",
 * "whichever", "no matter", "regardless of") over the asked date or schedule, with a plain
 * main clause, answers the question about when: the answer says it does not matter.
 */

/** A concession over any value of a date, day or schedule, leading its clause. */
const INDIFFERENT_LEAD =
  /^[\s"'“(]*(?:(?:whatever|whichever)\s+(?:\w+\s+){0,2}(?:date|day|deadline|schedule|timing|timeline|cut-?off)s?\b|no matter (?:when|what (?:date|day)|which (?:date|day))\b|regardless of (?:when|the (?:date|day|timing|schedule|timeline|deadline))\b|whenever\b)[^,;:]*,\s*\S/i;

/** Does the clause lead with such a concession and go on to a plain outcome? */
export function indifferentOutcome(reading: ClauseReading): boolean {
  return (
    INDIFFERENT_LEAD.test(reading.clause.text) &&
    reading.clause.role !== "question" &&
    !has(reading, OPEN_HEDGES)
  );
}

/**
 * The mention of the question's group, or the next clause of its sentence naming no other
 * question, that states an indifferent outcome; undefined when none does.
 */
export function indifferentOutcomeBeside(
  readings: readonly ClauseReading[],
  mentions: readonly ClauseReading[],
): ClauseReading | undefined {
  for (const mention of mentions) {
    if (mention.clause.role === "question" || has(mention, OPEN_HEDGES)) continue;
    if (indifferentOutcome(mention)) return mention;
    const next = readings.find((reading) => reading.clause.index === mention.clause.index + 1);
    if (
      next !== undefined &&
      next.clause.sentence === mention.clause.sentence &&
      next.namesQuestion.size === 0 &&
      indifferentOutcome(next)
    )
      return next;
  }
  return undefined;
}
