import { Piscina } from "piscina";
import { RateLimitError, TimeLimitError } from "../../runtime/errors";
import type { Clock } from "../../runtime/ports";
import {
  auditFromOutcome,
  pastedAnswerOutcome,
  type PastedAnswerAudit,
  type PastedAnswerOutcome,
  type PastedAnswerTask,
} from "./pasted-answer-audit";
import type { WorkerEntry } from "./pasted-answer-worker-entry";

/**
 * Where the CPU-bound part of a pasted answer's audit runs (issue 10, issue 14: a costly
 * 50,000-character answer blocked the web process's event loop for 0.2–2 s). The web process
 * runs it in a pool of worker threads with a bounded queue and a time limit per task
 * (PooledPastedAnswerAuditor); tests and the `npm run audit` script may run it in process.
 * Chosen once, at the composition root (server/app-services.ts).
 */
export interface PastedAnswerAuditor {
  /**
   * Audit one pasted answer (auditPastedAnswer). Errors: those of auditPastedAnswer
   * (InputValidationError…), RateLimitError when the pool's queue is full, TimeLimitError past
   * the time limit (the task is stopped).
   */
  audit(task: PastedAnswerTask): Promise<PastedAnswerAudit>;
  /** Stop the worker threads (a task still running is stopped); in process: nothing. */
  close(): Promise<void>;
}

/** The audit on the caller's thread, synchronously (tests, scripts): no queue, no time limit. */
export const inProcessPastedAnswerAuditor: PastedAnswerAuditor = {
  audit: (task) => Promise.resolve().then(() => auditFromOutcome(pastedAnswerOutcome(task))),
  close: () => Promise.resolve(),
};

/** The worker pool's settings. */
export interface PastedAnswerPoolSettings {
  /** Worker threads at most (each runs one audit at a time). */
  threads: number;
  /** Audits that may wait for a thread; one more is refused with RateLimitError. */
  maxQueued: number;
  /** Milliseconds from submission (waiting included) before a task is stopped: TimeLimitError. */
  timeLimitMs: number;
  /** How long a refused caller is asked to wait when the queue is full (ms). */
  retryAfterMs: number;
}

/** The web process's default: 2 threads, 16 waiting, 10 s a task, retry after 5 s. */
export const DEFAULT_PASTED_ANSWER_POOL: PastedAnswerPoolSettings = {
  threads: 2,
  maxQueued: 16,
  timeLimitMs: 10_000,
  retryAfterMs: 5_000,
};

/**
 * The worker pool (piscina). Submission order is kept; at most `threads + maxQueued` audits
 * are in the pool at once (RateLimitError beyond); each is stopped `timeLimitMs` after its
 * submission on `clock` (TimeLimitError; a task that was running has its thread terminated and
 * replaced). One thread starts with the pool; others start on demand and end after a minute idle.
 */
export class PooledPastedAnswerAuditor implements PastedAnswerAuditor {
  private readonly pool: Piscina<PastedAnswerTask, PastedAnswerOutcome>;
  private readonly settings: PastedAnswerPoolSettings;
  private readonly clock: Pick<Clock, "setTimer">;
  private inPool = 0;

  constructor(options: {
    entry: WorkerEntry;
    settings?: PastedAnswerPoolSettings;
    clock: Pick<Clock, "setTimer">;
  }) {
    this.settings = options.settings ?? DEFAULT_PASTED_ANSWER_POOL;
    this.clock = options.clock;
    this.pool = new Piscina({
      filename: options.entry.file,
      // One thread starts with the pool, so the first audit does not wait for it to load.
      minThreads: 1,
      maxThreads: this.settings.threads,
      // The bound is kept above (audit); tasks wait in piscina's queue while threads start.
      maxQueue: this.settings.threads + this.settings.maxQueued,
      idleTimeout: 60_000,
      execArgv: options.entry.kind === "typescript" ? ["--import", "tsx"] : [],
    });
    // A thread that fails outside a task (its entry does not load) is reported here; without a
    // listener the pool's "error" event would end the process.
    this.pool.on("error", (error: unknown) => {
      console.error("debrief: a pasted-answer audit thread failed", error);
    });
  }

  /** Audits submitted and not yet settled (running or waiting). */
  get pending(): number {
    return this.inPool;
  }

  async audit(task: PastedAnswerTask): Promise<PastedAnswerAudit> {
    const { threads, maxQueued, timeLimitMs, retryAfterMs } = this.settings;
    if (this.inPool >= threads + maxQueued) {
      throw new RateLimitError(
        `too many answer audits under way: ${threads} running and ${maxQueued} waiting; try again in ${Math.ceil(retryAfterMs / 1000)} s`,
        retryAfterMs,
      );
    }
    this.inPool += 1;
    const abort = new AbortController();
    const timeLimit = new TimeLimitError(
      `the audit of this answer took longer than ${timeLimitMs / 1000} s and was stopped; audit a shorter answer, or try again later`,
      timeLimitMs,
    );
    let timedOut = false;
    let cancelTimer = () => {};
    const limit = new Promise<never>((_, reject) => {
      cancelTimer = this.clock.setTimer(() => {
        timedOut = true;
        reject(timeLimit);
        abort.abort(); // terminates the task's thread, or takes the task off the queue
      }, timeLimitMs);
    });
    const run = this.pool.run(task, { signal: abort.signal });
    // Once the time limit won, the pool's own AbortError is expected: not an unhandled rejection.
    run.catch(() => undefined);
    try {
      return auditFromOutcome(await Promise.race([run, limit]));
    } catch (error) {
      throw timedOut ? timeLimit : error;
    } finally {
      cancelTimer();
      this.inPool -= 1;
    }
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
