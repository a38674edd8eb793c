import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import { PART_HEDGES_CUE } from "./derived-totals";
import { verdict, type ItemVerdict } from "./item-status";

/**
 * A total on a dropped premise (issue 14): a child's total that holds only on a condition ("19
 * in all, if the api_version column is authoritative") and that the answer states only as a sum
 * after its parts ("Sum: 19.", "So 19 in all.") borrows its hedges from those parts
 * (derived-totals.ts). The loan stands for what the parts said; when the answer drops the
 * assumption the total's condition rests on (the table stated as the record, taken as certain),
 * the parts no longer carry that condition and the plain sum states the total without it:
 * dropped, medium. A total with a hedge or condition of its own words keeps it.
 * Seed: the table's sixteen stated as certain, the fallback three hedged, then "Sum: 19"
 * (sixty-seventh round).
 */

/** The child's finding holds only on a condition it states ("…, if the column is …"). */
const CONDITIONED =
  /\b(?:if|assuming|provided(?: that)?|as long as|so long as|on the (?:assumption|condition))\b/i;

/** Every hedge of the clause is one its parts lent it. */
function onlyLent(reading: ClauseReading): boolean {
  return (
    reading.hedges.size > 0 &&
    [...reading.hedges.values()].every((cues) => cues.every((cue) => cue === PART_HEDGES_CUE))
  );
}

/**
 * The finding's verdict, dropped when it is carried only by hedges lent to a sum while an
 * assumption it rests on is dropped (see the module comment); otherwise `found` unchanged.
 */
export function totalOnDroppedPremise(
  found: ItemVerdict,
  members: readonly AuditItem[],
  premises: readonly (ItemVerdict | undefined)[],
): ItemVerdict {
  if (found.status !== "carried") return found;
  if (!members.some((member) => CONDITIONED.test(member.text))) return found;
  const ids = new Set(members.map((member) => member.id));
  const uses = found.dependents.filter(
    (reading) =>
      reading.clause.role === "assert" &&
      [...reading.states].some((id) => ids.has(id)) &&
      reading.hedges.size > 0,
  );
  if (uses.length === 0 || !uses.every(onlyLent)) return found;
  if (!premises.some((premise) => premise?.status === "dropped")) return found;
  return verdict(
    "dropped",
    "medium",
    uses[0]!,
    "a sum that borrows its parts' hedges, while the assumption its condition rests on is dropped",
    found.dependents,
  );
}
