import type { AgentManager } from "../../runtime/agent/agent-manager";
import type { LiveAgent } from "../../runtime/agent/live-agent";
import { ConflictError, NotFoundError } from "../../runtime/errors";
import type { RunRecord } from "../../runtime/records";
import type { RunRepository } from "./run-repository";

/**
 * The one place that answers "does this run exist, does this agent belong to it, is it still
 * live" for every service that acts on a run (cancel, corrections, audit). Each check throws
 * before anything is stored.
 */

/** What the guards read: stored runs and agents, and the agents in flight in this process. */
export interface RunGuardDependencies {
  runRepository: Pick<RunRepository, "findRun" | "findAgent">;
  manager: Pick<AgentManager, "get">;
}

/** The stored run. NotFoundError "unknown run: <runId>". */
export async function requireRun(
  deps: { runRepository: Pick<RunRepository, "findRun"> },
  runId: string,
): Promise<RunRecord> {
  const run = await deps.runRepository.findRun(runId);
  if (run === null) throw new NotFoundError(`unknown run: ${runId}`);
  return run;
}

/**
 * Checks that agent `agentId` belongs to run `runId` (live or ended). Errors: NotFoundError
 * "unknown run: <runId>", NotFoundError "unknown agent <agentId> in run <runId>".
 */
export async function requireAgentOfRun(
  deps: Pick<RunGuardDependencies, "runRepository">,
  runId: string,
  agentId: string,
): Promise<void> {
  await requireRun(deps, runId);
  const stored = await deps.runRepository.findAgent(agentId);
  if (stored === null || stored.runId !== runId)
    throw new NotFoundError(`unknown agent ${agentId} in run ${runId}`);
}

/**
 * The live agent `agentId` of run `runId`. Errors, in this order: NotFoundError "unknown run:
 * <runId>", NotFoundError "unknown agent <agentId> in run <runId>" (also for an agent of
 * another run), ConflictError "agent <agentId> has finished (<status>); <closed>" for an agent
 * that ended or whose process is gone (`closed` says what that means for the caller, e.g.
 * "corrections are closed").
 */
export async function requireLiveAgent(
  deps: RunGuardDependencies,
  request: { runId: string; agentId: string; closed: string },
): Promise<LiveAgent> {
  const { runId, agentId } = request;
  await requireRun(deps, runId);
  const stored = await deps.runRepository.findAgent(agentId);
  if (stored === null || stored.runId !== runId)
    throw new NotFoundError(`unknown agent ${agentId} in run ${runId}`);
  const live = deps.manager.get(agentId);
  if (live === undefined || live.isTerminal) {
    throw new ConflictError(
      `agent ${agentId} has finished (${live?.record.status ?? stored.status}); ${request.closed}`,
    );
  }
  return live;
}
