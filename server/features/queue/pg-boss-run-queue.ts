import type PgBoss from "pg-boss";
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
  /** Runs this process executes at once (one pg-boss worker each). */
  concurrency: number;
  pollingIntervalSeconds?: number;
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
  /** Absent: this process only enqueues (the web process); present: it executes runs too. */
  execution?: RunQueueExecution;
}

/**
 * The RunQueue of PostgreSQL mode (issue 10 item 4): runs wait as pg-boss jobs (durable:
 * they survive a restart of the web process), and `npm run worker` processes take them,
 * each with `concurrency` pg-boss workers of one job at a time. Retries are off (retryLimit
 * 0): a job whose handler throws or expires is failed, never run again; the executor also
 * skips a run no longer `queued` (executeRunJob), so a run executes at most once. Positions
 * come from the runs still `queued` in creation order.
 */
export class PgBossRunQueue implements RunQueue {
  readonly durable = true;
  private workerIds: string[] = [];
  private readonly running = new Set<Promise<void>>();
  private paused = false;
  private stopped = false;

  private constructor(private readonly options: PgBossRunQueueOptions) {}

  /** Create the pg-boss queue if needed and, with `execution`, start its workers. */
  static async create(options: PgBossRunQueueOptions): Promise<PgBossRunQueue> {
    const { execution } = options;
    if (execution !== undefined) {
      const { concurrency } = execution;
      if (!Number.isInteger(concurrency) || concurrency < 1) {
        throw new Error(`run concurrency must be a positive integer, got ${concurrency}`);
      }
    }
    if ((await options.boss.getQueue(RUN_QUEUE_NAME)) === null) {
      await options.boss.createQueue(RUN_QUEUE_NAME, {
        name: RUN_QUEUE_NAME,
        policy: "standard",
        retryLimit: 0,
        expireInSeconds: RUN_JOB_EXPIRE_SECONDS,
      });
    }
    const queue = new PgBossRunQueue(options);
    await queue.startWorkers();
    return queue;
  }

  async enqueue(job: RunJob): Promise<EnqueuedRun> {
    const id = await this.options.boss.send(RUN_QUEUE_NAME, job, {
      retryLimit: 0,
      expireInSeconds: RUN_JOB_EXPIRE_SECONDS,
    });
    if (id === null) throw new Error(`pg-boss did not accept run ${job.runId}`);
    this.options.onEnqueued?.();
    return { finished: this.options.whenEnded(job.runId) };
  }

  async positions(): Promise<ReadonlyMap<string, number>> {
    const ids = await this.options.queuedRunIds();
    return new Map(ids.map((runId, index) => [runId, index + 1] as const));
  }

  /** Wake this process's idle workers now (a run was enqueued elsewhere). */
  wake(): void {
    for (const id of this.workerIds) this.options.boss.notifyWorker(id);
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    void this.stopWorkers();
  }

  resume(): void {
    if (!this.paused || this.stopped) return;
    this.paused = false;
    void this.startWorkers();
  }

  /** Runs executing now in this process. */
  get active(): number {
    return this.running.size;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.stopWorkers();
    await Promise.allSettled([...this.running]);
  }

  private async startWorkers(): Promise<void> {
    const execution = this.options.execution;
    if (execution === undefined || this.workerIds.length > 0) return;
    const ids: string[] = [];
    for (let index = 0; index < execution.concurrency; index += 1) {
      ids.push(
        await this.options.boss.work<RunJob>(
          RUN_QUEUE_NAME,
          {
            batchSize: 1,
            pollingIntervalSeconds: execution.pollingIntervalSeconds ?? DEFAULT_RUN_POLLING_SECONDS,
          },
          async (jobs) => {
            for (const job of jobs) {
              const execution = this.execute(job.data);
              await execution;
            }
          },
        ),
      );
    }
    this.workerIds = ids;
  }

  private execute(job: RunJob): Promise<void> {
    const handler = this.options.execution?.handler;
    if (handler === undefined) return Promise.resolve();
    const execution = handler(job).finally(() => this.running.delete(execution));
    this.running.add(execution);
    return execution;
  }

  private async stopWorkers(): Promise<void> {
    const ids = this.workerIds.splice(0);
    await Promise.all(ids.map((id) => this.options.boss.offWork({ id })));
  }
}
