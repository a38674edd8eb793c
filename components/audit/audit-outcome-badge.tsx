import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { auditOutcomeBadge, type AuditOutcomeCounts } from "./flag-summary";

/**
 * The audit's outcome beside a run's status, where a reviewer scans it (runs list, run header,
 * audit header): "13 dropped caveats (6 high)" in red or amber, so a green "succeeded" never
 * stands alone over an answer that needs review; linked to the audit page when `runId` is
 * given; nothing when the audit found no dropped caveat.
 */
export function AuditOutcomeBadge({
  counts,
  runId,
}: {
  counts: AuditOutcomeCounts;
  /** Links the badge to the run's audit (not on the audit page itself). */
  runId?: string;
}) {
  const badge = auditOutcomeBadge(counts);
  if (badge === null) return null;
  const content = (
    <Badge
      tone={badge.tone}
      wrap
      data-testid="audit-outcome-badge"
      data-state={badge.tone}
      title="The audit found caveats the answer dropped: review it before using the answer"
    >
      <span aria-hidden="true">⚠</span>
      {badge.label}
    </Badge>
  );
  return runId === undefined ? (
    content
  ) : (
    <Link href={`/runs/${runId}/audit`} className="hover:underline">
      {content}
    </Link>
  );
}
