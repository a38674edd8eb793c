import type { ClauseReading } from "./clause-analysis";
import { lendToClauseBefore } from "./pointed-lending";

/**
 * A verdict on the clause before, given by pointing back within its sentence (issue 14, round
 * 55): "19 is a tidy number, and it may well be right", "the total is 19, but that could be
 * off", "…, though this is probably correct". The pointer ("it", "that", "this") carries the
 * claim of the clause before; the clause says only how sure that claim is, so its hedge belongs
 * to that claim (as "It may well be right." does as a sentence of its own, read by
 * pointer-resolution.ts). Only a clause whose pointer is the subject of such a verdict, ending
 * there or at a colon or dash that opens what it lists, and only within one sentence and line.
 */

/** "(and|but|though) it/that/this may (well) be right|is probably correct|could be off". */
const POINTED_VERDICT =
  /^\W*(?:(?:and|but|though|although|yet)\s+)?(?:it|that|this)(?:['’]s|\s+is)?\s+(?:(?:may|might|could)(?:\s+(?:well|very well|easily))?\s+be|(?:is\s+)?(?:probably|likely|possibly|most likely|plausibly))\s+(?:right|correct|accurate|true|wrong|off|an?\s+(?:under|over)count)\s*(?:$|[:;,.!—–-])/i;

/** Lend each pointed verdict's hedge to the clause before it (see the module comment). */
export function lendPointedVerdicts(readings: readonly ClauseReading[], answer: string): void {
  lendToClauseBefore(readings, answer, "epistemic", (reading) => {
    const verdict = POINTED_VERDICT.exec(reading.clause.text);
    return verdict
      ? verdict[0]
          .replace(/[\s:;,.!—–-]+$/, "")
          .trim()
          .toLowerCase()
      : null;
  });
}
