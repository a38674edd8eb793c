import { randomUUID } from "node:crypto";
import { ConflictError } from "../../runtime/errors";
import { managerReplayControl, ReplaySession } from "../../runtime/replay/replay-session";
import { replayStartInput } from "../../runtime/replay/replay-start";
import { workspaceTools } from "../../runtime/tools/workspace/workspace-tools";
import type { AgentManager } from "../../runtime/agent/agent-manager";
import { isTerminalRunStatus } from "../../shared/run-status";
import type { ActionLogRepository } from "../action-log/action-log-repository";
import type { ActionActor } from "../action-log/action-log-views";
import type { ReplayRepository } from "./replay-repository";

/** What a replay needs: the recording and the manager that runs the copy. */
export interface ReplayServiceDependencies {
  replayRepository: Pick<ReplayRepository, "loadRecordedRun">;
  manager: AgentManager;
  actionLogRepository: Pick<ActionLogRepository, "insert">;
}

/**
 * Replay a stored run offline as a new run (`scenario: "replay:<runId>"`): the same agents
 * through the same conversions, recorded model replies instead of network calls, recorded tool
 * results instead of executing tools; no key, workspace or network is needed. Returns at once
 * with the new run's id; `warnings` fills in if the replay cannot follow the recording.
 * Errors: NotFoundError (unknown run), ConflictError (the run is still in flight). `actor`
 * (the signed-in user) is recorded in the action log.
 */
export async function replayRun(
  deps: ReplayServiceDependencies,
  runId: string,
  actor: ActionActor,
): Promise<{ runId: string; done: Promise<unknown>; warnings: string[] }> {
  const recorded = await deps.replayRepository.loadRecordedRun(runId);
  const { status } = recorded.run;
  if (deps.manager.isInFlight(runId) || !isTerminalRunStatus(status)) {
    throw new ConflictError(`run ${runId} is still ${status}; only a finished run can be replayed`);
  }
  const session = new ReplaySession(recorded, managerReplayControl(deps.manager));
  const handle = await deps.manager.startRun({
    runId: `run_${randomUUID().slice(0, 12)}`,
    ...replayStartInput(recorded, session, workspaceTools),
  });
  await deps.actionLogRepository.insert({
    actor,
    action: "run.replay",
    targetType: "run",
    targetId: handle.runId,
    details: { replayOf: runId },
  });
  return { runId: handle.runId, done: handle.done, warnings: session.warnings };
}
