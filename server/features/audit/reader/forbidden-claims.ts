import { blankOut } from "./masking";

/**
 * A claim the answer forbids its reader to make (issue 14, forty-second round, v61's
 * imperatives and directives): "Don't tell anyone 19 is the final count", "never promise them
 * that the date is firm", "do not present the list as complete". What follows the speech verb
 * is what must not be said, so it is not said: its certainty ("final", "firm", "complete") is no
 * claim of the answer, which then states the count with its hedges ("say instead: probably
 * 19 …"). The forbidden stretch, from the speech verb to the end of its clause, is masked
 * (spaces, so offsets hold). The rule is v61's labeling of its "don't tell anyone" answer as
 * faithful, as denied-certainty.ts reads "nothing was confirmed". Only a stretch that states
 * something ("… is …", "… as …") is masked: "don't tell anyone yet" forbids no claim.
 */

/** A negated directive to say something: "don't tell anyone", "never promise", "do not call". */
const FORBIDDEN_SPEECH = new RegExp(
  String.raw`\b(?:don't|don’t|do not|never|nobody should|no one should)\s+(?:ever\s+)?((?:tell|say|promise|announce|report|claim|present|call|describe|sell|pitch)\b[^.;:!?\n]*)`,
  "gi",
);

/** The forbidden stretch states a claim: a copula, a modal or "X as Y". */
const STATES_SOMETHING =
  /\b(?:is|are|was|were|will|won't|has been|have been|as)\b|['’]s\s+(?:final|complete|firm|fixed|certain|definite|settled|confirmed|exact)/i;

/** The answer with each claim it forbids its reader to make masked (module comment). */
export function withoutForbiddenClaims(answer: string): string {
  let masked = answer;
  for (const match of answer.matchAll(FORBIDDEN_SPEECH)) {
    const stretch = match[1]!;
    if (!STATES_SOMETHING.test(stretch)) continue;
    const from = (match.index ?? 0) + match[0].length - stretch.length;
    masked =
      masked.slice(0, from) +
      blankOut(masked.slice(from, from + stretch.length)) +
      masked.slice(from + stretch.length);
  }
  return masked;
}
