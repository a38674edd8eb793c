import { sentencesOf } from "./sentence-split";
import { blankOut } from "./masking";

/**
 * Positions a debate concedes (issue 14, twenty-sixth reader round): an answer laid out as a
 * debate states a position ("Claim: the sandbox merchants are fine."), a counterpoint that
 * doubts it ("Objection: nobody knows their date.") and a rebuttal. A rebuttal that opens by
 * conceding ("Response: conceded, …", "Reply: fair — …", "Rebuttal from both: agreed, …")
 * withdraws the positions put since the previous rebuttal: they are not what the answer says,
 * and are masked with spaces (offsets hold), as a quote the reply overrides is
 * (quoted-replies.ts). A rebuttal that argues back ("the claim stands") withdraws nothing.
 */

/** A label that opens a stated position ("Position:", "Claim (direct researcher):"). */
const POSITION =
  /^[\s*_>#-]*(?:position|claim|thesis|motion|proposition|contention|stance|argument)\b[^:.]{0,40}:/i;

/** A label that opens the reply to a counterpoint ("Rebuttal:", "Reply from both:"). */
const REBUTTAL = /^[\s*_>#-]*(?:rebuttal|response|reply|answer|counter-?rebuttal)\b[^:.]{0,40}:/i;

/**
 * A concession at the opening of a rebuttal's body ("conceded", "fair —", "agreed,", "point
 * taken", "I concede"), not a denial of one ("not conceded", "no concession").
 */
const CONCESSION =
  /^[\s*_"'“]*(?:(?:i|we)\s+)?(?:conceded?|concedes|granted|agreed|agree|fair(?: point| enough)?|point taken|accepted|withdrawn|withdraw|you'?re right)\b(?!\s+not\b)/i;

/** The answer with the positions a rebuttal concedes masked (module comment). */
export function withoutConcededPositions(answer: string): string {
  let masked = answer;
  let positions: { segment: string; index: number }[] = [];
  for (const sentence of sentencesOf(answer)) {
    if (POSITION.test(sentence.segment)) {
      positions.push(sentence);
      continue;
    }
    const label = REBUTTAL.exec(sentence.segment);
    if (label === null) continue;
    if (CONCESSION.test(sentence.segment.slice(label[0].length)))
      for (const { segment, index } of positions)
        masked = masked.slice(0, index) + blankOut(segment) + masked.slice(index + segment.length);
    positions = [];
  }
  return masked;
}
