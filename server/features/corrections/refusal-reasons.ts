import { isTerminalAgentStatus, type AgentStatus } from "../../shared/agent-status";
import { isTerminalRunStatus, type RunStatus } from "../../shared/run-status";

/**
 * Why a stored correction was never consumed (the reason its CorrectionRefusal row carries and
 * the run page shows as "not delivered: …"). Seed 003: corrections are queued with a sequence
 * and their consumption recorded separately; one never consumed says truthfully why.
 */

/** A correction stored after its agent's inbox closed (the agent had finished). */
export const LATE_CORRECTION_REASON = "arrived after the agent's inbox closed";

/** A correction still pending in the inbox when the run was cancelled. */
export const CANCELLED_RUN_CORRECTION_REASON = "the run was cancelled before the agent consumed it";

/** A correction still pending when its agent alone was cancelled. */
export const CANCELLED_AGENT_CORRECTION_REASON = "the agent was cancelled before it consumed it";

/** How a correction's agent and run stood when it was refused (times in ms; null: not ended). */
export interface CorrectionEnding {
  correctionCreatedAt: number;
  agentStatus: AgentStatus;
  agentFinishedAt: number | null;
  runStatus: RunStatus;
}

/**
 * The reason for a correction no agent consumed: stored after its agent had finished, it
 * arrived after the inbox closed (LATE_CORRECTION_REASON); otherwise it was pending when the
 * run or agent ended, and the reason names how: cancelled (the run, or the agent alone), or
 * the status the agent or run ended with.
 */
export function unconsumedCorrectionReason(ending: CorrectionEnding): string {
  const { agentFinishedAt, agentStatus, runStatus } = ending;
  if (agentFinishedAt !== null && ending.correctionCreatedAt > agentFinishedAt) {
    return LATE_CORRECTION_REASON;
  }
  if (runStatus === "cancelled") return CANCELLED_RUN_CORRECTION_REASON;
  if (agentStatus === "cancelled") return CANCELLED_AGENT_CORRECTION_REASON;
  // A succeeded agent checked its inbox last (seed 003: finalization checks the inbox).
  if (agentStatus === "succeeded") return LATE_CORRECTION_REASON;
  if (isTerminalAgentStatus(agentStatus))
    return `the agent ended (${agentStatus}) before it consumed it`;
  if (isTerminalRunStatus(runStatus)) {
    return `the run ended (${runStatus}) before the agent consumed it`;
  }
  return LATE_CORRECTION_REASON;
}
