import { blankOut } from "./masking";
/**
 * Quoted text a reply overrides (issue 14, twentieth reader round): an answer written as a reply
 * quotes an earlier message with `>` lines (a child's sentence, a colleague's draft, the writer's
 * own earlier message) and answers it. When the reply corrects or overrides what it quotes
 * ("Correcting my message above: …", "I'd call it settled", "no reason to hedge on it", "good
 * enough for me", "Reported, sure, but …", "I'd push back on that", "they don't agree on 19"), the
 * quoted lines are no longer the answer's own: an overclaim quoted and corrected is not claimed, and a hedge quoted and dismissed is not carried.
 * Those lines are masked with spaces (offsets hold), so the reply is read on its own. A quote the
 * reply agrees with, comments on by position or only answers (a question quoted) stays as it is.
 */

/** The reply overrides what it quotes: a correction, or a quoted hedge declared unneeded. */
const OVERRIDE = new RegExp(
  [
    // A correction of the quoted text ("Correcting my own message above", "that was wrong").
    // (A correction of the whole quote, not "one small correction: …" to a part of it.)
    String.raw`\bcorrect(?:ing|ion to)\s+(?:my|the|this|that|your|our)\s+(?:own\s+)?(?:earlier\s+|previous\s+|last\s+)?(?:message|note|draft|mail|email|post|reply|statement|summary|above)\b`,
    String.raw`\b(?:that|this|it|the above)\s+(?:was|is)\s+(?:wrong|incorrect|mistaken|not right|overstated)\b`,
    // A hedge declared unneeded ("no reason to hedge", "I'd call it settled", "good enough for me").
    String.raw`\b(?:no|(?:don't|do not|can't|cannot) see (?:a|any)|not (?:a|any))\s+(?:reason|need|point)\s+to\s+(?:hedge|doubt|question|worry|caveat)`,
    String.raw`\b(?:i'd|i would|we'd|we can|let's|i)\s+(?:call|consider|treat|take)\s+(?:it|that|this|them|the \w+)\s+(?:as\s+)?(?:settled|confirmed|established|proven|a fact|closed|done)\b`,
    String.raw`\bgood enough for (?:me|us)\b`,
    // Disagreement with the quote (twenty-fifth round: forum replies): "I'd push back on that",
    // "I disagree with …", "not so sure about that" at the reply's opening.
    String.raw`^\s*(?:(?:i'd|i would|i have to|i must|i'll|let me|gotta|i)\s+)?push(?:ing)?\s+back\s+on\b`,
    String.raw`^\s*(?:i\s+)?(?:(?:respectfully|strongly)\s+)?(?:disagree|don't agree|do not agree)\b`,
    // A reply opening by denying that the quoted sources agree ("They don't agree on 19").
    String.raw`^\s*[^.\n]{0,40}\b(?:don't|doesn't|do not|does not)\s+agree\b`,
    String.raw`^\s*(?:i'm\s+|i am\s+)?not\s+(?:so|that|too)\s+sure\s+about\s+(?:that|this|it|the)\b`,
    String.raw`\b(?:reported|inferred|assumed|unverified|a guess|hedged),?\s+(?:sure|maybe|perhaps|granted|fine|ok(?:ay)?),?\s+but\b`,
  ].join("|"),
  "i",
);

/** How many characters of the reply after a quote are read for its stance. */
const STANCE_SPAN = 240;

/** The answer with the quoted lines its reply overrides masked (see the module comment). */
export function withoutOverriddenQuotes(answer: string): string {
  if (!/^\s*>/m.test(answer)) return answer;
  const lines = answer.split("\n");
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  let masked = answer;
  let index = 0;
  while (index < lines.length) {
    if (!/^\s*>/.test(lines[index]!)) {
      index += 1;
      continue;
    }
    const first = index;
    while (index < lines.length && /^\s*>/.test(lines[index]!)) index += 1;
    const quoteEnd = index < lines.length ? starts[index]! : answer.length;
    // The reply: what follows the quote, up to the next quote, read from its opening.
    let next = index;
    while (next < lines.length && !/^\s*>/.test(lines[next]!)) next += 1;
    const replyEnd = next < lines.length ? starts[next]! : answer.length;
    const reply = answer.slice(quoteEnd, Math.min(replyEnd, quoteEnd + STANCE_SPAN));
    if (OVERRIDE.test(reply))
      masked =
        masked.slice(0, starts[first]!) +
        blankOut(masked.slice(starts[first]!, quoteEnd)) +
        masked.slice(quoteEnd);
  }
  return masked;
}
