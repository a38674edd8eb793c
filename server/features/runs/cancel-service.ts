import type { AgentManager } from "../../runtime/agent/agent-manager";
import { ConflictError } from "../../runtime/errors";
import { humanActor } from "../../shared/human-actor";
import type { ActionLogRepository } from "../action-log/action-log-repository";
import type { ActionActor } from "../action-log/action-log-views";
import type { CancelAgentInput, CancelRunInput } from "../../shared/run-inputs";
import { requireLiveAgent, requireRun, type RunGuardDependencies } from "./run-guards";

/** What cancelling needs: the guards' reads and the manager that owns the agents. */
export interface CancelServiceDependencies extends RunGuardDependencies {
  manager: Pick<AgentManager, "get" | "cancelAgent" | "cancelRun" | "isInFlight">;
  actionLogRepository: Pick<ActionLogRepository, "insert">;
}

/**
 * Cancel one agent (partial cancellation): its in-flight model call is abandoned, its
 * unexecuted calls get paired `cancelled` results, siblings keep running and the parent sees
 * it in its next wait snapshot. Errors: NotFoundError (unknown run/agent), ConflictError
 * (already finished). Nothing recorded is rewritten. `actor` (the signed-in user) is named in
 * the agent's status detail and the action log.
 */
export async function cancelAgent(
  deps: CancelServiceDependencies,
  input: CancelAgentInput,
  actor: ActionActor,
): Promise<{ agentId: string }> {
  await requireLiveAgent(deps, { ...input, closed: "nothing to cancel" });
  deps.manager.cancelAgent(input.agentId, `cancelled by ${humanActor(actor)}`);
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
 * Cancel every agent of a run, as `actor`. Errors: NotFoundError (unknown run), ConflictError
 * (not in flight).
 */
export async function cancelRun(
  deps: CancelServiceDependencies,
  input: CancelRunInput,
  actor: ActionActor,
): Promise<{ runId: string }> {
  const run = await requireRun(deps, input.runId);
  if (!deps.manager.isInFlight(input.runId))
    throw new ConflictError(`run ${input.runId} is not running (${run.status}); nothing to cancel`);
  deps.manager.cancelRun(input.runId, `run cancelled by ${humanActor(actor)}`);
  await deps.actionLogRepository.insert({
    actor,
    action: "run.cancel",
    targetType: "run",
    targetId: input.runId,
  });
  return { runId: input.runId };
}
