import type { AgentManager } from "../../runtime/agent/agent-manager";
import {
  ConflictError,
  InputValidationError,
  NotFoundError,
  RateLimitError,
} from "../../runtime/errors";
import type { CorrectionRecord } from "../../runtime/records";
import {
  LATE_CORRECTION_REASON,
  unconsumedCorrectionReason,
  type CorrectionEnding,
} from "../corrections/refusal-reasons";
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
  storedCorrections: Pick<StoredCorrectionRepository, "find" | "refuse">;
  /** Stamps refusals (ms). */
  clock: { now(): number };
  /** Wakes this process's idle queue workers (absent: it takes no runs). */
  wakeQueue?: () => void;
  report?: (message: string, error: unknown) => void;
}

/**
 * Act on one control message in the process that may hold the run (issue 10 item 5); a
 * message about a run or agent not in flight here is ignored (another process holds it).
 * Cancel: the stored cancellation is applied (seed 003: running tools finish first, the
 * runtime records what it prevented). Correction: the stored row (carried in the message, or
 * read when it did not fit) is taken into the agent's inbox, consumed at the agent's next safe
 * point; one the agent can no longer take (finished or finishing, inbox full) is refused: the
 * refusal is stored with the reason (a `correction-refused` event: the run shows it "not
 * delivered"), so the correction is never left looking queued. Never rejects.
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
        if (correction !== null) await deliverOrRefuse(deps, correction);
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

/**
 * Deliver a stored correction to its live agent, or store why it was refused (the errors of
 * admitCorrection: the correction never reached the inbox). Other errors are thrown.
 */
async function deliverOrRefuse(
  deps: RunControlHandlerDependencies,
  correction: CorrectionRecord,
): Promise<void> {
  try {
    await deps.manager.deliverStoredCorrection(correction);
  } catch (error) {
    const late = error instanceof ConflictError || error instanceof NotFoundError;
    if (!late && !(error instanceof RateLimitError || error instanceof InputValidationError)) {
      throw error;
    }
    // Late: stored after the agent finished (the admission's words added), or pending when its
    // run or agent was cancelled or ended (unconsumedCorrectionReason says which).
    const reason = late
      ? (ending: CorrectionEnding) => {
          const why = unconsumedCorrectionReason(ending);
          return why === LATE_CORRECTION_REASON ? `${why}: ${error.message}` : why;
        }
      : error.message;
    await deps.storedCorrections.refuse(correction, reason, deps.clock.now());
  }
}
