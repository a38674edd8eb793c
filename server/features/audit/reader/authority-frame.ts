import { contentWords } from "../entities";
import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";

/**
 * The authority frame (issue 14, class 2: paraphrased hedges). An assumption that a data source
 * is authoritative ("the table's column is authoritative") is restated in other words by any
 * sentence that puts a record of the data beside what really happens: "the settings on file,
 * which we're checking against live traffic", "the config table, assumed to match prod",
 * "records we are reconciling with production". Such a sentence mentions the assumption; its
 * hedge (or its lack of one) then decides, as for any mention.
 */

/**
 * An assumption that some data is the truth (in a compliance or legal register too: the table
 * "governs", is "the real source", "the system of record").
 */
const AUTHORITY =
  /\b(?:authoritative|source of truth|(?:tells?|telling|told) the truth|truthful|accurate|up[- ]to[- ]date|reflects?|reliable|trustworthy|correct|(?:is|are|be) (?:right|true|current)|match(?:es)?|mirrors?|govern(?:s|ing|ed)?|controlling|determinative|conclusive|(?:the )?(?:real|true|actual|definitive|sole|only) source|(?:source|system) of record)\b/i;
/** A record of the data: what the assumption is about. */
export const RECORD =
  /\b(?:tables?|columns?|rows?|records?|settings|config(?:uration)?s?|database|db|on file|export|api_version|ledgers?|registry|register|inventory|spreadsheets?|books)\b/i;
/** What really happens, against which a record is true or not. */
const REALITY =
  /\b(?:production|prod|live|runtime|run time|reality|really|actual(?:ly)?|what (?:\w+ ){0,3}(?:runs|sends|uses|happens)|in practice)\b/i;

/** Stemmed words of the frame: an authority assumption's topic includes them. */
export const AUTHORITY_WORDS = [
  ...contentWords(
    "authoritative accurate reliable correct truth truthful reflects rows records settings config production prod live runtime reality",
  ),
];

/** Does the assumption say some data is authoritative? */
export function isAuthorityAssumption(item: AuditItem): boolean {
  return item.kind === "assumption" && AUTHORITY.test(item.text) && RECORD.test(item.text);
}

/**
 * Add the authority assumptions `items` as mentions of every clause of a sentence that puts a
 * record beside what really happens, or calls a record authoritative.
 */
export function linkAuthorityFrame(readings: ClauseReading[], items: readonly AuditItem[]): void {
  const assumptions = items.filter(isAuthorityAssumption);
  if (assumptions.length === 0) return;
  const sentences = new Map<number, ClauseReading[]>();
  for (const reading of readings)
    sentences.set(reading.clause.sentence, [
      ...(sentences.get(reading.clause.sentence) ?? []),
      reading,
    ]);
  for (const members of sentences.values()) {
    const text = members.map((reading) => reading.clause.text).join(" ");
    if (!RECORD.test(text) || !(REALITY.test(text) || AUTHORITY.test(text))) continue;
    // (The clauses that speak of the record or of reality: not a clause about something else.)
    for (const reading of members) {
      const own = reading.clause.text;
      if (!RECORD.test(own) && !REALITY.test(own) && !AUTHORITY.test(own)) continue;
      for (const assumption of assumptions) reading.mentions.add(assumption.id);
    }
  }
}
