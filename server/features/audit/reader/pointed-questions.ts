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
