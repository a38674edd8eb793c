import type { RunOutcome } from "@/server/shared/run-outcome";
import type { RunStatus } from "@/server/shared/run-status";
import type { AgentStatus } from "@/server/shared/agent-status";
import type { BadgeTone } from "./badge";

/** Each run outcome's badge tone before the audit is considered: green only for "succeeded". */
export const OUTCOME_TONE: Record<RunOutcome, BadgeTone> = {
  in_progress: "blue",
  succeeded: "green",
  degraded: "amber",
  answered_without_evidence: "red",
  failed: "red",
  cancelled: "grey",
  interrupted: "amber",
};

/** Each run or agent status's badge tone before the audit is considered. */
export const STATUS_TONE: Record<RunStatus | AgentStatus, BadgeTone> = {
  queued: "grey",
  running: "blue",
  succeeded: "green",
  failed: "red",
  cancelled: "grey",
  interrupted: "amber",
  terminated: "red",
};

/**
 * A status or outcome tone beside the audit's result: green ("fine") turns neutral grey when the
 * audit found dropped caveats (`droppedCaveats` > 0), so the loud dropped-caveat badge is not
 * contradicted by an approving green; any other tone, or no dropped caveat (or no audit yet:
 * undefined), keeps its tone.
 */
export function toneBesideAudit(tone: BadgeTone, droppedCaveats: number | undefined): BadgeTone {
  return tone === "green" && (droppedCaveats ?? 0) > 0 ? "grey" : tone;
}

/**
 * The title suffix that says why a "succeeded" badge is not green: " — the audit found 13
 * dropped caveats: review them before using the answer"; empty when the tone is unchanged.
 */
export function besideAuditNote(tone: BadgeTone, droppedCaveats: number | undefined): string {
  if (toneBesideAudit(tone, droppedCaveats) === tone) return "";
  const count = droppedCaveats ?? 0;
  return ` — the audit found ${count} dropped caveat${count === 1 ? "" : "s"}: review them before using the answer`;
}
