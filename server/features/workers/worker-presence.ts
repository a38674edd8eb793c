import type { Clock } from "../../runtime/ports";
import type { WorkerHeartbeatRepository } from "./worker-heartbeat-repository";
import {
  presenceFrom,
  type WorkerHealth,
  type WorkerHeartbeatRecord,
  type WorkerPresenceView,
} from "./worker-presence-views";

/** A presence read older than this (ms) is not trusted (`current: false`). */
export const PRESENCE_CURRENT_FOR_MS = 10_000;

/** What the presence service needs. */
export interface WorkerPresenceDependencies {
  heartbeats: Pick<WorkerHeartbeatRepository, "list">;
  /** Runs waiting in the queue, every process's (DrainRepository.countQueued). */
  countQueued: () => Promise<number>;
  clock: Pick<Clock, "now">;
  /** This (web) process's application version, for comparison with the workers'. */
  appVersion: string;
  /** Where a failed read is reported (console.error by default). */
  report?: (message: string, error: unknown) => void;
}

/**
 * Which workers are alive now, for PostgreSQL mode's web process (issue 10): `refresh()`
 * reads the heartbeat rows and the queued count (called by the health monitor's background
 * probe, one read at a time); `view()` and `health()` answer from that read with no I/O, so
 * `health.check` and `workers.presence` cost no database round trip.
 */
export class WorkerPresence {
  private rows: WorkerHeartbeatRecord[] = [];
  private queuedRuns = 0;
  private checkedAt: number | null = null;
  private lastReadFailed = false;
  private pending: Promise<void> | null = null;
  private stopped = false;
  private readonly report: (message: string, error: unknown) => void;

  constructor(private readonly deps: WorkerPresenceDependencies) {
    this.report = deps.report ?? console.error;
  }

  /** Read the heartbeats and the queued count now (unless a read is under way); never rejects. */
  refresh(): Promise<void> {
    this.pending ??= this.read().finally(() => (this.pending = null));
    return this.pending;
  }

  /**
   * The process is shutting down (its health monitor stopped): a read that fails from now on,
   * e.g. on the database closing under it, is not reported.
   */
  stop(): void {
    this.stopped = true;
  }

  /**
   * The view, after a first read when none has succeeded yet (the query's first answer in a
   * process that just started; a failing database then answers `current: false`).
   */
  async current(): Promise<WorkerPresenceView> {
    if (this.checkedAt === null) await this.refresh();
    return this.view();
  }

  /** The presence at the last read (no I/O): alive workers as of now, the queued runs then. */
  view(): Extract<WorkerPresenceView, { mode: "team" }> {
    const now = this.deps.clock.now();
    return {
      mode: "team",
      appVersion: this.deps.appVersion,
      checkedAt: this.checkedAt,
      current:
        this.checkedAt !== null &&
        !this.lastReadFailed &&
        now - this.checkedAt <= PRESENCE_CURRENT_FOR_MS,
      ...presenceFrom(this.rows, now, this.queuedRuns),
    };
  }

  /** The counts for the public health report (no I/O). */
  health(): WorkerHealth {
    const view = this.view();
    return { running: view.running, stopping: view.stopping, checkedAt: view.checkedAt };
  }

  private async read(): Promise<void> {
    try {
      const [rows, queuedRuns] = await Promise.all([
        this.deps.heartbeats.list(),
        this.deps.countQueued(),
      ]);
      this.rows = rows;
      this.queuedRuns = queuedRuns;
      this.lastReadFailed = false;
      this.checkedAt = this.deps.clock.now();
    } catch (error) {
      this.lastReadFailed = true;
      if (!this.stopped) this.report("debrief: worker presence not read:", error);
    }
  }
}
