import type { AuditFlag } from "@/server/features/audit/audit-report";

/** What kind of debrief item a flag's dropped caveat was, as the flags name it. */
const FLAG_KIND_LABEL: Record<AuditFlag["hedgeKind"], string> = {
  finding: "hedged finding",
  assumption: "assumption",
  unresolved: "unresolved question",
  not_searched: "area not searched",
  budget_exhausted: "budget exhausted",
};

/** "hedged finding", "assumption", … for a flag's item kind (the run audit and a pasted one). */
export function flagKindLabel(kind: AuditFlag["hedgeKind"]): string {
  return FLAG_KIND_LABEL[kind];
}

/** The item's key inside its debrief: "F1" of "changelog-researcher/F1". */
export function flagItemKey(hedgeId: string): string {
  return hedgeId.split("/").pop() ?? hedgeId;
}
