/**
 * A group deferred without urgency (issue 14, forty-seventh round): "the sandbox pin can be dealt
 * with whenever the sandbox team gets to it", "the override five at the team's leisure", "no rush
 * on the sandbox accounts", "the sandbox ones are not urgent". Saying a group's handling can
 * wait on nobody's clock treats when (or whether) it is hit as settled and harmless: a dismissal
 * of its open question, as "out of scope" or "can be ignored" is (overstatement-cues.ts's
 * dismissals, dropped medium). Deferred until what would settle it ("whenever the provider
 * announces their date", "no rush until the logs are in") the question is kept open, and a
 * denied lack of urgency ("it is urgent", "there's no time to wait") dismisses nothing.
 */

/** Handling said to wait on the handler's convenience, or said not to be urgent. */
const UNHURRIED =
  /\b(?:whenever\s+(?:[\w'’-]+\s+){0,4}?(?:gets?|get|gotten|got)\s+(?:round\s+|around\s+)?to\s+(?:it|them)|whenever\s+(?:it'?s\s+|is\s+)?convenient|whenever\s+(?:[\w'’-]+\s+){0,4}?(?:has|have|finds?)\s+(?:the\s+)?time|at\s+(?:their|its|your|our|the\s+[\w-]+\s+team's)\s+(?:own\s+)?(?:leisure|convenience|pace)|no\s+(?:rush|hurry|urgency)|(?:is|are)\s+not\s+urgent|(?:isn't|aren't)\s+urgent)\b/gi;

/** What follows that ties the wait to the evidence ("… until the logs are in"). */
const UNTIL_SETTLED = /^\W*(?:\w+\s+){0,3}?(?:until|till|pending|before|once)\b/i;

/** The phrases of `text` that defer a group without urgency (module comment). */
export function unhurriedDeferrals(text: string): string[] {
  UNHURRIED.lastIndex = 0;
  return [...text.matchAll(UNHURRIED)]
    .filter(
      (match) => !UNTIL_SETTLED.test(text.slice((match.index ?? 0) + match[0].length).slice(0, 60)),
    )
    .map((match) => match[0].toLowerCase());
}
