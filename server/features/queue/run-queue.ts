import type { StartRunInput } from "../../shared/run-inputs";

/**
 * The queue runs wait in before they execute (issue 10 item 4). `runs.start` stores the run
 * as `queued` and enqueues it; an executor takes it (claiming its lease), runs it, and the run
 * shows its queue position until then. Implementations: in process with a concurrency limit
 * (in-process-run-queue.ts: SQLite mode, tests) and pg-boss with `npm run worker` processes
 * (pg-boss-run-queue.ts: PostgreSQL mode). A run is
 * taken at most once: retries are off, and a run that is no longer `queued` when taken is
 * skipped (the seed: correlation is not permission to retry).
 */

/** A run waiting to execute: the stored run's id and creation time, and its parsed input. */
export interface RunJob {
  runId: string;
  createdAt: number;
  input: StartRunInput;
  /**
   * An experiment's run in another return mode than its recording: the children replay the
   * recording `recordingRunId` (server/runtime/replay/held-children.ts). Absent: a plain run.
   */
  heldChildren?: { recordingRunId: string };
}

/** Executes one job; resolves when the run has ended. Never rejects: failures end the run. */
export type RunJobHandler = (job: RunJob) => Promise<void>;

/** What enqueueing returns. */
export interface EnqueuedRun {
  /**
   * Resolves once the job was executed (or skipped); tests and scripts await it. May be a
   * getter that starts watching the run when first read (the pg-boss queue).
   */
  finished: Promise<void>;
}

export interface RunQueue {
  /**
   * True when the queue keeps waiting runs across process restarts (pg-boss); false when they
   * live in this process's memory, which then holds a lease on them (a run queued in a
   * process that dies is marked interrupted, never lost silently).
   */
  readonly durable: boolean;
  /** Hand over a run stored as `queued`; resolves once the queue accepted it. */
  enqueue(job: RunJob): Promise<EnqueuedRun>;
  /** 1-based positions of the runs waiting (not yet taken), by run id. */
  positions(): Promise<ReadonlyMap<string, number>>;
  /** Stop taking waiting runs (a drain); runs already taken continue. */
  pause(): void;
  /** Take waiting runs again. */
  resume(): void;
  /** Stop taking runs and resolve once the runs taken here have ended. */
  stop(): Promise<void>;
}
