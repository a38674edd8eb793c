import type { AgentManager } from "../../runtime/agent/agent-manager";
import type { StoredCorrectionRepository } from "../corrections/stored-correction-repository";
import type { RunLeaseRepository } from "../leases/run-lease-repository";
import type { RunControlMessage } from "./run-control-channel";

/** What a process that executes runs needs to act on control messages. */
export interface RunControlHandlerDependencies {
  manager: Pick<
    AgentManager,
    "isInFlight" | "cancelRun" | "cancelAgent" | "get" | "deliverStoredCorrection"
  >;
  runLeases: Pick<RunLeaseRepository, "cancelRequest">;
  storedCorrections: Pick<StoredCorrectionRepository, "find">;
  /** Wakes this process's idle queue workers (absent: it takes no runs). */
  wakeQueue?: () => void;
  report?: (message: string, error: unknown) => void;
}

/**
 * Act on one control message in the process that may hold the run (issue 10 item 5); a
 * message about a run or agent not in flight here is ignored (another process holds it).
 * Cancel: the stored cancellation is applied (seed 003: running tools finish first, the
 * runtime records what it prevented). Correction: the stored row (carried in the message, or
 * read when it did not fit) is taken into the agent's
 * inbox, consumed at the agent's next safe point; one the agent can no longer take (finishing,
 * inbox full) stays stored without a consumption, and the refusal is reported. Never rejects.
 */
export async function handleRunControl(
  deps: RunControlHandlerDependencies,
  message: RunControlMessage,
): Promise<void> {
  const report = deps.report ?? console.error;
  try {
    switch (message.kind) {
      case "cancel-run": {
        if (!deps.manager.isInFlight(message.runId)) return;
        const reason = await deps.runLeases.cancelRequest(message.runId);
        if (reason !== null) deps.manager.cancelRun(message.runId, reason);
        return;
      }
      case "cancel-agent":
        deps.manager.cancelAgent(message.agentId, message.reason);
        return;
      case "correction": {
        if (deps.manager.get(message.agentId) === undefined) return;
        const correction =
          message.correction ?? (await deps.storedCorrections.find(message.correctionId));
        if (correction !== null) await deps.manager.deliverStoredCorrection(correction);
        return;
      }
      case "run-enqueued":
        deps.wakeQueue?.();
        return;
    }
  } catch (error) {
    report(`debrief: control message ${message.kind} not applied:`, error);
  }
}
