import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";

/**
 * Headings that file their items as established (issue 14, eleventh reader round): a section
 * headed "Known knowns", "Facts" or "Settled" states each plain claim under it as known, the way
 * a certainty marker in the claim would; so do a bare "Confirmed", "Certainly:" or "What we know"
 * (thirty-fifth round), and "Definite:" (forty-fifth round, v62's labeling decision on
 * certainty headings over groups). Only a heading that is nothing but such a name counts
 * (a heading merely holding a certainty word, "Confirmed so far", is no lead-in: the seventh
 * round found that reading cost a faithful answer), and a claim under it with a hedge of its own
 * keeps its hedge. A claim stating only what its child called verified (a finding read as
 * inferred only for its unread provenance, `lowered`) repeats the child's own word.
 */

const CERTAIN_HEADING =
  /^(?:known knowns?|knowns|(?:the )?(?:established |known |hard |settled )?facts|what we know(?: for (?:sure|certain))?|certain(?:ties|ly)?|definite(?:ly)?|confirmed|settled|established)$/i;

const FILED = "filed under";

/**
 * A total filed under a certain heading ("Certainly: … nineteen in total") whose part another
 * line files under a hedged one ("Probably: the three via the fallback") is certain about the
 * sum it files, not about that part: the writer sorted the part under its hedge (thirty-fifth
 * round). Certainty of the total's own words still reaches every part (certainty-reach.ts).
 */
export function filedTotalLeavesPart(
  use: ClauseReading,
  ids: ReadonlySet<string>,
  uses: readonly ClauseReading[],
  hedgedUse: (use: ClauseReading) => boolean,
): boolean {
  if (!use.certainty.every((marker) => marker.startsWith(FILED))) return false;
  const linked = [...use.states].filter((id) => ids.has(id));
  return (
    linked.length > 0 &&
    linked.every((id) => use.summed.has(id)) &&
    uses.some(
      (other) =>
        other !== use &&
        hedgedUse(other) &&
        [...other.states].some((id) => ids.has(id) && !other.summed.has(id)),
    )
  );
}

/** Add the heading's certainty to each plain claim filed under it (see the module comment). */
export function affirmCertainHeadings(
  readings: ClauseReading[],
  byId: ReadonlyMap<string, AuditItem>,
): void {
  for (const reading of readings) {
    const heading = reading.clause.unit.heading?.replace(/[^\w\s']+/g, " ").trim() ?? "";
    if (!CERTAIN_HEADING.test(heading) || reading.clause.role !== "assert") continue;
    // A source the line names in its own words ("the date from the changelog") does not hedge
    // it: a certainty marker overrides an attribution (a report's verb keeps it,
    // certainty-reach.ts). A source in brackets ("(provider changelog)") cites it and stays.
    const hedged = (families: Iterable<string>) =>
      [...families].some((family) => family !== "attribution");
    if (hedged(reading.hedges.keys()) || hedged(reading.ownHedges)) continue;
    if (reading.hedges.has("attribution") && !reading.ownHedges.has("attribution")) continue;
    const childVerified = [...reading.states].every((id) => {
      const item = byId.get(id);
      return item === undefined || !item.hedged || item.lowered !== null;
    });
    if (childVerified) continue;
    const marker = `${FILED} "${heading}"`;
    if (!reading.certainty.includes(marker)) reading.certainty.push(marker);
  }
}
