import type { ClauseReading } from "./clause-analysis";

/**
 * A source's assumption quoted, then endorsed by the writer (issue 14, thirty-ninth reader
 * round; v58's "calls the column authoritative, and we concur", "take the table as
 * authoritative, and rightly so", "the researcher believes the fallback fires …, and I'm
 * satisfied it does"). The first clause attributes or conditions the assumption, which alone
 * would carry it; the next clause of the same sentence opens with the writer's agreement and
 * makes it the writer's own: mention, then contradict (v23's rule for a doubt reported then
 * overruled), so the assumption is stated as fact.
 */

/** The writer's agreement opening a conjunct ("and we concur", "and rightly so"). */
export const ENDORSEMENT = String.raw`,?\s*and\s+(?:we|i)\s+(?:concur|agree|endorse\s+(?:it|that|this))\b|,?\s*and\s+rightly\s+so\b|\b(?:i'm|i am|we're|we are)\s+satisfied\s+(?:it|they|that|this)\s+(?:does|do|is|are|will|holds?)\b`;

/** Does the clause endorse, in the writer's voice, what went before (ENDORSEMENT)? */
const ENDORSES = new RegExp(String.raw`(?:^|[,;:]\s*|\b(?:and|so|but)\s+)(?:${ENDORSEMENT})`, "i");

/**
 * The clause that endorses an assumption a clause before it in its sentence restated (`carries`
 * says which mentions restate it), if any.
 */
export function endorsedMention(
  mentions: readonly ClauseReading[],
  readings: readonly ClauseReading[],
  carries: (reading: ClauseReading) => boolean,
): ClauseReading | undefined {
  return readings.find(
    (reading) =>
      reading.clause.role === "assert" &&
      ENDORSES.test(reading.clause.text) &&
      mentions.some(
        (mention) =>
          mention !== reading &&
          mention.clause.sentence === reading.clause.sentence &&
          mention.clause.index < reading.clause.index &&
          carries(mention),
      ),
  );
}
