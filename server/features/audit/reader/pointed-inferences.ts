import { lendHedge, type ClauseReading } from "./clause-analysis";

/**
 * Inferences reported by pointing back (issue 14, twenty-first reader round): an answer states
 * a child's claim plainly and, in the next clause, says that the claim was inferred, pointing at
 * it instead of repeating it: "…three more reach v2 through the fallback; it inferred that from
 * the code", "…whose fallback path reaches the v2 client, though that is its inference", "…,
 * which is only the researcher's guess". The pointer ("that", "this", "which") carries the
 * claim before it, so the inference qualifies that claim: the clause before it in the same
 * sentence and line receives the inferred hedge. An inference with a clause of its own after "that" ("it
 * inferred that the fallback fires") is about that clause, not a pointer.
 */

/** "<someone> inferred/guessed/deduced that|this|it" followed by no clause of its own. */
const INFERRED_POINTER =
  /\b(?:inferred|deduced|guessed|extrapolated|surmised|reasoned out)\s+(?:that|this|it|so)(?=\s*(?:[.,;:!—–)]|$|\s+(?:from|by|out of|off|on the basis of|based on|without)\b))/i;

/** "that/this/which is (only) its/an/the researcher's inference|guess|assumption". */
export const POINTER_IS_INFERENCE =
  /^(?:\W*(?:though|although|but|and|while)\s+)?(?:that|this|which|it)(?:'s|\s+is|\s+was)\s+(?:only\s+|just\s+|merely\s+)?(?:its|an|their|his|her|our|my|the\s+[\w-]+(?:'s|’s))\s+(?:own\s+)?(?:inference|guess|extrapolation|reading|deduction)\b/i;

/** Lend each pointed inference's hedge to the claim before it (see the module comment). */
export function lendPointedInferences(readings: ClauseReading[], answer: string): void {
  readings.forEach((reading, index) => {
    const before = readings[index - 1];
    if (before === undefined || before.clause.role !== "assert") return;
    // (Within one sentence: a sentence of its own that points back is read by pointer-resolution.ts.)
    if (before.clause.sentence !== reading.clause.sentence) return;
    if (answer.slice(before.clause.end, reading.clause.start).includes("\n")) return;
    const text = reading.clause.text;
    if (!INFERRED_POINTER.test(text) && !POINTER_IS_INFERENCE.test(text)) return;
    const cue = (INFERRED_POINTER.exec(text) ?? POINTER_IS_INFERENCE.exec(text))![0].trim();
    lendHedge(before, "inferred", cue.toLowerCase());
  });
}
