import { ceilingClaimsNothing } from "./count-ceilings";

/**
 * A list or count said unable to grow (issue 14, forty-seventh round): "the list can't grow
 * beyond the 19", "the count won't go past nineteen", "the total cannot exceed 19". Ruling out
 * any growth rules out every merchant beyond it, as a ceiling does (count-ceilings.ts): read as
 * a list-completeness claim (overstatement-cues.ts's listCompleteness), which answers the open
 * questions that could add to the list and leaves the unread code unchecked. Confined to what a
 * source shows ("on what the table shows, the list can't grow past 19") or the top of a range
 * it claims nothing of the rest; said as a possibility ("the list could grow beyond 19") or
 * with the growth denied only in part ("can't grow much beyond") it is no bound.
 */

/** The list, count or scope as the subject, then a modal denying its growth past a bound. */
const CANNOT_GROW =
  /\b(?:list|count|total|number|tally|set|scope|exposure|figure|impact)\b[^.;:!?]{0,20}?\b(?:can't|cannot|can not|can’t|won't|will not|won’t|couldn't|could not|never)\s+(?:possibly\s+|ever\s+)?(?:(?:grow|go|rise|climb|get|extend|expand|run)\s+(?:any\s+)?(?:beyond|past|above|over|higher than|bigger than|larger than)|exceed|top|outgrow)\b/gi;

/** The phrases of `text` that deny a list or count any growth (module comment). */
export function ungrowableCounts(text: string): string[] {
  if (ceilingClaimsNothing(text)) return [];
  CANNOT_GROW.lastIndex = 0;
  return [...text.matchAll(CANNOT_GROW)].map((match) => match[0].toLowerCase());
}
