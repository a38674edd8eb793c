import fastq from "fastq";
import type { EnqueuedRun, RunJob, RunJobHandler, RunQueue } from "./run-queue";

/** How many runs execute at once in one process by default (DEBRIEF_RUN_CONCURRENCY). */
export const DEFAULT_RUN_CONCURRENCY = 4;

/**
 * The RunQueue of SQLite mode (and, until its pg-boss queue is built, of PostgreSQL mode):
 * runs wait in this process's memory (fastq: FIFO, a concurrency limit) and execute here, so
 * a burst of starts waits its turn instead of putting every agent loop on the event loop at
 * once. Not durable: the process holds a lease on each
 * waiting run (run-service.ts), so a run left waiting by a process that died is marked
 * interrupted by the sweeper.
 */
export class InProcessRunQueue implements RunQueue {
  readonly durable = false;
  private readonly queue: fastq.queueAsPromised<RunJob, void>;
  private readonly running = new Set<Promise<void>>();

  /** `handler` executes one run; at most `concurrency` (≥ 1) run at once. */
  constructor(handler: RunJobHandler, concurrency = DEFAULT_RUN_CONCURRENCY) {
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new Error(`run concurrency must be a positive integer, got ${concurrency}`);
    }
    this.queue = fastq.promise((job: RunJob) => {
      const execution = handler(job);
      this.running.add(execution);
      return execution.finally(() => this.running.delete(execution));
    }, concurrency);
  }

  enqueue(job: RunJob): Promise<EnqueuedRun> {
    return Promise.resolve({ finished: this.queue.push(job) });
  }

  positions(): Promise<ReadonlyMap<string, number>> {
    return Promise.resolve(
      new Map(this.queue.getQueue().map((job, index) => [job.runId, index + 1] as const)),
    );
  }

  pause(): void {
    this.queue.pause();
  }

  resume(): void {
    this.queue.resume();
  }

  /** Runs executing now. */
  get active(): number {
    return this.queue.running();
  }

  async stop(): Promise<void> {
    this.queue.pause();
    await Promise.allSettled([...this.running]);
  }
}
