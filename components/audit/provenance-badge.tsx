import type { StoredProvenanceCheck } from "@/server/features/audit/audit-report";
import { Badge, type BadgeTone } from "@/components/ui/badge";

type CheckStatus = StoredProvenanceCheck["status"];

const TONE: Record<CheckStatus, BadgeTone> = {
  verified: "green",
  not_found: "red",
  unverifiable: "grey",
};
const LABEL: Record<CheckStatus, string> = {
  verified: "verified",
  not_found: "not found",
  unverifiable: "unverifiable",
};

/**
 * The result of checking one provenance entry against the workspace (verified / not found /
 * unverifiable), with the checker's reason as the title.
 */
export function ProvenanceBadge({
  check,
}: {
  check: Pick<StoredProvenanceCheck, "status" | "reason">;
}) {
  return (
    <Badge
      tone={TONE[check.status]}
      data-testid="provenance-badge"
      data-status={check.status}
      title={check.reason || LABEL[check.status]}
    >
      {check.status === "verified" ? "✓ " : check.status === "not_found" ? "✗ " : ""}
      {LABEL[check.status]}
    </Badge>
  );
}
