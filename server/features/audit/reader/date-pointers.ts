import type { ClauseReading, ReaderContext } from "./clause-analysis";

/**
 * A certain clause that names a finding by the kind of its value (issue 14, seventeenth reader
 * round): "One thing nobody doubts is the deadline: it stands", "The go-live day isn't up for
 * debate". "The date" (deadline, cutoff) points at the findings the clause after its dash or
 * colon states by a date, or else an earlier clause, so the certainty reaches them: mention,
 * then contradict. A demonstrative ("That date is fixed", "this deadline is locked": forty-eighth
 * round) that a plain pointer read as the clause just before it, which states no date, points
 * back at the last dated finding instead: the noun says which value it means.
 */

/** A definite noun naming a date ("the date", "the deadline", "the cutoff"). */
const DATE_NOUN =
  /\bthe (?:(?:retirement|shutdown|cutoff|cut-off|end|sunset|go-live)\s+)?(?:date|day|deadline|cutoff|cut-off)\b/i;
/**
 * A demonstrative date noun opening its clause as the subject ("That date is …", "This deadline
 * won't …"; not "that day", a time pointer, nor "before that date", which only places an act).
 */
const DEMONSTRATIVE_DATE =
  /^[\s*_(]*(?:and |but |so )?(?:that|this)\s+(?:date|deadline|cutoff|cut-off)\b/i;
/** Denied doubt: "isn't in doubt", "not up for debate", "not in dispute". */
const DENIED_DOUBT =
  /\b(?:(?:is|are|was)(?:n't| not)|not)\s+(?:in\s+(?:any\s+)?(?:doubt|question|dispute)|up for (?:debate|discussion|question))\b/i;

/** Link the certain date-noun clauses of the module comment to the dated findings before them. */
export function linkDatePointers(readings: ClauseReading[], context: ReaderContext): void {
  readings.forEach((reading, index) => {
    if (redirectDemonstrative(readings, index, context)) return;
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
    // (Walked back by index: a slice per clause made a line-per-clause answer quadratic.)
    for (let before = index - 1; before >= 0; before--) {
      const ids = dated(readings[before]!);
      if (ids.length === 0) continue;
      for (const id of ids) reading.states.add(id);
      return;
    }
  });
}

/**
 * A certain clause whose demonstrative date noun took undated findings from a pointer ("That date
 * is fixed" after a sentence about the fallback three) states the last dated finding before it
 * instead. True when it was redirected. `index`: the clause's place in `readings`.
 */
function redirectDemonstrative(
  readings: ClauseReading[],
  index: number,
  context: ReaderContext,
): boolean {
  const reading = readings[index]!;
  if (reading.certainty.length === 0 || reading.ownHedges.size > 0) return false;
  if (reading.values.dates.size > 0 || reading.states.size === 0) return false;
  if (!DEMONSTRATIVE_DATE.test(reading.clause.text)) return false;
  const dated = (other: ClauseReading) =>
    [...other.states].filter((id) => (context.values.get(id)?.dates.size ?? 0) > 0);
  if (dated(reading).length > 0) return false;
  for (let before = index - 1; before >= 0; before--) {
    const ids = dated(readings[before]!);
    if (ids.length === 0) continue;
    reading.states.clear();
    for (const id of ids) reading.states.add(id);
    return true;
  }
  return false;
}
