import type { AgentStatus } from "@/server/shared/agent-status";
import type { RunStatus } from "@/server/shared/run-status";
import { Badge } from "./badge";
import { besideAuditNote, STATUS_TONE, toneBesideAudit } from "./outcome-tone";

/**
 * Run or agent status as a coloured badge; a pulsing dot while running. Beside an audit that
 * found dropped caveats (`droppedCaveats` > 0) a green "succeeded" is a neutral grey.
 */
export function StatusBadge({
  status,
  testId,
  title,
  droppedCaveats,
}: {
  status: RunStatus | AgentStatus;
  testId?: string;
  title?: string;
  /** The run audit's dropped caveats (flags); undefined when not audited or not a run. */
  droppedCaveats?: number;
}) {
  const tone = STATUS_TONE[status];
  const note = besideAuditNote(tone, droppedCaveats);
  return (
    <Badge
      tone={toneBesideAudit(tone, droppedCaveats)}
      data-testid={testId}
      data-status={status}
      title={note ? `${title ?? status}${note}` : title}
    >
      {status === "running" ? (
        <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-sky-600" />
      ) : null}
      {status}
    </Badge>
  );
}
