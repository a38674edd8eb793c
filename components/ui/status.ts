import type { AgentStatus, RunStatus } from "@/server/runtime/records";

/** Terminal run statuses: nothing in the run will change any more. */
export function isTerminalRunStatus(status: RunStatus): boolean {
  return status !== "queued" && status !== "running";
}

/** Agents that can still receive a correction. */
export function acceptsCorrections(status: AgentStatus): boolean {
  return status === "queued" || status === "running";
}
