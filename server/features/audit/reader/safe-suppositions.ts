import type { ClauseReading } from "./clause-analysis";
import { dropHedgesWithin } from "./courteous-certainty";

/**
 * A supposition called safe (issue 14, sixtieth reader round, v68's guesses hardened into
 * answers): "it is safe to assume the five send v3", "one may safely suppose they moved", "I
 * think it fair to presume so". The words of supposing ("assume", "suppose", "may", "I think")
 * would read as a hedge, but the writer vouches for the guess: calling it safe or fair offers
 * it as the answer, not as something still open. The supposition's own hedge cues are dropped
 * and the clause is read with certainty; a clause that still carries a hedge of its own
 * elsewhere ("…, probably", "if the logs agree") keeps it.
 *
 * The supposed claim may point back at what the clause before it in the sentence names ("the
 * five choose per request; it is safe to assume they are on v3"): it then speaks of what that
 * clause names (its open questions, its findings), as a clause that opens with a pointer does
 * (pointer-resolution.ts).
 */

/** A supposition called safe or fair ("safe to assume", "may safely suppose"). */
const SAFE_SUPPOSITION =
  /\b(?:(?:safe|fair)\s+to\s+(?:assume|suppose|presume|take\s+it)|(?:may|can|could|might)\s+safely\s+(?:assume|suppose|presume|take\s+it))\b/i;

/** A pointer back that the supposed claim opens with ("they", "those five"). */
const POINTER = /^\s*(?:that\s+)?(?:they|them|those|these|it|both|all\s+of\s+them)\b/i;

/** Read suppositions called safe as the writer's answer (see the module comment). */
export function readSafeSuppositions(readings: ClauseReading[]): void {
  readings.forEach((reading, index) => {
    if (reading.clause.role !== "assert") return;
    const text = reading.clause.text;
    const match = SAFE_SUPPOSITION.exec(text);
    if (!match) return;
    const cue = match[0].toLowerCase().replace(/\s+/g, " ");
    // The frame of the supposition: the clause's words up to it ("I think it fair to assume").
    dropHedgesWithin(reading, text.slice(0, match.index + match[0].length));
    if (reading.hedges.size > 0) return;
    if (!reading.certainty.includes(cue)) reading.certainty.push(cue);
    // "…; it is safe to assume they moved": the pointer after the supposition speaks of what
    // the clause before it in the sentence names.
    const before = readings[index - 1];
    if (
      before &&
      before.clause.sentence === reading.clause.sentence &&
      reading.mentions.size === 0 &&
      reading.states.size === 0 &&
      POINTER.test(text.slice(match.index + match[0].length))
    ) {
      for (const id of before.mentions) reading.mentions.add(id);
      for (const id of before.namesQuestion) reading.namesQuestion.add(id);
      for (const id of before.states) reading.states.add(id);
    }
  });
}
