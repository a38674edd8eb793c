import type { ClauseReading } from "./clause-analysis";

/**
 * Hedge sentences that point back (issue 14, sixty-second reader round): in plain-language
 * answers a bare "This" or "That" opens a sentence of its own that hedges the fact stated just
 * before it ("m_0005 … reach v2 through a backup path. This is our best guess.", "… behind a
 * backup path. This was not tested."). Pointer resolution (pointer-resolution.ts) lets the
 * hedge sentence state that fact; the sentence pointed at is then hedged too, so what it rests
 * on (the assumption behind it) is carried by the same hedge. Only the one sentence right
 * before, in the same paragraph, is reached, and a hedge sentence that also vouches (a
 * certainty marker) lends nothing.
 */

/** A bare singular pointer as the subject ("This is …", "That was …", "It has not been …"). */
const BARE_POINTER =
  /^(?:this|that|it)\s+(?:is|was|has|had|may|might|could|can|cannot|can't|needs?|rests?|depends?|comes?|came|relies|remains?|stays?)\b/i;

/** A plural pointer anywhere in a sentence ("may send them to v2", "they might break"). */
const PLURAL_POINTER = /\b(?:them|they)\b/i;

/** Is `reading` a sentence of its own (no other clause shares its sentence)? */
const alone = (reading: ClauseReading, readings: readonly ClauseReading[]) =>
  !readings.some((other) => other !== reading && other.clause.sentence === reading.clause.sentence);

/** The asserting sentence right before `reading`, in its paragraph, or undefined. */
function sentenceBefore(readings: readonly ClauseReading[], index: number) {
  const reading = readings[index]!;
  const before = readings[index - 1];
  if (!before || before.clause.role !== "assert") return undefined;
  if (before.clause.unit.index !== reading.clause.unit.index) return undefined;
  return before.clause.sentence === reading.clause.sentence - 1 ? before : undefined;
}

/** Give `to` the hedges of `from` it lacks. */
function lend(from: ClauseReading, to: ClauseReading): void {
  for (const [family, cues] of from.hedges)
    if (!to.hedges.has(family)) to.hedges.set(family, [...cues]);
  to.qualifiers.push({ families: new Set(from.hedges.keys()), words: new Set() });
}

/**
 * Lend each pointing hedge sentence's hedges to the sentence it points at (module comment). A
 * hedged sentence that names nothing of its own and speaks of the ids before it by "them" or
 * "they" ("Watch m_0005, m_0067 and m_0148. A backup path may send them to v2.") hedges that
 * sentence too; a bare "This" after it reaches through it to the same sentence.
 */
export function lendPointedHedges(readings: ClauseReading[]): void {
  const relays = new Map<ClauseReading, ClauseReading>();
  for (const [index, reading] of readings.entries()) {
    if (reading.clause.role !== "assert" || reading.hedges.size === 0) continue;
    if (reading.certainty.length > 0 || !alone(reading, readings)) continue;
    const text = reading.clause.text.trim();
    if (reading.states.size === 0 && reading.mentions.size === 0 && PLURAL_POINTER.test(text)) {
      const before = sentenceBefore(readings, index);
      if (!before || before.states.size === 0 || before.values.merchantIds.size === 0) continue;
      lend(reading, before);
      relays.set(reading, before);
      continue;
    }
    if (reading.states.size === 0 || !BARE_POINTER.test(text)) continue;
    let before = sentenceBefore(readings, index);
    if (before && relays.has(before)) before = relays.get(before);
    if (!before || ![...reading.states].every((id) => before.states.has(id))) continue;
    lend(reading, before);
  }
}

/** A possessive pointer as the subject of an open status ("their date is unknown"). */
const POSSESSIVE_POINTER =
  /^(?:[a-z]{1,12}:\s+)?(?:their|its)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|are|was|were|stays?|remains?)\b/i;

/**
 * A hedge sentence whose subject is a possessive pointer ("Limit: their date is unknown.",
 * "Its end date is not published.") and that names nothing itself keeps open the open
 * questions of the group the sentence right before it names: it says what is unknown about
 * that group (sixty-second round, plain language).
 */
export function keepPointedGroupsOpen(readings: ClauseReading[]): void {
  for (const [index, reading] of readings.entries()) {
    if (reading.clause.role !== "assert" || !reading.hedges.has("unknown")) continue;
    if (reading.states.size > 0 || reading.mentions.size > 0) continue;
    if (!POSSESSIVE_POINTER.test(reading.clause.text.trim())) continue;
    const before = readings[index - 1];
    if (!before || before.clause.sentence !== reading.clause.sentence - 1) continue;
    for (const id of before.mentions) if (/\/U\d+$/.test(id)) reading.mentions.add(id);
  }
}
