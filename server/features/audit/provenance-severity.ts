import type { GroupDecision } from "./audit-report-builder";
import type { AuditItem } from "./reader/debrief-model";

/** What a capped flag's reason adds (provenance-severity.ts). */
export const LOWERED_SEVERITY_NOTE =
  "medium, not high: the child stated it as verified; the doubt is Debrief's provenance check (it cites only files the child did not read), not a caveat the child raised";

/**
 * Caps at `medium` a dropped caveat whose items are all verified findings that the audit reads
 * as inferred only because every file they cite went unread (AuditItem.lowered,
 * runtime/contract/unread-provenance.ts). `high` means the answer states as established what a
 * child itself hedged (issue 14; datasets/audit/README.md, Label semantics; seed 003: the audit
 * asks whether the final answer dropped a caveat a child raised); relaying a child's "verified"
 * as established drops nothing the child said. The flag stays, with its reason, so a reviewer
 * still sees that the answer leans on a finding no file read supports. Only debriefs stored
 * before the research_result guard, or pasted from elsewhere, have such findings.
 *
 * Returns `decisions` with those flags' severity and reason changed (the same map when none
 * is); a decision whose deciding item (`itemId`) or, without one, whose group has any item
 * the child hedged itself keeps its severity.
 */
export function capLoweredSeverity(
  decisions: ReadonlyMap<string, GroupDecision>,
  items: readonly AuditItem[],
): ReadonlyMap<string, GroupDecision> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const byGroup = new Map<string, AuditItem[]>();
  for (const item of items) byGroup.set(item.group, [...(byGroup.get(item.group) ?? []), item]);
  let capped: Map<string, GroupDecision> | null = null;
  for (const [group, decision] of decisions) {
    if (decision.status !== "dropped" || decision.severity !== "high") continue;
    const deciding = decision.itemId === undefined ? undefined : byId.get(decision.itemId);
    const members = deciding !== undefined ? [deciding] : (byGroup.get(group) ?? []);
    if (members.length === 0 || members.some((item) => item.lowered === null)) continue;
    capped ??= new Map(decisions);
    capped.set(group, {
      ...decision,
      severity: "medium",
      reason: `${decision.reason}; ${LOWERED_SEVERITY_NOTE}`,
    });
  }
  return capped ?? decisions;
}
