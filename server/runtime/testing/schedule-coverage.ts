import type { ScheduleOutcome } from "./control-contract-harness";

/** How much of the contract a set of schedules exercised (so a green run is not an empty one). */
export interface ScheduleCoverage {
  schedules: number;
  correctionsConsumed: number;
  correctionsLeftQueued: number;
  preventedCalls: number;
  cancelledResults: number;
  duplicateIds: number;
  malformedArguments: number;
  providerErrors: number;
  childrenSpawned: number;
  repetitionTerminations: number;
  contractFailures: number;
}

/** Add one outcome to the coverage counts. */
export function addCoverage(coverage: ScheduleCoverage, outcome: ScheduleOutcome): void {
  const { store } = outcome;
  coverage.schedules += 1;
  coverage.correctionsConsumed += store.consumptions.length;
  coverage.correctionsLeftQueued += store.corrections.length - store.consumptions.length;
  for (const item of store.items) {
    if (item.kind === "tool_result" && item.preventedByCorrection !== null)
      coverage.preventedCalls += 1;
    if (item.kind === "tool_result" && item.status === "cancelled") coverage.cancelledResults += 1;
    if (item.kind === "tool_call" && item.acceptance === "duplicate_id") coverage.duplicateIds += 1;
    if (item.kind === "tool_call" && item.acceptance === "malformed_arguments")
      coverage.malformedArguments += 1;
  }
  for (const agent of store.agents) {
    if (agent.role === "child") coverage.childrenSpawned += 1;
    if (agent.statusDetail?.startsWith("provider error")) coverage.providerErrors += 1;
    if (agent.status === "terminated") coverage.repetitionTerminations += 1;
    if (agent.statusDetail?.startsWith("SubagentContractError")) coverage.contractFailures += 1;
  }
}

/** Zeroed coverage counts. */
export function emptyCoverage(): ScheduleCoverage {
  return {
    schedules: 0,
    correctionsConsumed: 0,
    correctionsLeftQueued: 0,
    preventedCalls: 0,
    cancelledResults: 0,
    duplicateIds: 0,
    malformedArguments: 0,
    providerErrors: 0,
    childrenSpawned: 0,
    repetitionTerminations: 0,
    contractFailures: 0,
  };
}
