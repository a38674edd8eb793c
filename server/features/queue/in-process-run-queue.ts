import fastq from "fastq";
import type { LoadGate } from "./load-gate";
import type { EnqueuedRun, RunJob, RunJobHandler, RunQueue } from "./run-queue";

/** How many runs execute at once in one process by default (DEBRIEF_RUN_CONCURRENCY). */
export const DEFAULT_RUN_CONCURRENCY = 4;

/**
 * The RunQueue of SQLite mode (and, until its pg-boss queue is built, of PostgreSQL mode):
 * runs wait in this process's memory (fastq: FIFO, a concurrency limit) and execute here, so
 * a burst of starts waits its turn instead of putting every agent loop on the event loop at
 * once. Not durable: the process holds a lease on each
 * waiting run (run-service.ts), so a run left waiting by a process that died is marked
 * interrupted by the sweeper. With a LoadGate, `concurrency` is a ceiling: a run starts only
 * as the gate admits it (none while this process's event loop is late), so the requests this
 * process serves are not queued behind every agent loop at once.
 */
export class InProcessRunQueue implements RunQueue {
  readonly durable = false;
  private readonly queue: fastq.queueAsPromised<RunJob, void>;
  private readonly running = new Set<Promise<void>>();
  private readonly stopAdmitting: () => void;

  /**
   * `handler` executes one run; at most `concurrency` (≥ 1) run at once, and with `gate` only
   * as many as it admits (re-checked on each of its ticks, each enqueue and each run's end).
   */
  constructor(
    handler: RunJobHandler,
    private readonly concurrency = DEFAULT_RUN_CONCURRENCY,
    private readonly gate: LoadGate | null = null,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new Error(`run concurrency must be a positive integer, got ${concurrency}`);
    }
    this.queue = fastq.promise(
      (job: RunJob) => {
        const execution = handler(job);
        this.running.add(execution);
        return execution.finally(() => {
          this.running.delete(execution);
          this.admit();
        });
      },
      gate === null ? concurrency : 1,
    );
    this.stopAdmitting = gate?.onTick(() => this.admit()) ?? (() => undefined);
  }

  enqueue(job: RunJob): Promise<EnqueuedRun> {
    // With nothing running, fastq starts this run at once (its limit is never below 1): charge it.
    if (this.gate !== null && this.running.size === 0 && this.queue.length() === 0) {
      this.gate.take(0, this.concurrency, 1);
    }
    const finished = this.queue.push(job);
    this.admit();
    return Promise.resolve({ finished });
  }

  /** Let the queue start what the gate admits now (fastq starts queued runs up to its limit). */
  private admit(): void {
    if (this.gate === null) return;
    // Runs in flight, without one that is ending (fastq still counts it until it releases it,
    // which happens after this: at a limit of `running` it is not replaced).
    const running = this.running.size;
    const waiting = this.queue.length();
    const granted = waiting === 0 ? 0 : this.gate.take(running, this.concurrency, waiting);
    this.queue.concurrency = Math.max(1, running + granted);
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
    this.stopAdmitting();
    this.queue.pause();
    await Promise.allSettled([...this.running]);
  }
}
