import type { FlagSeverity } from "@/server/features/audit/audit-report";
import { Badge, type BadgeTone } from "@/components/ui/badge";

/** Badge tone per flag severity (also used for the runs list's flag count). */
export const SEVERITY_TONE: Record<FlagSeverity, BadgeTone> = {
  high: "red",
  medium: "amber",
  low: "grey",
};

/** A flag's severity: high red, medium amber, low grey. */
export function SeverityBadge({ severity }: { severity: FlagSeverity }) {
  return (
    <Badge tone={SEVERITY_TONE[severity]} data-state={severity} title={`${severity} severity`}>
      {severity}
    </Badge>
  );
}
