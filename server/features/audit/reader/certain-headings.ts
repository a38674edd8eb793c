import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";

/**
 * Headings that file their items as established (issue 14, eleventh reader round): a section
 * headed "Known knowns", "Facts" or "Settled" states each plain claim under it as known, the way
 * a certainty marker in the claim would. Only a heading that is nothing but such a name counts
 * (a heading merely holding a certainty word, "Confirmed so far", is no lead-in: the seventh
 * round found that reading cost a faithful answer), and a claim under it with a hedge of its own
 * keeps its hedge. A claim stating only what its child called verified (a finding read as
 * inferred only for its unread provenance, `lowered`) repeats the child's own word.
 */

const CERTAIN_HEADING =
  /^(?:known knowns?|knowns|(?:the )?(?:established |known |hard |settled )?facts|what we know for (?:sure|certain)|certain(?:ties)?|settled|established)$/i;

/** Add the heading's certainty to each plain claim filed under it (see the module comment). */
export function affirmCertainHeadings(
  readings: ClauseReading[],
  byId: ReadonlyMap<string, AuditItem>,
): void {
  for (const reading of readings) {
    const heading = reading.clause.unit.heading?.replace(/[^\w\s']+/g, " ").trim() ?? "";
    if (!CERTAIN_HEADING.test(heading) || reading.clause.role !== "assert") continue;
    if (reading.hedges.size > 0 || reading.ownHedges.size > 0) continue;
    const childVerified = [...reading.states].every((id) => {
      const item = byId.get(id);
      return item === undefined || !item.hedged || item.lowered !== null;
    });
    if (childVerified) continue;
    const marker = `filed under "${heading}"`;
    if (!reading.certainty.includes(marker)) reading.certainty.push(marker);
  }
}
