import type { ClauseReading } from "./clause-analysis";

/**
 * Which claims of an answer rest on an assumption (issue 14, assumption-status.ts): a claim
 * stating a finding the assumption bears on (a total restating parts stated elsewhere rests on
 * what those clauses said), and a list claim when the assumption bears on every list.
 */

/**
 * Does a claim rest on findings the assumption bears on? Stating a finding only as a part of a
 * total ("16 + 3 = 19") restates it: when another clause states that part itself, the total
 * rests on what that clause said, hedge included (class 5: sums of findings).
 */
export function restsOnStated(
  reading: ClauseReading,
  bears: ReadonlySet<string>,
  readings: readonly ClauseReading[],
  hedgedUse: (reading: ClauseReading) => boolean,
): boolean {
  const statedElsewhere = (id: string, hedged = false) =>
    readings.some(
      (other) =>
        other !== reading &&
        other.states.has(id) &&
        !other.summed.has(id) &&
        (!hedged || hedgedUse(other)),
    );
  // A total whose every part another clause states restates them, whatever it is called
  // (unless it adds certainty of its own, "Confirmed: 19", to parts stated plainly).
  const restates =
    reading.certainty.length === 0 ||
    (reading.summed.size >= 2 && [...reading.summed].some((id) => statedElsewhere(id, true)));
  if (
    restates &&
    reading.summed.size >= 2 &&
    [...reading.summed].every((id) => statedElsewhere(id))
  )
    return false;
  return [...reading.states].some(
    (id) => bears.has(id) && !(restates && reading.summed.has(id) && statedElsewhere(id)),
  );
}

/**
 * A list claim rests on an assumption that bears on every list only when it links to no finding
 * (a finding it states decides which assumptions it rests on) and names no open question (a
 * group the answer keeps apart, "five merchants that pick their version per request", is not a
 * list of what the assumption settles).
 */
export function listUse(reading: ClauseReading, bearsOnLists: boolean): boolean {
  return (
    bearsOnLists &&
    // "Apart from those groups, that's everyone" counts nothing: it claims the list is
    // complete (what the open questions and gaps bear on), not what the assumption settles.
    reading.listsItems &&
    reading.states.size === 0 &&
    reading.namesQuestion.size === 0
  );
}
