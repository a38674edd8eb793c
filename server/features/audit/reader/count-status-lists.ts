import type { ClauseReading } from "./clause-analysis";

/**
 * A list of bare counts with a status each (issue 14, forty-first round, v60's summaries):
 * "Bottom line: 16 probable, 3 possible, 12 undated, 5 unknown" restates in numbers what the
 * body says in words. The counts the findings have name those findings; a bare count left over
 * that no finding has, given an open status ("5 unknown", "5 still open"), counts the merchants
 * of an open question with that count, as "the 5 merchants that …" would (item-mentions.ts).
 * Only a clause that states two findings or more by their counts is such a list.
 */

/** Status words that leave a count open. */
const OPEN_STATUS = String.raw`(?:unknown|open|unplaced|undecided|unresolved|unclear|unsettled|tb[cd]|pending|undetermined)`;

/** Does the clause list `value` as a bare count with an open status (see the module comment)? */
export function openCountInList(reading: ClauseReading, value: number): boolean {
  if (reading.states.size < 2 || !reading.values.bare.has(value)) return false;
  return new RegExp(
    String.raw`(?<![\w.-])${value}\s+(?:still\s+|remain\s+)?${OPEN_STATUS}\b`,
    "i",
  ).test(reading.clause.text);
}
