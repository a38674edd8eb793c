import type PgBoss from "pg-boss";
import type { LoadGate } from "./load-gate";
import type { EnqueuedRun, RunJob, RunJobHandler, RunQueue } from "./run-queue";

/** The pg-boss queue runs wait in (PostgreSQL mode). */
export const RUN_QUEUE_NAME = "debrief-runs";

/**
 * pg-boss's own expiry of a taken job, a backstop only: the run's lease (heartbeat) is what
 * marks a run whose worker died `interrupted`. The job is never retried (retryLimit 0).
 */
export const RUN_JOB_EXPIRE_SECONDS = 23 * 60 * 60;

/** How often an idle worker asks pg-boss for a run (s; pg-boss's minimum is 0.5). */
export const DEFAULT_RUN_POLLING_SECONDS = 0.5;

/** What executing runs from the queue needs (a worker process). */
export interface RunQueueExecution {
  handler: RunJobHandler;
  /** Runs this process executes at most at once. */
  concurrency: number;
  pollingIntervalSeconds?: number;
  /** Admits runs by this process's event-loop delay (load-gate.ts); absent: `concurrency` only. */
  gate?: LoadGate | null;
}

/** What the pg-boss queue needs. */
export interface PgBossRunQueueOptions {
  /** A started PgBoss on the app's database (its own schema). */
  boss: PgBoss;
  /** The runs still `queued`, oldest first: their order is the queue's (no priorities). */
  queuedRunIds: () => Promise<string[]>;
  /** Resolves once the run has ended, whichever process ran it (EnqueuedRun.finished). */
  whenEnded: (runId: string) => Promise<void>;
  /** Called after each enqueue (the web process tells idle workers to fetch now). */
  onEnqueued?: () => void;
  /** Where failed fetches are reported (console.error by default). */
  report?: (message: string, error: unknown) => void;
  /** Absent: this process only enqueues (the web process); present: it executes runs too. */
  execution?: RunQueueExecution;
}

/**
 * The RunQueue of PostgreSQL mode (issue 10 item 4): runs wait as pg-boss jobs (durable:
 * they survive a restart of the web process), and `npm run worker` processes take them. Each
 * worker process runs one take loop: while it has free slots (`concurrency`) it fetches up to
 * that many jobs from pg-boss (`fetch`, which marks them active), executes each and marks it
 * completed; when nothing is waiting it sleeps `pollingIntervalSeconds` or until woken (an
 * enqueue anywhere: `wake`, a run ending here). Retries are off (retryLimit 0): a job that
 * expires (its worker died) is failed, never run again; the executor also skips a run no longer
 * `queued` (executeRunJob), so a run executes at most once. Positions come from the runs still
 * `queued` in creation order. With a LoadGate the worker takes only as many runs as the gate
 * admits (none while its event loop is late: the runs stay queued for another worker or for
 * later), re-checking on the gate's next tick, so the control messages it must act on (a
 * correction, a cancel) are not queued behind a burst of new agent loops.
 */
export class PgBossRunQueue implements RunQueue {
  readonly durable = true;
  private readonly running = new Set<Promise<void>>();
  private paused = false;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  /** A wake-up came while the loop was fetching: look again before sleeping. */
  private woken = false;

  private constructor(private readonly options: PgBossRunQueueOptions) {}

  /** Create the pg-boss queue if needed and, with `execution`, start taking runs. */
  static async create(options: PgBossRunQueueOptions): Promise<PgBossRunQueue> {
    const { execution } = options;
    if (execution !== undefined) {
      const { concurrency } = execution;
      if (!Number.isInteger(concurrency) || concurrency < 1) {
        throw new Error(`run concurrency must be a positive integer, got ${concurrency}`);
      }
    }
    await ensureRunQueue(options.boss);
    const queue = new PgBossRunQueue(options);
    if (execution !== undefined) queue.loop = queue.takeLoop(execution);
    return queue;
  }

  async enqueue(job: RunJob): Promise<EnqueuedRun> {
    const id = await this.options.boss.send(RUN_QUEUE_NAME, job, {
      retryLimit: 0,
      expireInSeconds: RUN_JOB_EXPIRE_SECONDS,
    });
    if (id === null) throw new Error(`pg-boss did not accept run ${job.runId}`);
    this.options.onEnqueued?.();
    // Watched only when read (tests, experiments): the web process does not follow every run.
    const whenEnded = this.options.whenEnded;
    let finished: Promise<void> | null = null;
    return {
      get finished() {
        finished ??= whenEnded(job.runId);
        return finished;
      },
    };
  }

  async positions(): Promise<ReadonlyMap<string, number>> {
    const ids = await this.options.queuedRunIds();
    return new Map(ids.map((runId, index) => [runId, index + 1] as const));
  }

  /** Look for waiting runs now (a run was enqueued, or one ended here). */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.wake();
  }

  /** Runs executing now in this process. */
  get active(): number {
    return this.running.size;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.loop;
    await Promise.allSettled([...this.running]);
  }

  private async takeLoop(execution: RunQueueExecution): Promise<void> {
    const pollMs = (execution.pollingIntervalSeconds ?? DEFAULT_RUN_POLLING_SECONDS) * 1000;
    const report = this.options.report ?? console.error;
    while (!this.stopped) {
      this.woken = false;
      const slots = execution.concurrency - this.running.size;
      const gate = execution.gate ?? null;
      const free =
        this.paused || slots <= 0 || gate === null
          ? slots
          : gate.take(this.running.size, execution.concurrency);
      let taken = 0;
      if (!this.paused && free > 0) {
        try {
          const jobs = await this.options.boss.fetch<RunJob>(RUN_QUEUE_NAME, { batchSize: free });
          for (const job of jobs) this.execute(execution.handler, job.id, job.data);
          taken = jobs.length;
        } catch (error) {
          report("debrief: taking runs from pg-boss failed:", error);
        }
        gate?.giveBack(free - taken);
      }
      // The gate held runs back (or admitted all it would): look again on its next tick.
      const held = gate !== null && !this.paused && slots > 0 && taken === free;
      // More may be waiting when every free slot was filled; else wait for a wake-up or the poll.
      if (!held && ((taken > 0 && taken === free) || this.woken)) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        const stopListening = held ? gate.onTick(() => this.wakeUp?.()) : () => undefined;
        this.wakeUp = () => {
          clearTimeout(timer);
          stopListening();
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  private execute(handler: RunJobHandler, jobId: string, job: RunJob): void {
    const execution = handler(job)
      .then(() => this.options.boss.complete(RUN_QUEUE_NAME, jobId))
      .catch((error: unknown) =>
        (this.options.report ?? console.error)(
          `debrief: completing run job ${jobId} failed:`,
          error,
        ),
      )
      .finally(() => {
        this.running.delete(execution);
        this.wake();
      });
    this.running.add(execution);
  }
}

/** How many times ensureRunQueue tries to create the queue before it gives up. */
export const QUEUE_CREATE_ATTEMPTS = 5;

/**
 * PostgreSQL error codes a concurrent creation of the same queue can raise: deadlock_detected
 * (40P01: two sessions attaching the new queue's partition at once), unique_violation (23505)
 * and duplicate_table (42P07). Retrying is safe: pg-boss 10's `create_queue` inserts the queue
 * with ON CONFLICT DO NOTHING and returns when it exists.
 */
const CONCURRENT_CREATE_CODES = new Set(["40P01", "23505", "42P07"]);

/**
 * Create the run queue (pg-boss, retries off) unless it exists. Every web process and worker
 * calls this as it starts; on a fresh database, two that start together both find no queue
 * and create it at once, and pg-boss 10.4's `create_queue` then deadlocks (a worker died at
 * start-up with "deadlock detected", 40P01). The loser tries again, up to
 * QUEUE_CREATE_ATTEMPTS in all; any other error, or the last one, is thrown.
 */
export async function ensureRunQueue(
  boss: Pick<PgBoss, "getQueue" | "createQueue">,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if ((await boss.getQueue(RUN_QUEUE_NAME)) !== null) return;
    try {
      await boss.createQueue(RUN_QUEUE_NAME, {
        name: RUN_QUEUE_NAME,
        policy: "standard",
        retryLimit: 0,
        expireInSeconds: RUN_JOB_EXPIRE_SECONDS,
      });
      return;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      const concurrent = typeof code === "string" && CONCURRENT_CREATE_CODES.has(code);
      if (!concurrent || attempt >= QUEUE_CREATE_ATTEMPTS) throw error;
    }
  }
}
