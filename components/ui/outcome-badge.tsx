import { RUN_OUTCOME_LABELS, type RunOutcome } from "@/server/shared/run-outcome";
import { Badge } from "./badge";
import { besideAuditNote, OUTCOME_TONE, toneBesideAudit } from "./outcome-tone";

/**
 * A run's outcome (server/shared/run-outcome.ts) as a badge: green only when every child
 * returned its research and the audit found no dropped caveat (`droppedCaveats`: then a
 * neutral grey, the audit badge beside it being the loud one); `detail` as its title.
 */
export function OutcomeBadge({
  outcome,
  detail,
  testId = "run-outcome",
  wrap = false,
  droppedCaveats,
}: {
  outcome: RunOutcome;
  detail: string;
  testId?: string;
  /** Let a long label ("answered without evidence") wrap in a narrow column. */
  wrap?: boolean;
  /** The audit's dropped caveats (flags); undefined until the audit is stored. */
  droppedCaveats?: number;
}) {
  const tone = OUTCOME_TONE[outcome];
  return (
    <Badge
      tone={toneBesideAudit(tone, droppedCaveats)}
      data-testid={testId}
      data-state={outcome}
      title={`${detail}${besideAuditNote(tone, droppedCaveats)}`}
      wrap={wrap}
    >
      {RUN_OUTCOME_LABELS[outcome]}
    </Badge>
  );
}
