import { lendHedge, type ClauseReading } from "./clause-analysis";
import type { HedgeFamily } from "./hedge-cues";

/**
 * Lend a hedge back from a clause that points at the clause before it (issue 14, round 55:
 * pointed-verdicts.ts, pointed-sources.ts): for each clause whose pointer ("it", "that", "this")
 * carries the claim of the asserting clause just before it, in the same sentence and on the same
 * line, `cueOf` gives the cue the clause adds to that claim (null: it adds none); the cue is
 * lent to the clause before as a hedge of `family` of its own.
 */
export function lendToClauseBefore(
  readings: readonly ClauseReading[],
  answer: string,
  family: HedgeFamily,
  cueOf: (reading: ClauseReading, before: ClauseReading) => string | null,
): void {
  for (let index = 1; index < readings.length; index += 1) {
    const reading = readings[index]!;
    const before = readings[index - 1]!;
    if (before.clause.sentence !== reading.clause.sentence || before.clause.role !== "assert")
      continue;
    if (answer.slice(before.clause.end, reading.clause.start).includes("\n")) continue;
    const cue = cueOf(reading, before);
    if (cue === null) continue;
    lendHedge(before, family, cue);
  }
}
