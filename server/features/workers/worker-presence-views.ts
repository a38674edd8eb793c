/**
 * View models of worker presence (issue 10, PostgreSQL mode): what a worker's heartbeat row
 * says, which workers count as alive, and what the `workers.presence` query and the health
 * report answer. Pure and client-safe (the UI imports these types and rules).
 */

/** A worker's state: `running` takes runs; `stopping` heard SIGTERM and finishes its runs. */
export type WorkerState = "running" | "stopping";

/** Every WorkerState, in order. */
export const WORKER_STATES: readonly WorkerState[] = ["running", "stopping"];

/** A worker's heartbeat row (prisma WorkerHeartbeat; times in ms since the epoch). */
export interface WorkerHeartbeatRecord {
  /** The worker's process identity, its lease owner ("worker:<host>:<pid>:<random>"). */
  id: string;
  host: string;
  pid: number;
  /** package.json version + git commit the worker runs. */
  appVersion: string;
  /** Runs it executes at once at most. */
  concurrency: number;
  /** Runs it held at its last heartbeat. */
  runsInHand: number;
  state: WorkerState;
  /** How often it renews its row (ms). */
  heartbeatMs: number;
  startedAt: number;
  lastSeenAt: number;
}

/** A worker not seen for this many of its own heartbeat intervals is gone (killed, host lost). */
export const STALE_AFTER_BEATS = 3;

/** True when `worker` renewed its row within STALE_AFTER_BEATS of its intervals before `now`. */
export function isWorkerAlive(
  worker: Pick<WorkerHeartbeatRecord, "lastSeenAt" | "heartbeatMs">,
  now: number,
): boolean {
  return now - worker.lastSeenAt <= STALE_AFTER_BEATS * worker.heartbeatMs;
}

/**
 * Where runs execute, as the UI needs it: `in-process` (SQLite mode: the web process runs
 * them, there are no workers to miss), or `team` (PostgreSQL mode) with the workers alive at
 * the last check and the runs waiting for one.
 */
export type WorkerPresenceView =
  | { mode: "in-process" }
  | {
      mode: "team";
      /** When the web process last read the heartbeats successfully (ms); null before that. */
      checkedAt: number | null;
      /**
       * False when that read failed or is too old to trust (the database is unreachable):
       * then nothing is claimed about the workers (the health indicator says why).
       */
      current: boolean;
      /** The workers alive at the check, the earliest started first. */
      workers: WorkerHeartbeatRecord[];
      /** How many of them take runs (`running`). */
      running: number;
      /** How many of them are stopping (finishing their runs, taking no new ones). */
      stopping: number;
      /** Runs waiting in the queue (every process's) at the check. */
      queuedRuns: number;
      /** The application version of the web process answering (a worker on another differs). */
      appVersion: string;
      /** The last heartbeat of a worker that is gone (stopped without a trace), or null. */
      lastGoneAt: number | null;
    };

/** The workers part of the public health report: counts only (null where runs run in process). */
export interface WorkerHealth {
  /** Workers alive and taking runs at the last check. */
  running: number;
  /** Workers alive and stopping (they take no new runs). */
  stopping: number;
  /** When the heartbeats were last read successfully (ms); null before that. */
  checkedAt: number | null;
}

/**
 * The team-mode presence from the stored heartbeats at `now`: the alive workers (earliest
 * started first), their counts by state, and the last sign of life among those that are gone.
 */
export function presenceFrom(
  rows: readonly WorkerHeartbeatRecord[],
  now: number,
  queuedRuns: number,
): Omit<
  Extract<WorkerPresenceView, { mode: "team" }>,
  "mode" | "checkedAt" | "current" | "appVersion"
> {
  const workers = rows
    .filter((row) => isWorkerAlive(row, now))
    .sort((a, b) => a.startedAt - b.startedAt || a.id.localeCompare(b.id));
  const gone = rows.filter((row) => !isWorkerAlive(row, now));
  return {
    workers,
    running: workers.filter((worker) => worker.state === "running").length,
    stopping: workers.filter((worker) => worker.state === "stopping").length,
    queuedRuns,
    lastGoneAt: gone.length === 0 ? null : Math.max(...gone.map((row) => row.lastSeenAt)),
  };
}
