import { AFFIRMED_COMPLETE, type ClauseReading } from "./clause-analysis";
import { boundsExtent } from "./overstatement-cues";
import { has, OPEN_HEDGES } from "./hedge-families";

/**
 * A list closed after an open question was named (issue 14, cross-set residual round): the
 * answer names the question (kept open, or raised apart from the settled claims), and later
 * calls its list whole ("Bottom line: the 19 are the whole list", "nobody beyond these 19 is
 * affected", "19 merchants, that's everybody who breaks") — mention then contradict. Found in
 * many voices (handover notes, tutorials, FAQs, Q&A, status reports): the last word of the
 * answer is that the list is complete, which settles the question the answer named before.
 */

/**
 * Nobody outside a counted list ("nobody beyond these 19 is affected", "no one other than the
 * nineteen"): the count itself is named, so the open groups are not what is excepted.
 */
const NOBODY_BEYOND_COUNT =
  /\b(?:nobody|no one|no-one|none|nothing|no (?:other )?(?:merchants?|accounts?|customers?))\s+(?:(?:else\s+)?(?:beyond|outside(?: of)?|besides|apart from|other than|except))\s+(?:these|those|the|our)\s+(?:\d+|(?:eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)(?:-\w+)?)\b/i;

/** Everyone in the list ("that's everybody who breaks", "that is everyone"). */
const EVERYONE = /\b(?:every(?:body|one)|all of them|the lot)\b/i;

/**
 * What excepts the groups named before ("otherwise", "beyond them", "setting those aside"):
 * the completeness then covers the rest alone.
 */
const EXCEPTING =
  /\b(?:otherwise|apart from (?:them|those|these|that)|beyond (?:them|those|these|that)(?!\s+(?:\d|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty))|besides (?:them|those|these)|other than (?:them|those|these)|except(?: for)? (?:them|those|these)|aside from (?:them|those|these)|setting (?:them|those|these|that) aside|(?:those|these|them|the open (?:ones|groups?|questions?)) (?:aside|excepted|apart))\b/i;

/**
 * The list itself called whole ("the whole list", "the complete set", "that's everybody") or
 * nobody named outside its count ("nobody beyond these 19"). A bare rest claim ("19 break, and
 * nobody else does") after a question kept open in reasoning is not enough: it may speak of the
 * merchants the reasoning settled (reader-round19.test.ts).
 */
function callsWhole(reading: ClauseReading): boolean {
  return (
    reading.listComplete.some(
      (phrase) =>
        (AFFIRMED_COMPLETE.test(phrase) || EVERYONE.test(phrase)) &&
        !/^(?:exactly|precisely)\b/i.test(phrase) &&
        !boundsExtent(phrase),
    ) || NOBODY_BEYOND_COUNT.test(reading.clause.text)
  );
}

/** A clause that calls the list whole on its own word: asserted, unhedged, naming no group. */
function flatlyWhole(reading: ClauseReading): boolean {
  return (
    reading.clause.role === "assert" &&
    reading.namesQuestion.size === 0 &&
    // (A source named beside it, "per the changelog", leaves the completeness standing.)
    [...reading.ownHedges].every((family) => family === "attribution") &&
    !has(reading, OPEN_HEDGES) &&
    !EXCEPTING.test(reading.clause.text) &&
    callsWhole(reading)
  );
}

/**
 * After every mention of the question, a clause that calls the list whole with no hedge of its
 * own, where the list's total is restated after those mentions: in that clause itself ("the 19 (16 …
 * plus …) are the whole list") or in a clause between ("Affected: 16 + 3 = 19. That's the
 * complete list"). A clause that excepts the groups named before ("beyond them, nobody") closes
 * only the rest. Undefined when the answer does not close its list after naming the question.
 */
export function closingCompleteness(
  readings: readonly ClauseReading[],
  mentions: readonly ClauseReading[],
): ClauseReading | undefined {
  if (mentions.length === 0) return undefined;
  const last = Math.max(...mentions.map((reading) => reading.clause.index));
  const restates = (reading: ClauseReading) =>
    reading.clause.role === "assert" &&
    reading.listsItems &&
    reading.namesQuestion.size === 0 &&
    // (By its total: "every other merchant is unaffected" right after the open groups restates
    // no list, and excepts the groups named before it as well.)
    reading.summed.size > 0;
  const restated = readings.find((reading) => reading.clause.index > last && restates(reading));
  if (!restated) return undefined;
  return readings.find(
    (reading) => reading.clause.index >= restated.clause.index && flatlyWhole(reading),
  );
}
