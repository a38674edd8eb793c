import type { ClauseReading } from "./clause-analysis";

/** A pronoun or possessive pointing back at a group ("their date", "for them"). */
const POINTER_WORD = /\b(?:their|they|them|its|theirs)\b/i;

/**
 * An open clause that names nothing of its own and points back by a pronoun anywhere in it
 * ("whether their date is the same is unknown", "nobody knows when they go") keeps open the
 * question the nearest earlier clause of its sentence names: it speaks of that group.
 */
export function keepPointedQuestionOpen(readings: ClauseReading[], index: number): void {
  const reading = readings[index]!;
  const open = reading.clause.role === "question" || reading.hedges.has("unknown");
  if (!open || !POINTER_WORD.test(reading.clause.text)) return;
  takeNearestEarlierQuestion(readings, index);
}

/**
 * A source said to have kept silent ("something the provider hasn't announced", "the vendor has
 * not said yet", "nobody has confirmed"): a negated verb of reporting or publishing and its
 * subject (seventy-third round, everyday answers that leave a group's date to its source).
 */
const SILENT_SOURCE =
  /\b(?:nobody|no one|no-one|(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+)?(?:provider|vendor|changelog|notice|docs|documentation|announcement|researchers?|team|company))\s+(?:has|have|had|did|does|do|is|was)\s*(?:n['’]t\b|\s+not\b|\s+never\b)\s*(?:yet\s+|so far\s+)?(?:announced|published|said|confirmed|stated|posted|shared|given|named|told|set|communicated)\b|\b(?:nobody|no one|no-one)\s+(?:has\s+|had\s+)?(?:yet\s+)?(?:announced|published|said|confirmed|stated|posted)\b/i;

/**
 * Does an open clause that points back by a pronoun speak of the earlier group although it links
 * a finding of its own? A source said to have kept silent ("whether they lose it on that date is
 * something the provider hasn't announced") names who has not told, not a finding: the words it
 * shares with a finding ("the provider's changelog announces …") give the clause no subject of
 * its own, and it keeps open the question it points back at, as keepPointedQuestionOpen reads.
 */
export function openAboutSilentSource(reading: ClauseReading): boolean {
  const open = reading.clause.role === "question" || reading.hedges.has("unknown");
  return open && POINTER_WORD.test(reading.clause.text) && SILENT_SOURCE.test(reading.clause.text);
}

/**
 * A clause that declares "the question" closed and names none of its own ("…, and the question
 * the two of them raised closes itself": closed-questions.ts marks it contradicted) speaks of the
 * question the nearest earlier clause of its sentence names (sixty-fourth round).
 */
export function closePointedQuestion(readings: ClauseReading[], index: number): void {
  const reading = readings[index]!;
  if (
    reading.clause.role !== "assert" ||
    !reading.clause.contradicted ||
    reading.namesQuestion.size > 0 ||
    !/\b(?:question|unknown|open point)s?\b/i.test(reading.clause.text)
  )
    return;
  takeNearestEarlierQuestion(readings, index);
}

/**
 * Is a clause's openness taken back by a later clause of its sentence that declares the same
 * question closed ("since both read the table as authoritative, the five must be on v3 as well,
 * and the question the two of them raised closes itself")? Then it keeps nothing open.
 */
export function closedLaterInSentence(
  reading: ClauseReading,
  readings: readonly ClauseReading[],
  ids: ReadonlySet<string>,
): boolean {
  return readings.some(
    (other) =>
      other.clause.sentence === reading.clause.sentence &&
      other.clause.index > reading.clause.index &&
      other.clause.role === "assert" &&
      other.clause.contradicted &&
      [...other.namesQuestion].some((id) => ids.has(id)),
  );
}

/**
 * The clause at `index` mentions and names the questions the nearest earlier clause of its
 * sentence names (none when no earlier clause of the sentence names one).
 */
function takeNearestEarlierQuestion(readings: ClauseReading[], index: number): void {
  const reading = readings[index]!;
  for (let back = index - 1; back >= 0; back -= 1) {
    const earlier = readings[back]!;
    if (earlier.clause.sentence !== reading.clause.sentence) break;
    if (earlier.namesQuestion.size === 0) continue;
    for (const id of earlier.namesQuestion) {
      reading.mentions.add(id);
      reading.namesQuestion.add(id);
    }
    break;
  }
}
