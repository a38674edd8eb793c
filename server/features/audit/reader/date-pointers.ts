import type { ClauseReading, ReaderContext } from "./clause-analysis";

/**
 * A certain clause that names a finding by the kind of its value (issue 14, seventeenth reader
 * round): "One thing nobody doubts is the deadline: it stands", "The go-live day isn't up for
 * debate". "The date" (deadline, cutoff) points at the findings the clause after its dash or
 * colon states by a date, or else an earlier clause, so the certainty reaches them: mention,
 * then contradict.
 */

/** A definite noun naming a date ("the date", "the deadline", "the cutoff"). */
const DATE_NOUN =
  /\bthe (?:(?:retirement|shutdown|cutoff|cut-off|end|sunset|go-live)\s+)?(?:date|day|deadline|cutoff|cut-off)\b/i;
/** Denied doubt: "isn't in doubt", "not up for debate", "not in dispute". */
const DENIED_DOUBT =
  /\b(?:(?:is|are|was)(?:n't| not)|not)\s+(?:in\s+(?:any\s+)?(?:doubt|question|dispute)|up for (?:debate|discussion|question))\b/i;

/** Link the certain date-noun clauses of the module comment to the dated findings before them. */
export function linkDatePointers(readings: ClauseReading[], context: ReaderContext): void {
  readings.forEach((reading, index) => {
    const denied = DENIED_DOUBT.exec(reading.clause.text);
    if (reading.certainty.length === 0 && !denied) return;
    if (!DATE_NOUN.test(reading.clause.text) || reading.ownHedges.size > 0) return;
    if (denied && !reading.certainty.includes(denied[0].toLowerCase()))
      reading.certainty.push(denied[0].toLowerCase());
    if (reading.values.dates.size > 0 || reading.states.size > 0) return;
    const dated = (other: ClauseReading) =>
      [...other.states].filter((id) => (context.values.get(id)?.dates.size ?? 0) > 0);
    // ("The deadline isn't in doubt — 1 May, per the vendor": the date after the dash.)
    const next = readings[index + 1];
    if (
      next &&
      next.clause.sentence === reading.clause.sentence &&
      /[—–:]\s*$/.test(reading.clause.text) &&
      dated(next).length > 0
    ) {
      for (const id of dated(next)) reading.states.add(id);
      return;
    }
    for (const earlier of readings.slice(0, index).reverse()) {
      const ids = dated(earlier);
      if (ids.length === 0) continue;
      for (const id of ids) reading.states.add(id);
      return;
    }
  });
}
