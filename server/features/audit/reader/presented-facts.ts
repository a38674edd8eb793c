import type { ClauseReading } from "./clause-analysis";

/**
 * Facts presented, then vouched for ahead (issue 14, sixty-second reader round): a presentative
 * opening that names nothing ("Here are the facts.", "These are the findings:") followed by a
 * certainty that points at what it presents ("There is no doubt about them.", "All of it is
 * certain.") vouches for the plain claims of the paragraph that comes next, the way a certainty
 * heading over them would: the certainty reaches forward, not back.
 */

/** A presentative opening ("Here are the facts", "These are the findings"). */
const PRESENTATIVE =
  /^(?:here\s+(?:are|is)|these\s+are|this\s+is|below\s+(?:are|is))\s+(?:the\s+|our\s+|my\s+)?(?:[\w-]+\s+)?(?:facts?|findings?|results?|answers?|points?)\s*[.:!]?$/i;

/** Lend a forward certainty to the plain claims of the paragraph after it (module comment). */
export function lendPresentedCertainty(readings: ClauseReading[]): void {
  for (const [index, reading] of readings.entries()) {
    if (index === 0 || reading.certainty.length === 0) continue;
    if (reading.states.size > 0 || reading.mentions.size > 0) continue;
    const opening = readings[index - 1]!;
    if (opening.clause.unit.index !== reading.clause.unit.index) continue;
    if (opening.states.size > 0 || !PRESENTATIVE.test(opening.clause.text.trim())) continue;
    // (Nothing else stands in the opening's paragraph: what it presents comes next.)
    if (
      readings.some(
        (other) =>
          other.clause.unit.index === reading.clause.unit.index &&
          other !== reading &&
          other !== opening,
      )
    )
      continue;
    const next = readings.find((other) => other.clause.unit.index > reading.clause.unit.index);
    if (!next) continue;
    for (const claim of readings)
      if (
        claim.clause.unit.index === next.clause.unit.index &&
        claim.clause.role === "assert" &&
        claim.hedges.size === 0
      )
        for (const marker of reading.certainty)
          if (!claim.certainty.includes(marker)) claim.certainty.push(marker);
  }
}
