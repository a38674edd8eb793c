import type { AgentStatus } from "@/server/shared/agent-status";
import type { RunStatus } from "@/server/shared/run-status";

const PHRASES: Record<RunStatus | AgentStatus, string> = {
  queued: "is queued",
  running: "is running",
  succeeded: "has succeeded",
  failed: "has failed",
  cancelled: "was cancelled",
  interrupted: "was interrupted",
  terminated: "was terminated",
};

/**
 * A status as the predicate of a sentence: "the parent has succeeded", "the child was
 * cancelled", "the run is running" (never "parent is succeeded").
 */
export function statusPhrase(status: RunStatus | AgentStatus): string {
  return PHRASES[status];
}

/**
 * What the answer box says when a run ended without a final answer: "No final answer: the run
 * was cancelled." (has failed, was interrupted…).
 */
export function noFinalAnswerText(status: RunStatus): string {
  return `No final answer: the run ${statusPhrase(status)}.`;
}
