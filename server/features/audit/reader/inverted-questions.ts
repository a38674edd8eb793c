import type { ClauseReading } from "./clause-analysis";

/**
 * Questions split at their coordination (issue 14, thirty-fourth reader round): "Unsettled: do
 * the five override merchants send v2, and when do sandbox's twelve lose it?" is one sentence
 * asking two questions; the clause splitter cuts it at "and", and only the second part keeps
 * the question mark, so the first reads as an assertion ("the five override merchants send
 * v2") and answers the question it asks. A clause that opens, after an optional label, with an
 * auxiliary verb inverted before its subject ("do the five …", "is the date …", "will
 * sandbox …") in a sentence whose last clause is a question is a question too.
 */

/** An inverted auxiliary opening a clause, after an optional label ("Open: do …"). */
const INVERTED =
  /^[\s*_"“(]*(?:[\w' -]{1,30}:\s*)?(?:do|does|did|is|are|was|were|will|would|can|could|should|has|have|had)\s+(?:the|these|those|its|their|any|all|both|each|every|sandbox|[a-z]+'s|\d+|one|two|three|four|five|six|twelve|sixteen|nineteen)\b/i;

/** Mark each inverted clause of a sentence that ends as a question a question (module comment). */
export function readInvertedQuestions(readings: ClauseReading[]): void {
  readings.forEach((reading, index) => {
    if (reading.clause.role !== "assert" || !INVERTED.test(reading.clause.text)) return;
    const sentence = readings
      .slice(index + 1)
      .filter((later) => later.clause.sentence === reading.clause.sentence);
    const last = sentence.at(-1);
    if (last === undefined || last.clause.role !== "question") return;
    if (!/^\s*(?:and|or)\b/i.test(sentence[0]!.clause.text)) return;
    reading.clause.role = "question";
  });
}
