import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { ExperimentStatus } from "@/server/shared/experiment-inputs";

const TONE: Record<ExperimentStatus, BadgeTone> = {
  running: "blue",
  succeeded: "green",
  partial: "amber",
  failed: "red",
  interrupted: "amber",
  cancelled: "grey",
};

/** An experiment's status as a badge. */
export function ExperimentStatusBadge({ status }: { status: ExperimentStatus }) {
  return (
    <Badge tone={TONE[status]} data-testid="experiment-status" data-status={status}>
      {status}
    </Badge>
  );
}
