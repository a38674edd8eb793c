import type { AgentManager } from "../../runtime/agent/agent-manager";
import { ConflictError } from "../../runtime/errors";
import { humanActor } from "../../shared/person-name";
import type { CancelAgentInput, CancelRunInput } from "../../shared/run-inputs";
import { requireLiveAgent, requireRun, type RunGuardDependencies } from "./run-guards";

/** What cancelling needs: the guards' reads and the manager that owns the agents. */
export interface CancelServiceDependencies extends RunGuardDependencies {
  manager: Pick<AgentManager, "get" | "cancelAgent" | "cancelRun" | "isInFlight">;
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

/** Cancel every agent of a run. Errors: NotFoundError (unknown run), ConflictError (not in flight). */
export async function cancelRun(
  deps: CancelServiceDependencies,
  input: CancelRunInput,
): Promise<{ runId: string }> {
  const run = await requireRun(deps, input.runId);
  if (!deps.manager.isInFlight(input.runId))
    throw new ConflictError(`run ${input.runId} is not running (${run.status}); nothing to cancel`);
  deps.manager.cancelRun(input.runId, `run cancelled by ${humanActor(input.by)}`);
  return { runId: input.runId };
}
