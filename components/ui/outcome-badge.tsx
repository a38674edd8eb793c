import { RUN_OUTCOME_LABELS, type RunOutcome } from "@/server/shared/run-outcome";
import { Badge, type BadgeTone } from "./badge";

const TONE: Record<RunOutcome, BadgeTone> = {
  in_progress: "blue",
  succeeded: "green",
  degraded: "amber",
  answered_without_evidence: "red",
  failed: "red",
  cancelled: "grey",
  interrupted: "amber",
};

/**
 * A run's outcome (server/shared/run-outcome.ts) as a badge: green only when every child
 * returned its research; `detail` as its title.
 */
export function OutcomeBadge({
  outcome,
  detail,
  testId = "run-outcome",
  wrap = false,
}: {
  outcome: RunOutcome;
  detail: string;
  testId?: string;
  /** Let a long label ("answered without evidence") wrap in a narrow column. */
  wrap?: boolean;
}) {
  return (
    <Badge
      tone={TONE[outcome]}
      data-testid={testId}
      data-state={outcome}
      title={detail}
      wrap={wrap}
    >
      {RUN_OUTCOME_LABELS[outcome]}
    </Badge>
  );
}
