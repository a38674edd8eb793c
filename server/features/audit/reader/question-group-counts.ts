import type { ClauseReading } from "./clause-analysis";
import { contentWords } from "../entities";
import type { AuditItem } from "./debrief-model";
import { questionSubject } from "./item-mentions";
import { has, OPEN_HEDGES } from "./hedge-families";
import { hedgedOnlyElsewhere } from "./question-items";

/**
 * A count that names another open question's group, states one finding at most and adds
 * nothing up ("the 12 sandbox merchants are pinned to v2") is about that group, not a list this
 * question could extend.
 */
export function aboutOtherGroup(reading: ClauseReading, ids: ReadonlySet<string>): boolean {
  return (
    reading.namesQuestion.size > 0 &&
    ![...reading.namesQuestion].some((id) => ids.has(id)) &&
    reading.summed.size === 0 &&
    reading.states.size <= 1 &&
    reading.values.merchantIds.size < 2
  );
}

/**
 * A clause that counts the question's group as a part of a total it states (16 + 3 + 12 = 31),
 * with no hedge of its own: the total counts those merchants in, which answers whether they
 * are affected.
 */
export function countsInTotal(
  reading: ClauseReading,
  ids: ReadonlySet<string>,
  subject: ReadonlySet<string>,
): boolean {
  return (
    reading.clause.role === "assert" &&
    reading.summed.size > 0 &&
    [...ids].some((id) => reading.namesQuestion.has(id)) &&
    // (Or hedged only on its other parts: question-items.ts.)
    ((!has(reading, [...OPEN_HEDGES, "attribution"]) && reading.narrow.length === 0) ||
      hedgedOnlyElsewhere(reading, ids, subject))
  );
}

/** The clause names the question's group only through a total it states (no subject word). */
export function onlyThroughTotal(reading: ClauseReading, question: AuditItem): boolean {
  const words = contentWords(reading.clause.text);
  return reading.summed.size > 0 && ![...questionSubject(question)].some((word) => words.has(word));
}
