import type { ClauseReading } from "./clause-analysis";

/**
 * Corrections speak last (issue 14, twentieth reader round): a line that opens "Correction:"
 * (thirtieth round: or names what it revises, "Correction to that first line:", "One
 * amendment:", "no, correction:", "Going back to the top:")
 * ("Correction: the sandbox question is closed — …", "Correction: 16 was short, it's 19") revises
 * what the answer said before it, but only about what it speaks of again: the groups it names are
 * read from the correction alone (a question the earlier text kept open and the correction
 * settles is settled; one the correction leaves unnamed keeps what the earlier text said). So
 * each open question a correction names is taken from the clauses before the correction
 * (`namesQuestion`, `mentions`). A correction of one figure does not withdraw the conditions the
 * earlier sentence gave the others (retractions.ts withdraws whole sentences only for "scratch
 * that" and its kind).
 */

/** A line or sentence that opens as a correction. */
const CORRECTION =
  /^[\s*_"“(]*(?:(?:no|actually|wait|sorry|oops)\s*[,.!—–-]?\s*)?(?:(?:(?:one|a|an|small|quick|last|final|further)\s+){0,2}(?:correction|corrected|erratum|update|amendment|revision)(?:\s+to\s+(?:that|the|my|this)\b[^:.;\n]{0,40})?|(?:going|coming|getting|to go) back to (?:the (?:top|start|beginning|opening|first (?:line|point|part|claim))|(?:my|that) (?:first|opening) (?:line|point|part|claim)))\s*[:—–-]/i;

/** Read what each correction names from the correction alone (see the module comment). */
export function readCorrectionsLast(readings: ClauseReading[]): void {
  readings.forEach((reading, index) => {
    if (!CORRECTION.test(reading.clause.text)) return;
    const corrected = new Set(
      readings
        .slice(index)
        .filter((later) => later.clause.sentence === reading.clause.sentence)
        .flatMap((later) => [...later.namesQuestion]),
    );
    for (const earlier of readings.slice(0, index))
      for (const id of corrected) {
        earlier.namesQuestion.delete(id);
        earlier.mentions.delete(id);
      }
  });
}
