import { lendHedge, type ClauseReading } from "./clause-analysis";
import { POINTER_IS_INFERENCE } from "./pointed-inferences";

/**
 * Inferences reported by pointing back from the next sentence (issue 14, fifty-fourth reader
 * round): "Nineteen merchants break, sixteen direct and three through the fallback. But it's an
 * inference resting on two untested assumptions.", "… three more reach v2. That is the
 * researcher's inference, though." A sentence that opens by pointing back ("it", "that", "this")
 * and calls what it points at an inference qualifies the sentence before it, as the same
 * pointer does within one sentence (pointed-inferences.ts): every claim of the previous
 * sentence, on the same line, receives the inferred hedge ("that" points at the whole sentence). Only the sentence's first clause
 * points back this way; a pointer further in speaks of its own sentence.
 */

/** Lend each next-sentence pointed inference's hedge to the sentence before (module comment). */
export function lendNextSentenceInferences(readings: ClauseReading[], answer: string): void {
  readings.forEach((reading, index) => {
    const before = readings[index - 1];
    if (before === undefined || before.clause.role !== "assert") return;
    if (before.clause.sentence !== reading.clause.sentence - 1) return;
    if (before.clause.unit !== reading.clause.unit) return;
    if (answer.slice(before.clause.end, reading.clause.start).includes("\n")) return;
    const text = reading.clause.text;
    const match = POINTER_IS_INFERENCE.exec(text);
    if (match === null) return;
    const cue = match[0].trim().toLowerCase();
    for (let back = index - 1; back >= 0; back -= 1) {
      const earlier = readings[back]!;
      if (earlier.clause.sentence !== before.clause.sentence) break;
      if (earlier.clause.unit !== reading.clause.unit || earlier.clause.role !== "assert") continue;
      lendHedge(earlier, "inferred", cue);
    }
  });
}
