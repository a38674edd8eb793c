/**
 * Agent vocabulary: status, role and activity phase (ARCHITECTURE.md "Agent", seed 003
 * "Activity reports phase…"). `failed` carries its reason in statusDetail; `terminated` is the
 * repetition guard's ending; `interrupted`: the agent's run was stopped from outside (a drain,
 * the process running it stopped), not by a person (`cancelled`), and is never resumed.
 */
export const AGENT_STATUSES = [
  "queued",
  "running",
  "succeeded",
  "failed",
  "cancelled",
  "terminated",
  "interrupted",
] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** True for succeeded, failed, cancelled, terminated and interrupted. */
export function isTerminalAgentStatus(status: AgentStatus): boolean {
  return status !== "queued" && status !== "running";
}

/** Agents that can still receive a correction (queued or running). */
export function acceptsCorrections(status: AgentStatus): boolean {
  return !isTerminalAgentStatus(status);
}

export const AGENT_ROLES = ["parent", "child"] as const;
export type AgentRole = (typeof AGENT_ROLES)[number];

/** What an agent is doing now. */
export const AGENT_PHASES = [
  "queued",
  "model_call",
  "tool_execution",
  "waiting_for_agents",
  "ready",
  "finalizing",
  "done",
] as const;
export type AgentPhase = (typeof AGENT_PHASES)[number];

/**
 * What a window sample marks on the parent's chart: a child's spawn and return, its peak, and
 * (inline return mode, no child) where the parent's own research starts and where it stands
 * after each research result.
 */
export const WINDOW_MARKS = [
  "iteration",
  "before_spawn",
  "after_return",
  "child_peak",
  "before_research",
  "after_research",
] as const;
export type WindowMark = (typeof WINDOW_MARKS)[number];
