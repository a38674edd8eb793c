import type { AgentManager } from "../../runtime/agent/agent-manager";
import { ConflictError } from "../../runtime/errors";
import type { Clock, EventSink } from "../../runtime/ports";
import { humanInRun } from "../../shared/human-actor";
import type { ActionLogRepository } from "../action-log/action-log-repository";
import type { ActionActor } from "../action-log/action-log-views";
import type { RunLeaseRepository } from "../leases/run-lease-repository";
import type { CancelAgentInput, CancelRunInput } from "../../shared/run-inputs";
import { endedPhrase, requireLiveAgent, requireRun, type RunGuardDependencies } from "./run-guards";

/** What cancelling needs: the guards' reads and the manager that owns the agents. */
export interface CancelServiceDependencies extends RunGuardDependencies {
  manager: Pick<AgentManager, "get" | "cancelAgent" | "cancelRun" | "isInFlight">;
  /** Ends a run still waiting in the queue; stores the cancellation of a running one. */
  runLeases: Pick<RunLeaseRepository, "end" | "requestCancel">;
  events: EventSink;
  clock: Pick<Clock, "now">;
  actionLogRepository: Pick<ActionLogRepository, "insert">;
}

/**
 * Cancel one agent (partial cancellation): its in-flight model call is abandoned, its
 * unexecuted calls get paired `cancelled` results, siblings keep running and the parent sees
 * it in its next wait snapshot (an agent held by another process is cancelled there, told
 * through runControl). Errors: NotFoundError (unknown run/agent), ConflictError
 * (already finished). Nothing recorded is rewritten. `actor` (the signed-in user) is named in
 * the agent's status detail and the action log.
 */
export async function cancelAgent(
  deps: CancelServiceDependencies,
  input: CancelAgentInput,
  actor: ActionActor,
): Promise<{ agentId: string }> {
  const live = await requireLiveAgent(deps, {
    ...input,
    closed: "there is nothing left to cancel (reload to see it)",
  });
  const reason = `cancelled by ${humanInRun(actor)}`;
  if (live === null) {
    await deps.runControl?.send({ kind: "cancel-agent", agentId: input.agentId, reason });
  } else {
    deps.manager.cancelAgent(input.agentId, reason);
  }
  await deps.actionLogRepository.insert({
    actor,
    action: "agent.cancel",
    targetType: "agent",
    targetId: input.agentId,
    details: { runId: input.runId },
  });
  return { agentId: input.agentId };
}

/**
 * Cancel a run as `actor`: a queued run ends `cancelled` before it starts (the queue skips
 * it); for a running one the cancellation is stored (so the process holding the run applies it
 * even if it is still registering it), every agent in flight here is cancelled, and the other
 * processes are told (runControl), so the worker holding it cancels it. Of concurrent cancels
 * of one run exactly one succeeds and is logged. Errors: NotFoundError (unknown run),
 * ConflictError (the run has ended, or its cancellation is already stored).
 */
export async function cancelRun(
  deps: CancelServiceDependencies,
  input: CancelRunInput,
  actor: ActionActor,
): Promise<{ runId: string }> {
  const run = await requireRun(deps, input.runId);
  const reason = `run cancelled by ${humanInRun(actor)}`;
  const logged = () =>
    deps.actionLogRepository.insert({
      actor,
      action: "run.cancel",
      targetType: "run",
      targetId: input.runId,
    });
  if (run.status === "queued") {
    // Only while still queued: a run claimed in between is cancelled through its holder below.
    const ended = await deps.runLeases.end(
      input.runId,
      { status: "cancelled", detail: `${reason} before it started`, at: deps.clock.now() },
      { onlyIfQueued: true },
    );
    if (ended) {
      deps.events.emit({ type: "run-updated", runId: input.runId });
      await logged();
      return { runId: input.runId };
    }
  }
  const request = await requestRunCancel(deps, input.runId, reason);
  if (request.outcome === "already") {
    // Another request (a second click, a colleague) stored its cancellation first: one is
    // applied and logged, the others are told so.
    throw new ConflictError(
      `Run ${input.runId} is already being cancelled (${request.reason}): there is nothing more to do`,
    );
  }
  if (request.outcome === "not running") {
    const now = await requireRun(deps, input.runId);
    throw new ConflictError(
      `Run ${input.runId} ${endedPhrase(now.status)}: there is nothing left to cancel (reload to see its outcome)`,
    );
  }
  await logged();
  return { runId: input.runId };
}

/**
 * Store the cancellation of a running run (the first request stands) and, when this request's
 * was stored, apply it: every agent of the run in flight here is cancelled and the other
 * processes are told (runControl), so a worker holding it cancels it (it also reads the stored
 * cancellation while it is still registering the run). Returns the request's outcome
 * (RunLeaseRepository.requestCancel); nothing is applied for `already` or `not running`.
 */
export async function requestRunCancel(
  deps: {
    runLeases: Pick<RunLeaseRepository, "requestCancel">;
    manager: Pick<AgentManager, "cancelRun">;
    runControl?: CancelServiceDependencies["runControl"];
  },
  runId: string,
  reason: string,
): ReturnType<RunLeaseRepository["requestCancel"]> {
  const request = await deps.runLeases.requestCancel(runId, reason);
  if (request.outcome !== "stored") return request;
  deps.manager.cancelRun(runId, reason);
  await deps.runControl?.send({ kind: "cancel-run", runId });
  return request;
}
