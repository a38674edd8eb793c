import { blankOut } from "./masking";
/**
 * The question restated (issue 14, twelfth reader round): an answer may open by repeating what
 * it was asked ("You asked which merchants fail when …", "Your question was whether …", a
 * quoted question line). That sentence reports the asker's question; it is neither a claim of
 * the answer nor a hedge ("which", "whether" and "asked" would otherwise read as an open
 * question kept open, and carry every caveat whose words it shares). It is masked with spaces
 * up to its end (a stop, a question mark or a colon), so offsets hold, as retractions.ts does.
 */

/** A sentence opening that reports the asker's question. */
const RESTATED =
  /(?:^|(?<=\n)|(?<=[.!]\s))[ \t>*_#]*(?:(?:so|ok(?:ay)?)\s*,?\s+)?(?:you(?:'re| are| were)? (?:asked|asking|ask|wanted to know|want to know|wondered|wondering|would like to know|'d like to know)|(?:your|the) (?:original )?(?:question|ask|request)(?: (?:is|was|here is|here was))?\s*:?|to (?:restate|recap|repeat) (?:the|your) question\s*:?)\s[^.!?:\n]*[.!?:]?/gi;

/** The answer with the sentences that restate the question masked (see the module comment). */
export function withoutRestatedQuestions(answer: string): string {
  return answer.replace(RESTATED, (found) => blankOut(found));
}
