import type { Clock } from "../runtime/ports";

/**
 * The runs waiting for their OpenTelemetry export, kept apart from the audit queue so an
 * unreachable collector never holds an audit (an export awaited inside the audit job took 10 s
 * per finished run, and the audits queued behind it). Bounded: `concurrency` exports at once,
 * at most `maxWaiting` runs waiting; when full the oldest waiting run is dropped (the newest
 * trace is worth more), counted and reported. An export that has not settled `deadlineMs`
 * after it started (on `clock`) is abandoned: its slot goes to the next run and it is reported,
 * so even an exporter that ignores its own time limit cannot stop the queue. A run already
 * waiting is not queued twice. Exports are one whole run's trace each, sent in one request, so
 * nothing is dropped span by span (a partial trace). Nothing here throws at the caller.
 */

/** Options of RunExportQueue. */
export interface RunExportQueueOptions {
  /** Exports running at once (default 1). */
  concurrency?: number;
  /** Runs waiting at most (default 100); the oldest is dropped to make room. */
  maxWaiting?: number;
  /** Milliseconds after which a running export is abandoned (default 20 000). */
  deadlineMs?: number;
  /** The clock the deadline runs on (tests pass a manual one). */
  clock: Pick<Clock, "setTimer">;
  /** Where drops, abandoned and failed exports are reported (default console.error). */
  report?: (message: string, error?: unknown) => void;
}

/** Default number of runs waiting for their export. */
export const DEFAULT_MAX_WAITING_EXPORTS = 100;
/** Default deadline of one export in the queue (twice the OTLP exporter's own 10 s limit). */
export const DEFAULT_EXPORT_DEADLINE_MS = 20_000;

/** A bounded queue of run exports (see the module comment). */
export class RunExportQueue {
  private readonly waitingRuns: string[] = [];
  private readonly runningRuns = new Set<string>();
  private readonly concurrency: number;
  private readonly maxWaiting: number;
  private readonly deadlineMs: number;
  private readonly report: (message: string, error?: unknown) => void;
  private droppedCount = 0;
  private idleWaiters: (() => void)[] = [];

  /** @param exportRun sends one run's trace; its rejection is reported, not rethrown. */
  constructor(
    private readonly exportRun: (runId: string) => Promise<unknown>,
    private readonly options: RunExportQueueOptions,
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.maxWaiting = Math.max(0, options.maxWaiting ?? DEFAULT_MAX_WAITING_EXPORTS);
    this.deadlineMs = options.deadlineMs ?? DEFAULT_EXPORT_DEADLINE_MS;
    this.report = options.report ?? ((message, error) => console.error(message, error ?? ""));
  }

  /** Runs waiting for a slot. */
  get waiting(): readonly string[] {
    return [...this.waitingRuns];
  }

  /** Runs whose export is under way (abandoned ones excluded). */
  get running(): readonly string[] {
    return [...this.runningRuns];
  }

  /** Runs dropped because the queue was full, since it started. */
  get dropped(): number {
    return this.droppedCount;
  }

  /**
   * Queue the export of `runId` and return at once (never waits for the collector). When
   * `maxWaiting` runs already wait, the oldest is dropped and reported with the count so far.
   */
  enqueue(runId: string): void {
    if (this.waitingRuns.includes(runId) || this.runningRuns.has(runId)) return;
    this.waitingRuns.push(runId);
    while (this.waitingRuns.length > this.maxWaiting) {
      const dropped = this.waitingRuns.shift()!;
      this.droppedCount += 1;
      this.report(
        `debrief: OpenTelemetry export queue full (${this.maxWaiting} runs waiting): run ${dropped} is not exported; ${this.droppedCount} dropped so far`,
      );
    }
    this.startWaiting();
  }

  /** Drop every waiting run (reported) and resolve once none is running (shutdown). */
  async close(): Promise<void> {
    const dropped = this.waitingRuns.splice(0);
    if (dropped.length > 0) {
      this.droppedCount += dropped.length;
      this.report(
        `debrief: OpenTelemetry export stopped with ${dropped.length} runs not exported: ${dropped.join(", ")}`,
      );
    }
    await this.idle();
  }

  /** Resolves when no run is waiting or running. */
  idle(): Promise<void> {
    if (this.waitingRuns.length === 0 && this.runningRuns.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private startWaiting(): void {
    while (this.runningRuns.size < this.concurrency && this.waitingRuns.length > 0) {
      const runId = this.waitingRuns.shift()!;
      this.runningRuns.add(runId);
      void this.runOne(runId);
    }
    if (this.waitingRuns.length === 0 && this.runningRuns.size === 0) {
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }

  private async runOne(runId: string): Promise<void> {
    let cancelTimer: () => void = () => undefined;
    const deadline = new Promise<"late">((resolve) => {
      cancelTimer = this.options.clock.setTimer(() => resolve("late"), this.deadlineMs);
    });
    const sent = this.exportRun(runId).then(
      () => "sent" as const,
      (error: unknown) => {
        this.report(`debrief: OpenTelemetry export of run ${runId} failed:`, error);
        return "failed" as const;
      },
    );
    const outcome = await Promise.race([sent, deadline]);
    cancelTimer();
    if (outcome === "late") {
      this.report(
        `debrief: OpenTelemetry export of run ${runId} did not finish within ${this.deadlineMs} ms; abandoned, the next run's export starts`,
      );
    }
    this.runningRuns.delete(runId);
    this.startWaiting();
  }
}
