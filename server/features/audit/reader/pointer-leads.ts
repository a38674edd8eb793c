import type { ClauseReading } from "./clause-analysis";

/**
 * Leads of a clause that points back (issue 14, eleventh reader round; read by
 * free-text-reading.ts's pointer resolution): a spoken filler before the pointer ("yeah, those
 * …") and a clause after a dash that opens with certainty and names nothing ("… — definitely,
 * no question"), which vouches for the clause before it.
 */

/** A spoken filler before a pointer ("yeah, those …", "I mean, they …"). */
export const SPOKEN_LEAD =
  /^(?:(?:yeah|yes|yep|yup|ok(?:ay)?|right|well|um+|uh+|like|i mean|you know)\s*[,—–-]?\s+)+/i;

/** A clause opening with certainty ("definitely, …", "no question …", "for sure"). */
export const CERTAIN_OPENING =
  /^(?:definitely|certainly|for sure|no (?:question|doubt)|without (?:a |any )?doubt|confirmed|guaranteed|absolutely|100\s?%)\b/i;

/** Is the clause cut from the one before it in its sentence by a dash? */
export function dashBefore(readings: readonly ClauseReading[], index: number): boolean {
  const earlier = readings[index - 1];
  const clause = readings[index]!.clause;
  if (!earlier || earlier.clause.sentence !== clause.sentence) return false;
  // (The dash may end the earlier clause's text or sit between the two.)
  return /[—–]\s*$|\s--\s*$/.test(
    clause.unit.text.slice(
      earlier.clause.start - clause.unit.start,
      clause.start - clause.unit.start,
    ),
  );
}
