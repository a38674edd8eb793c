import type { AgentStatus } from "@/server/shared/agent-status";
import type { RunStatus } from "@/server/shared/run-status";
import { Badge, type BadgeTone } from "./badge";

const TONE: Record<RunStatus | AgentStatus, BadgeTone> = {
  queued: "grey",
  running: "blue",
  succeeded: "green",
  failed: "red",
  cancelled: "grey",
  interrupted: "amber",
  terminated: "red",
};

/** Run or agent status as a coloured badge; a pulsing dot while running. */
export function StatusBadge({
  status,
  testId,
  title,
}: {
  status: RunStatus | AgentStatus;
  testId?: string;
  title?: string;
}) {
  return (
    <Badge tone={TONE[status]} data-testid={testId} data-status={status} title={title}>
      {status === "running" ? (
        <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-sky-600" />
      ) : null}
      {status}
    </Badge>
  );
}
