import fastq from "fastq";

/** How a background job is merged with one of the same key already known. */
export type Coalescing =
  /** Queued or running already: nothing more (the job's outcome is the same, e.g. an audit). */
  | "once"
  /** Queued already: nothing more; running: once more after it (it read older state). */
  | "rerun";

/** Options of BackgroundWork. */
export interface BackgroundWorkOptions {
  /** Jobs running at once (default 1). */
  concurrency?: number;
  /**
   * Resolves when the process may take on background work (LoadGate.whenCalm: the event loop
   * is on time); awaited before each job. Default: at once.
   */
  whenCalm?: () => Promise<void>;
}

/**
 * Background jobs of one process (the audit and provenance checks after runs end, issue 5),
 * kept off the request path (issue 10 item 8): one at a time by default, each after the event
 * loop took a turn and after `whenCalm`, and merged by key (two `run-updated` events of one run
 * audit it once; a debrief arriving while its run's provenance is checked reruns the check
 * once). A job's rejection is its caller's to handle (`schedule` returns its promise).
 */
export class BackgroundWork {
  private readonly queue: fastq.queueAsPromised<() => Promise<void>, void>;
  private readonly pending = new Map<
    string,
    { promise: Promise<void>; started: boolean; again: boolean }
  >();
  private readonly whenCalm: () => Promise<void>;
  private closed = false;

  constructor(options: BackgroundWorkOptions = {}) {
    this.whenCalm = options.whenCalm ?? (() => Promise.resolve());
    this.queue = fastq.promise((job: () => Promise<void>) => job(), options.concurrency ?? 1);
  }

  /** Jobs queued or running (tests, diagnosis). */
  get size(): number {
    return this.pending.size;
  }

  /**
   * Stop taking work before the database closes (AppServices.stop): jobs scheduled from now on
   * and jobs queued but not started are skipped (their promises resolve without running them);
   * resolves once the jobs already running have settled (a rerun asked for is skipped too).
   * Never rejects: a running job's rejection is its caller's (see `schedule`).
   */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(
      [...this.pending.values()].map((entry) => entry.promise.catch(() => undefined)),
    );
  }

  /**
   * Run `job` in the background under `key`, merged as `coalescing` says with a job of that key
   * already queued or running; resolves when the job (or the one it was merged into) settled.
   */
  schedule(key: string, coalescing: Coalescing, job: () => Promise<void>): Promise<void> {
    if (this.closed) return Promise.resolve();
    const known = this.pending.get(key);
    if (known !== undefined) {
      if (known.started && coalescing === "rerun") known.again = true;
      return known.promise;
    }
    const entry = { promise: Promise.resolve(), started: false, again: false };
    const run = async (): Promise<void> => {
      try {
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (!this.closed) await this.whenCalm();
        if (this.closed) return;
        entry.started = true;
        await job();
        while (entry.again && !this.closed) {
          entry.again = false;
          await job();
        }
      } finally {
        this.pending.delete(key);
      }
    };
    entry.promise = this.queue.push(run);
    this.pending.set(key, entry);
    return entry.promise;
  }
}
