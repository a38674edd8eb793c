import { StepTracker } from "../../runtime/step-tracker";
import type { Clock } from "../../runtime/ports";
import type { WorkerHeartbeatRepository } from "./worker-heartbeat-repository";
import type { WorkerHeartbeatRecord, WorkerState } from "./worker-presence-views";

/** How often a worker renews its presence by default (ms); gone after STALE_AFTER_BEATS of them. */
export const DEFAULT_WORKER_HEARTBEAT_MS = 10_000;

/** Rows of workers not seen for this long (ms, a day) are pruned when a worker starts. */
export const PRUNE_GONE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Who the worker is: written once on its first beat. */
export interface WorkerIdentity {
  /** Its lease owner ("worker:<host>:<pid>:<random>"): the row's id. */
  id: string;
  host: string;
  pid: number;
  appVersion: string;
  /** Runs it executes at once at most. */
  concurrency: number;
}

/** What the heartbeat needs. */
export interface WorkerHeartbeatDependencies {
  heartbeats: Pick<WorkerHeartbeatRepository, "record" | "remove" | "pruneSeenBefore">;
  /** Injected: tests pass a manual clock. */
  clock: Clock;
  identity: WorkerIdentity;
  /** The runs the worker holds now (its lease keeper's), counted on each beat. */
  runsInHand: () => number;
  /** How often the row is renewed (ms; default DEFAULT_WORKER_HEARTBEAT_MS). */
  intervalMs?: number;
  /** Where a failed renewal is reported (console.error by default); the next beat retries. */
  report?: (message: string, error: unknown) => void;
}

/**
 * A worker process's presence (issue 10): its WorkerHeartbeat row, written when it starts,
 * renewed every `intervalMs` on the injected clock (each beat re-arms after the last one
 * ended, as the lease keeper's do), marked `stopping` when it hears SIGTERM, and deleted once
 * it has stopped. A worker killed without a chance to delete it is counted as gone once its
 * row is STALE_AFTER_BEATS intervals old (isWorkerAlive).
 */
export class WorkerHeartbeat {
  private readonly intervalMs: number;
  private readonly report: (message: string, error: unknown) => void;
  private readonly steps = new StepTracker();
  private cancelTimer: (() => void) | null = null;
  private state: WorkerState = "running";
  private startedAt: number | null = null;

  constructor(private readonly deps: WorkerHeartbeatDependencies) {
    this.intervalMs = deps.intervalMs ?? DEFAULT_WORKER_HEARTBEAT_MS;
    this.report = deps.report ?? console.error;
  }

  /**
   * Write the first beat (rejects when it cannot be stored: the worker should not start
   * unseen), prune rows of workers gone for a day (best effort), then beat every `intervalMs`.
   */
  async start(): Promise<void> {
    this.startedAt = this.deps.clock.now();
    await this.steps.track(() => this.beatOnce());
    await this.deps.heartbeats
      .pruneSeenBefore(this.deps.clock.now() - PRUNE_GONE_AFTER_MS)
      .catch((error: unknown) => this.report("debrief: old worker rows not pruned:", error));
    this.arm();
  }

  /** Store one beat now: state, runs in hand and lastSeenAt. */
  async beatOnce(): Promise<void> {
    const now = this.deps.clock.now();
    this.startedAt ??= now;
    await this.deps.heartbeats.record(this.row(now));
  }

  /** The row a beat at `now` stores. */
  row(now: number): WorkerHeartbeatRecord {
    return {
      ...this.deps.identity,
      runsInHand: this.deps.runsInHand(),
      state: this.state,
      heartbeatMs: this.intervalMs,
      startedAt: this.startedAt ?? now,
      lastSeenAt: now,
    };
  }

  /**
   * The worker heard SIGTERM: store `stopping` at once (it takes no new runs) and keep beating
   * while it finishes the runs in hand. A failed write is reported, not thrown.
   */
  async markStopping(): Promise<void> {
    this.state = "stopping";
    await this.steps
      .track(() => this.beatOnce())
      .catch((error: unknown) => this.report("debrief: worker state not stored:", error));
  }

  /** Resolves once the beat under way, if any, has ended (stored or reported). */
  settled(): Promise<void> {
    return this.steps.settled();
  }

  /**
   * Stop beating and delete the row (the worker stopped gracefully); resolves once a beat
   * under way has ended and the row is gone. Rejects when the delete fails (the row then goes
   * stale on its own).
   */
  async stop(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    await this.steps.settled();
    await this.deps.heartbeats.remove(this.deps.identity.id);
  }

  private arm(): void {
    const cancel = this.deps.clock.setTimer(() => {
      this.steps
        .track(() => this.beatOnce())
        .catch((error: unknown) => this.report("debrief: worker heartbeat failed:", error))
        .finally(() => {
          if (this.cancelTimer === cancel) this.arm();
        });
    }, this.intervalMs);
    this.cancelTimer = cancel;
  }
}
