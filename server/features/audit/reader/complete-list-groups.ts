import type { ClauseReading } from "./clause-analysis";
import { plainFindingClause } from "./flat-finding-statements";

/** Merchants counted under any of their names ("19 merchants", "19 accounts"). */
const COUNTED_PARTIES = /^(?:merchant|account|customer|client|integrat|compan|user|tenant)/;

/**
 * Does the complete list give its total ("19 and no more", "nineteen merchants in all, the list
 * is complete")? A list called complete without a count of merchants ("nobody is left out", "no
 * other merchant is touched") may hold the group among its parts; a total says which parts it
 * has.
 */
function givesTotal(reading: ClauseReading): boolean {
  const { bare, counts } = reading.values;
  return (
    [...bare].some((value) => value > 1 && value < 1900) ||
    [...counts.values()].some((noun) => COUNTED_PARTIES.test(noun))
  );
}

/**
 * A group beside a list called complete (issue 14, forty-fifth reader round; v62's labeling
 * decision on answers organised group by group): "Test accounts: twelve, hard-wired to v2. …
 * That covers every group: nineteen merchants, nothing more." A list stated as complete says
 * which groups break and that no other does; a group the answer names only plainly before it
 * (no hedge, question, condition, dismissal or caveats section), each time stating a finding
 * about it, is settled by that list, counted in or left out: the open question about it is
 * answered, not kept apart.
 *
 * Shapes: every clause naming the group is a plain assertion of a finding (an attribution,
 * "per the sandbox researcher", is no doubt); a list claim after all of them is stated complete
 * ("nothing more", "the list is complete", "no group left out") with a total of its own.
 */
export function completeListBesidePlainGroup(
  mentions: readonly ClauseReading[],
  lists: readonly ClauseReading[],
): ClauseReading | undefined {
  if (mentions.length === 0) return undefined;
  // (A closing total, after every entry naming the group: it sums up the groups above it.)
  const last = Math.max(...mentions.map((reading) => reading.clause.start));
  const complete = lists.find(
    (reading) =>
      reading.listComplete.length > 0 && givesTotal(reading) && reading.clause.start > last,
  );
  if (!complete) return undefined;
  // (A clause naming the group with no finding about it, "the sandbox twelve: open", names it
  // apart from the settled claims.)
  const plain = mentions.every(plainFindingClause);
  return plain ? complete : undefined;
}
