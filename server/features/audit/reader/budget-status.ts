import type { ClauseReading, ReaderContext } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import { verdict, type ItemVerdict } from "./item-status";
import { has, LIST_HEDGES } from "./hedge-families";

/**
 * How a free-text answer treats a child's exhausted budget (issue 14): its lists may be
 * incomplete, so a budget or incompleteness cue on them carries it, a list called complete
 * drops it (high), a list stated plainly drops it (medium).
 */

/** An exhausted budget: carried by a budget or incompleteness cue on the lists it bears on. */
export function budgetVerdict(
  item: AuditItem,
  readings: ClauseReading[],
  context: ReaderContext,
): ItemVerdict {
  const own = new Set(
    context.items.filter((other) => other.agentId === item.agentId).map((other) => other.id),
  );
  const uses = readings.filter(
    (reading) =>
      reading.clause.role === "assert" &&
      ([...reading.states].some((id) => own.has(id)) || reading.listClaim),
  );
  const cued = readings.find((reading) => reading.hedges.has("budget"));
  if (cued)
    return verdict("carried", null, cued, "the answer says the research ran out of budget", uses);
  if (uses.length === 0) return verdict("not_used", null, null, "no claim bears on it", []);
  const complete = uses.find((use) => use.listComplete.length > 0);
  if (complete)
    return verdict(
      "dropped",
      "high",
      complete,
      "a list is called complete although the child ran out of budget",
      uses,
    );
  if (uses.every((use) => has(use, LIST_HEDGES)))
    return verdict("carried", null, uses[0]!, "its lists are hedged as incomplete", uses);
  return verdict(
    "dropped",
    "medium",
    uses.find((use) => !has(use, LIST_HEDGES)) ?? uses[0]!,
    "lists are stated as complete although the child ran out of budget",
    uses,
  );
}
