import type { AgentManager } from "../../runtime/agent/agent-manager";
import type { LiveAgent } from "../../runtime/agent/live-agent";
import { ConflictError, InputValidationError, NotFoundError } from "../../runtime/errors";
import { runIdStart } from "../../shared/run-id";
import type { RunRecord } from "../../runtime/records";
import type { RunControl } from "./run-control-channel";
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
  /**
   * Non-null when runs execute in other processes (PostgreSQL mode with workers): an agent
   * not in flight here is then live when its stored status and its run's say so.
   */
  runControl?: RunControl | null;
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

/** How many runs an ambiguous short run id lists in its error. */
const LISTED_MATCHES = 5;

/**
 * The stored run a typed run id names: the full id ("run_3515c3a0-9c5"), the short form pages
 * show ("3515c3a0", shared/run-id.ts) or any start of the id, with or without "run_". Errors:
 * NotFoundError "unknown run: <typed>" when no run's id starts so; InputValidationError
 * "run id 3515 matches 2 runs: run_3515…, run_3515…; enter more of it" when several do
 * (up to 5 listed, newest first; "more than 5 runs" past that).
 */
export async function resolveRun(
  deps: { runRepository: Pick<RunRepository, "findRun" | "findRunIdsStartingWith"> },
  typed: string,
): Promise<RunRecord> {
  const exact = await deps.runRepository.findRun(typed);
  if (exact !== null) return exact;
  const start = runIdStart(typed);
  const ids =
    start === "" ? [] : await deps.runRepository.findRunIdsStartingWith(start, LISTED_MATCHES + 1);
  if (ids.length === 0) throw new NotFoundError(`unknown run: ${typed}`);
  if (ids.length > 1) {
    const count = ids.length > LISTED_MATCHES ? `more than ${LISTED_MATCHES}` : String(ids.length);
    throw new InputValidationError(
      `run id ${typed} matches ${count} runs: ${ids.slice(0, LISTED_MATCHES).join(", ")}; enter more of it`,
    );
  }
  return requireRun(deps, ids[0]!);
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
 * another run), ConflictError "Agent <agentId> already ended (<status>): <closed>" for an agent
 * that ended or whose process is gone (`closed` says what that means for the caller, e.g.
 * "corrections are closed"). Null when the agent is live in another process (its stored
 * status and its run's are in flight, and runs execute elsewhere: see runControl).
 */
export async function requireLiveAgent(
  deps: RunGuardDependencies,
  request: { runId: string; agentId: string; closed: string },
): Promise<LiveAgent | null> {
  const { runId, agentId } = request;
  // Both rows read at once (one round trip of latency, on the path of every correction); the
  // run is checked first.
  const [run, agentRow] = await Promise.all([
    requireRun(deps, runId),
    deps.runRepository.findAgent(agentId),
  ]);
  const live = deps.manager.get(agentId);
  // An agent live in this process is known before its row is written (the run store writes a
  // new agent with the run's next flush).
  const stored =
    agentRow ??
    (live === undefined ? null : { runId: live.record.runId, status: live.record.status });
  if (stored === null || stored.runId !== runId)
    throw new NotFoundError(`unknown agent ${agentId} in run ${runId}`);
  const elsewhere =
    live === undefined &&
    deps.runControl != null &&
    run.status === "running" &&
    (stored.status === "queued" || stored.status === "running");
  if (elsewhere) return null;
  if (live === undefined || live.isTerminal) {
    throw new ConflictError(
      `Agent ${agentId} ${endedPhrase(live?.record.status ?? stored.status)}: ${request.closed}`,
    );
  }
  return live;
}

/**
 * What happened to a run or agent that has ended, for a conflict message: "was already
 * cancelled", or "already ended (<status>)".
 */
export function endedPhrase(status: string): string {
  return status === "cancelled" ? "was already cancelled" : `already ended (${status})`;
}
