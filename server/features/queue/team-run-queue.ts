import type { TeamConnections } from "../../team-service";
import { systemClock } from "../../runtime/system-clock";
import type { DrainRepository } from "../drain/drain-repository";
import type { PgRunControl } from "../runs/run-control-channel";
import { handleRunControl, type RunControlHandlerDependencies } from "../runs/run-control-handler";
import type { RunEventFeed } from "../runs/run-event-feed";
import type { RunRepository } from "../runs/run-repository";
import { DEFAULT_RUN_CONCURRENCY } from "./in-process-run-queue";
import type { LoadGate } from "./load-gate";
import { PgBossRunQueue } from "./pg-boss-run-queue";
import { RunEndings } from "./run-endings";
import type { RunJob } from "./run-queue";
import { throttleWakeUps } from "./wake-up-throttle";

/** What the PostgreSQL run queue of one process needs (startTeamRunQueue). */
export interface TeamRunQueueDependencies {
  team: TeamConnections;
  runControl: PgRunControl;
  drains: Pick<DrainRepository, "queuedRunIds">;
  runEventFeed: Pick<RunEventFeed, "subscribeAll">;
  runRepository: Pick<RunRepository, "findRun">;
  /** "worker": this process takes runs (with `executeJob`); "web": it only enqueues. */
  execution: "web" | "worker";
  executeJob: (job: RunJob) => Promise<void>;
  /** Runs executing at once in a worker (default DEFAULT_RUN_CONCURRENCY). */
  concurrency: number | undefined;
  pollingIntervalSeconds: number | undefined;
  gate: LoadGate | null;
  /** What a worker's run control handler needs besides waking the queue. */
  control: Omit<RunControlHandlerDependencies, "wakeQueue">;
}

/**
 * The run queue of PostgreSQL mode (issue 10 item 4): pg-boss, woken on each enqueue through run
 * control (throttled); a worker also takes jobs and handles the run control messages (cancels,
 * corrections, wake-ups) of the runs it holds.
 */
export async function startTeamRunQueue(deps: TeamRunQueueDependencies): Promise<PgBossRunQueue> {
  const { runControl, execution } = deps;
  const endings = new RunEndings(deps.runEventFeed, deps.runRepository);
  const queue = await PgBossRunQueue.create({
    boss: deps.team.boss,
    queuedRunIds: () => deps.drains.queuedRunIds(),
    whenEnded: (runId) => endings.whenEnded(runId),
    onEnqueued: throttleWakeUps(
      () => void runControl.send({ kind: "run-enqueued" }).catch(() => undefined),
      systemClock,
    ),
    execution:
      execution === "worker"
        ? {
            handler: deps.executeJob,
            concurrency: deps.concurrency ?? DEFAULT_RUN_CONCURRENCY,
            pollingIntervalSeconds: deps.pollingIntervalSeconds,
            gate: deps.gate,
          }
        : undefined,
  });
  if (execution === "worker") {
    const controlDeps = { ...deps.control, wakeQueue: () => queue.wake() };
    await runControl.listen((message) => void handleRunControl(controlDeps, message));
  }
  return queue;
}
