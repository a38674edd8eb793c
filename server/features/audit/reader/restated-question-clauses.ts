import type { ClauseReading } from "./clause-analysis";

/**
 * Restated questions as clauses (issue 14, residuals round; restated-questions.ts masks a whole
 * restating sentence before reading): a clause that only restates what was asked
 * ("The question was which accounts fail when …", "you asked what breaks once …", a commit
 * subject "record which accounts fail on …") embeds a question after a frame of asking or
 * recording; it states no finding, whatever words it shares with one. A clause that gives an
 * answer's values (merchant ids, counts, dates) is read as usual.
 */

/** A frame of asking or recording followed by an embedded question word. */
const RESTATED_QUESTION =
  /^[^.;:]{0,40}?(?:\bthe question (?:was|is|being)|\byou (?:asked|wanted to know|wondered)|\b(?:asked|asking|wondering)|\b(?:record|records|recording|document|documents|list|lists|find out|work out|figure out)|:)\s+(?:about\s+)?(?:which|what|whether|who|how many)\b/i;

/** Clear the findings a restated question was linked to (see the module comment). */
export function setAsideRestatedQuestions(readings: ClauseReading[]): void {
  for (const reading of readings) {
    if (reading.clause.role === "condition") continue;
    const { merchantIds, counts, dates } = reading.values;
    if (merchantIds.size + counts.size + dates.size > 0) continue;
    if (!RESTATED_QUESTION.test(reading.clause.text)) continue;
    reading.states.clear();
    reading.summed.clear();
    reading.byDateOnly.clear();
    reading.statesByValue = false;
  }
}
