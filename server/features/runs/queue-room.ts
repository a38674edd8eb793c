import { InputValidationError, RateLimitError } from "../../runtime/errors";

const runs = (count: number) => `${count} run${count === 1 ? "" : "s"}`;

/** Runs that may wait in the queue at once before runs.start refuses more (default). */
export const DEFAULT_MAX_QUEUED_RUNS = 1_000;

/** How long a refused start is told to wait before trying again, ms. */
export const QUEUE_FULL_RETRY_AFTER_MS = 30_000;

/** The bound on waiting runs: the limit and how many are waiting now (every process's). */
export interface QueueRoom {
  maxQueuedRuns: number;
  /** Runs stored as `queued` (not yet taken by a worker), in every process. */
  countQueued(): Promise<number>;
}

/**
 * Throws RateLimitError when `maxQueuedRuns` runs are already waiting: "the run queue is full:
 * 1000 runs are waiting for a worker (at most 1000); start this run once some have begun",
 * with a retry-after of QUEUE_FULL_RETRY_AFTER_MS. Called before anything of a new run is
 * stored, so a script that starts runs in a loop cannot grow the queue (and the database)
 * without bound. Concurrent starts may pass the count together: the bound is approximate by
 * the starts in progress (start-limit.ts bounds those).
 */
export async function assertQueueHasRoom(room: QueueRoom): Promise<void> {
  const waiting = await room.countQueued();
  if (waiting < room.maxQueuedRuns) return;
  throw new RateLimitError(
    `the run queue is full: ${waiting} runs are waiting for a worker (at most ${room.maxQueuedRuns}); start this run once some have begun`,
    QUEUE_FULL_RETRY_AFTER_MS,
  );
}

/**
 * The same bound for an experiment that plans `planned` runs (it may queue them all at once):
 * InputValidationError when it alone is larger than the bound ("an experiment of 1200 runs is
 * more than the 1000 runs the queue holds: choose fewer cases, modes or trials"),
 * RateLimitError when the runs waiting leave too little room for it.
 */
export async function assertQueueHasRoomFor(room: QueueRoom, planned: number): Promise<void> {
  if (planned > room.maxQueuedRuns) {
    throw new InputValidationError(
      `an experiment of ${planned} runs is more than the ${room.maxQueuedRuns} runs the queue holds: choose fewer cases, modes or trials`,
    );
  }
  const waiting = await room.countQueued();
  if (waiting + planned <= room.maxQueuedRuns) return;
  const left = Math.max(0, room.maxQueuedRuns - waiting);
  throw new RateLimitError(
    `the run queue has room for ${runs(left)} more (${waiting} waiting, at most ${room.maxQueuedRuns}); this experiment plans ${runs(planned)}: start it once some have begun`,
    QUEUE_FULL_RETRY_AFTER_MS,
  );
}
