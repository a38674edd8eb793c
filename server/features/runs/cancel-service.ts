import type { AgentManager } from "../../runtime/agent/agent-manager";
import { ConflictError } from "../../runtime/errors";
import type { Clock, EventSink } from "../../runtime/ports";
import type { RunLeaseRepository } from "../leases/run-lease-repository";
import { humanActor } from "../../shared/person-name";
import type { CancelAgentInput, CancelRunInput } from "../../shared/run-inputs";
import { requireLiveAgent, requireRun, type RunGuardDependencies } from "./run-guards";

/** What cancelling needs: the guards' reads and the manager that owns the agents. */
export interface CancelServiceDependencies extends RunGuardDependencies {
  manager: Pick<AgentManager, "get" | "cancelAgent" | "cancelRun" | "isInFlight">;
  /** Ends a run still waiting in the queue; stores the cancellation of a running one. */
  runLeases: Pick<RunLeaseRepository, "end" | "requestCancel">;
  events: EventSink;
  clock: Pick<Clock, "now">;
}

/**
 * Cancel one agent (partial cancellation): its in-flight model call is abandoned, its
 * unexecuted calls get paired `cancelled` results, siblings keep running and the parent sees
 * it in its next wait snapshot. Errors: NotFoundError (unknown run/agent), ConflictError
 * (already finished). Nothing recorded is rewritten.
 */
export async function cancelAgent(
  deps: CancelServiceDependencies,
  input: CancelAgentInput,
): Promise<{ agentId: string }> {
  await requireLiveAgent(deps, { ...input, closed: "nothing to cancel" });
  deps.manager.cancelAgent(input.agentId, `cancelled by ${humanActor(input.by)}`);
  return { agentId: input.agentId };
}

/**
 * Cancel a run: a queued run ends `cancelled` before it starts (the queue skips it); for a
 * running one the cancellation is stored (so the process holding the run applies it even if it
 * is still registering it) and every agent in flight here is cancelled. Errors: NotFoundError
 * (unknown run), ConflictError (the run has ended).
 */
export async function cancelRun(
  deps: CancelServiceDependencies,
  input: CancelRunInput,
): Promise<{ runId: string }> {
  const run = await requireRun(deps, input.runId);
  const reason = `run cancelled by ${humanActor(input.by)}`;
  if (run.status === "queued") {
    const ended = await deps.runLeases.end(input.runId, {
      status: "cancelled",
      detail: `${reason} before it started`,
      at: deps.clock.now(),
    });
    if (ended) {
      deps.events.emit({ type: "run-updated", runId: input.runId });
      return { runId: input.runId };
    }
  }
  if (!(await deps.runLeases.requestCancel(input.runId, reason))) {
    const now = await requireRun(deps, input.runId);
    throw new ConflictError(`run ${input.runId} is not running (${now.status}); nothing to cancel`);
  }
  deps.manager.cancelRun(input.runId, reason);
  return { runId: input.runId };
}
