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
