import type { StoredProvenanceCheck } from "@/server/features/audit/audit-report";
import { provenanceCheckLabel } from "@/server/shared/audit-terms";
import { Badge, type BadgeTone } from "@/components/ui/badge";

type CheckStatus = StoredProvenanceCheck["status"];

const TONE: Record<CheckStatus, BadgeTone> = {
  verified: "green",
  not_found: "red",
  unverifiable: "grey",
};

/**
 * The result of checking one provenance entry against the workspace, named for what was
 * checked (line matches / column exists / value found / no match / not read by the child /
 * not checkable: provenanceCheckLabel), with the checker's reason as the title.
 */
export function ProvenanceBadge({
  check,
}: {
  check: Pick<StoredProvenanceCheck, "form" | "status" | "reason">;
}) {
  const label = provenanceCheckLabel(check);
  return (
    <Badge
      tone={TONE[check.status]}
      data-testid="provenance-badge"
      data-status={check.status}
      data-state={label}
      title={check.reason || label}
    >
      {check.status === "verified" ? "✓ " : check.status === "not_found" ? "✗ " : ""}
      {label}
    </Badge>
  );
}
