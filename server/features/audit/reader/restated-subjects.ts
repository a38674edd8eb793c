import type { ClauseReading } from "./clause-analysis";

/**
 * Hedges on a restated subject (issue 14, sixty-second reader round): plain-language answers
 * state one fact per sentence and hedge it in a sentence of its own whose subject names the
 * fact's thing again by a definite noun ("16 merchants use v2 in the merchants table. … The
 * table may be wrong.", "… through a backup path. The backup path might not run.", "v2 ends on
 * 31 March 2027. The date is only the provider's word."). Such a sentence states no finding and
 * mentions no item itself, so its hedge would reach nothing; it hedges the nearest earlier claim
 * of its paragraph that holds the same noun phrase (a "date" names a claim that states a date).
 * A hedge that lists its subjects after a colon ahead of them ("Three parts are not checked:
 * the date, the merchants table, and the backup path.") hedges the first later claim naming
 * each.
 */

/** A definite subject ("the table", "the backup path") before its verb. */
const DEFINITE_SUBJECT =
  /^(?:(?:and|but|so|also)\s+)?the\s+((?:[a-z][\w-]*\s+)?[a-z][\w-]*?)s?\s+(?:is|are|was|were|may|might|could|can|cannot|can't|has|have|had|needs?|rests?|depends?|comes?|came|relies|rely|stays?|remains?)\b/i;
/** An embedded question about a definite subject ("Whether the path runs is not known."). */
const QUESTIONED_SUBJECT = /^(?:whether|if)\s+the\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)/i;

/** A date in a claim's words: a month name with a day or year, or an ISO date. */
const DATE =
  /\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4})\b/i;

/** How many sentences back the restated claim may stand. */
const REACH = 4;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Does `text` name `phrase` ("date": any date; otherwise the phrase, plural or not)? */
const names = (text: string, phrase: string) =>
  phrase === "date"
    ? DATE.test(text)
    : new RegExp(`\\b${escaped(phrase).replace(/\s+/g, "\\s+")}s?\\b`, "i").test(text);

/** Give `to` the hedges of `from`. */
function lend(from: ClauseReading, to: ClauseReading): void {
  for (const [family, cues] of from.hedges)
    to.hedges.set(family, [...(to.hedges.get(family) ?? []), ...cues]);
  to.qualifiers.push(...from.qualifiers, {
    families: new Set(from.hedges.keys()),
    words: new Set(),
  });
}

/** A list of definite noun phrases after a colon, to the sentence's end. */
const LISTED_SUBJECTS =
  /:\s*((?:the\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s*(?:,\s*(?:and\s+)?|\s+and\s+)?){2,})[.!]?$/i;

/** Lend a hedge that lists its subjects ahead of them to the later claims naming each. */
export function lendListedSubjectHedges(readings: ClauseReading[]): void {
  for (const [index, reading] of readings.entries()) {
    if (reading.clause.role !== "assert" || reading.hedges.size === 0) continue;
    if (reading.certainty.length > 0) continue;
    const list = LISTED_SUBJECTS.exec(reading.clause.text.trim())?.[1];
    if (!list) continue;
    const phrases = list
      .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
      .map((part) =>
        part
          .trim()
          .replace(/^the\s+/i, "")
          .toLowerCase(),
      )
      .filter((part) => part !== "");
    for (const phrase of phrases) {
      const later = readings
        .slice(index + 1)
        .find(
          (other) =>
            other.clause.role === "assert" &&
            other.states.size + other.mentions.size > 0 &&
            names(other.clause.text, phrase),
        );
      if (later) lend(reading, later);
    }
  }
}

/** Lend each restated-subject hedge to the earlier claim it names again (module comment). */
export function lendRestatedSubjectHedges(readings: ClauseReading[]): void {
  for (const [index, reading] of readings.entries()) {
    const role = reading.clause.role;
    if ((role !== "assert" && role !== "question") || reading.hedges.size === 0) continue;
    if (reading.states.size > 0 || reading.mentions.size > 0) continue;
    const text = reading.clause.text.trim();
    const definite = DEFINITE_SUBJECT.exec(text);
    const subject = definite?.[1] ?? QUESTIONED_SUBJECT.exec(text)?.[1];
    if (!subject) continue;
    // The whole noun phrase; after "whether the", its first word too ("whether the path runs"
    // names "a backup path"). (A head alone, "merchants", would name any count.)
    const words = subject.toLowerCase().split(/\s+/);
    const phrases = [words.join(" "), ...(definite ? [] : [words[0]!])];
    const earlier = readings
      .slice(0, index)
      .reverse()
      .find(
        (other) =>
          other.clause.role === "assert" &&
          other.states.size + other.mentions.size > 0 &&
          other.clause.unit.index === reading.clause.unit.index &&
          reading.clause.sentence - other.clause.sentence <= REACH &&
          phrases.some((phrase) => names(other.clause.text, phrase)),
      );
    if (earlier) lend(reading, earlier);
  }
}
