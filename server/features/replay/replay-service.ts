import { ConflictError } from "../../runtime/errors";
import type { Clock } from "../../runtime/ports";
import { managerReplayControl, ReplaySession } from "../../runtime/replay/replay-session";
import { replayStartInput } from "../../runtime/replay/replay-start";
import { workspaceTools } from "../../runtime/tools/workspace/workspace-tools";
import type { AgentManager } from "../../runtime/agent/agent-manager";
import { isTerminalRunStatus } from "../../shared/run-status";
import type { DrainGuardDependencies } from "../drain/drain-guard";
import type { LeaseKeeper } from "../leases/lease-keeper";
import type { RunLeaseRepository } from "../leases/run-lease-repository";
import type { QueueRoom } from "../runs/queue-room";
import { assertRunsAdmitted, storeAdmittedRun } from "../runs/run-admission";
import { newRunId, queuedRunRecord } from "../runs/run-service";
import type { ActionLogRepository } from "../action-log/action-log-repository";
import type { ActionActor } from "../action-log/action-log-views";
import type { ReplayRepository } from "./replay-repository";

/**
 * What a replay needs: the recording, the manager that runs the copy, and this process's
 * lease on it (the recording is in this process's memory, so it runs here, not from the queue).
 */
export interface ReplayServiceDependencies extends DrainGuardDependencies {
  replayRepository: Pick<ReplayRepository, "loadRecordedRun">;
  manager: AgentManager;
  runLeases: Pick<RunLeaseRepository, "createQueued">;
  leaseKeeper: Pick<LeaseKeeper, "holder" | "claim" | "release">;
  clock: Pick<Clock, "now">;
  actionLogRepository: Pick<ActionLogRepository, "insert">;
  /** Bounds the runs waiting in the queue (runs/queue-room.ts); absent: no bound. */
  queueRoom?: QueueRoom;
}

/**
 * Replay a stored run offline as a new run (`scenario: "replay:<runId>"`): the same agents
 * through the same conversions, recorded model replies instead of network calls, recorded tool
 * results instead of executing tools; no key, workspace or network is needed. Returns at once
 * with the new run's id; `warnings` fills in if the replay cannot follow the recording. The
 * copy runs in this process under its lease (interrupted, never resumed, if the process dies).
 * Errors: DrainingError (a drain is in force), RateLimitError (the queue is full: the copy is
 * admitted as every new run is, run-admission.ts), NotFoundError (unknown run), ConflictError (the
 * run is still in flight). `actor` (the signed-in user) is recorded in the action log.
 */
export async function replayRun(
  deps: ReplayServiceDependencies,
  runId: string,
  actor: ActionActor,
): Promise<{ runId: string; done: Promise<unknown>; warnings: string[] }> {
  await assertRunsAdmitted(deps);
  const recorded = await deps.replayRepository.loadRecordedRun(runId);
  const { status } = recorded.run;
  if (deps.manager.isInFlight(runId) || !isTerminalRunStatus(status)) {
    throw new ConflictError(
      `Run ${runId} is still ${status}: only a finished run can be replayed; wait for it to end, or cancel it, then replay it`,
    );
  }
  const session = new ReplaySession(recorded, managerReplayControl(deps.manager));
  const input = replayStartInput(recorded, session, workspaceTools);
  const copyId = newRunId();
  const createdAt = deps.clock.now();
  await storeAdmittedRun(
    deps,
    queuedRunRecord(copyId, input, createdAt),
    deps.leaseKeeper.holder(),
  );
  const startedAt = await deps.leaseKeeper.claim(copyId);
  if (startedAt === null) throw new ConflictError(`replay ${copyId} was ended before it started`);
  const handle = await deps.manager.startRun({
    runId: copyId,
    ...input,
    claimed: { createdAt, startedAt },
  });
  const done = handle.done.finally(() => deps.leaseKeeper.release(copyId));
  await deps.actionLogRepository.insert({
    actor,
    action: "run.replay",
    targetType: "run",
    targetId: handle.runId,
    details: { replayOf: runId },
  });
  return { runId: handle.runId, done, warnings: session.warnings };
}
