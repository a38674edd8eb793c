import type { Clock } from "../../runtime/ports";
import type { WorkerHealth } from "../workers/worker-presence-views";

/** How the database looked at the last probe. */
export type DatabaseHealth =
  /** The last probe answered within the timeout, and it is recent (see HealthSettings). */
  | "ok"
  /** The last probe failed (the database refused or the connection broke). */
  | "unreachable"
  /** The last probe did not answer within the timeout. */
  | "slow"
  /** The last answer is older than `staleAfterMs`: a probe has been pending that long. */
  | "stale"
  /** No probe has ended yet (the process just started). */
  | "unchecked";

/** What `health.check` answers (public: no error text, no names, no counts of anyone's data). */
export interface HealthReport {
  /** True when the process answers and the database was reachable at a recent probe. */
  ok: boolean;
  database: DatabaseHealth;
  /** When the last probe ended (ms since the epoch); null before the first one. */
  databaseCheckedAt: number | null;
  /** How long the last successful probe took (ms); null before the first success. */
  databaseLatencyMs: number | null;
  /** The longest event-loop delay seen between two ticks of the monitor (ms): how late this process answers. */
  eventLoopDelayMs: number;
  /**
   * PostgreSQL mode's web process: the `npm run worker` processes alive at the last background
   * read of their heartbeats (counts only; `ok` does not depend on them); null where runs
   * execute in this process (SQLite mode) or in a worker.
   */
  workers: WorkerHealth | null;
  /** This process's clock (ms since the epoch). */
  time: number;
}

/** What the monitor refreshes beside its probe: the workers' presence (worker-presence.ts). */
export interface WorkerHealthSource {
  /** Read the workers' heartbeats (one read at a time; never rejects). */
  refresh(): Promise<void>;
  /** The counts from the last read (no I/O). */
  health(): WorkerHealth;
  /** The monitor stopped (the process is shutting down): no more refreshes. */
  stop(): void;
}

type ProbeOutcome = "ok" | "failed" | "timeout";

/** Probe timing (ms). */
export interface HealthSettings {
  /** How often the database is probed. */
  intervalMs: number;
  /** A probe not answered within this is counted as failed (it may still end later). */
  timeoutMs: number;
  /** The last answer counts as current for this long (then the report says `stale`). */
  staleAfterMs: number;
}

/** Default probe timing: every 2 s, a 1 s timeout, stale after 5 s without an answer. */
export const DEFAULT_HEALTH_SETTINGS: HealthSettings = {
  intervalMs: 2_000,
  timeoutMs: 1_000,
  staleAfterMs: 5_000,
};

/**
 * The process's health from cheap state (issue 10 item 8: a health check must answer during
 * load instead of queueing behind it). A background probe pings the database every
 * `intervalMs` (one at a time) and records the outcome; `report()` reads what was recorded,
 * with no I/O, so its answer takes as long as the process takes to answer at all. The report
 * carries the probe's time and latency, so an operator sees how current it is, and the
 * event-loop delay the monitor measured on its own timer (how late the process answers). In
 * PostgreSQL mode's web process each tick also refreshes the workers' presence, whose counts
 * the report carries from that read.
 */
export class HealthMonitor {
  private checkedAt: number | null = null;
  private latencyMs: number | null = null;
  private outcome: ProbeOutcome = "failed";
  /** The pending probe: `reported` once it answered or timed out, `answered` once it answered. */
  private pending: { reported: Promise<void>; answered: Promise<unknown> } | null = null;
  private eventLoopDelayMs = 0;
  private expectedTickAt: number | null = null;
  private cancelTimer: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly clock: Clock,
    private readonly settings: HealthSettings = DEFAULT_HEALTH_SETTINGS,
    /** Refreshed on each tick beside the probe (PostgreSQL mode's web process); absent: none. */
    private readonly workers: WorkerHealthSource | null = null,
  ) {}

  /** Start probing (the first probe at once). */
  start(): void {
    this.stopped = false;
    this.tick();
  }

  /** Stop probing (a probe in flight is left to end on its own). */
  stop(): void {
    this.stopped = true;
    this.workers?.stop();
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  /**
   * The current report (no I/O); before the first probe has ended, waits for it (at most
   * `timeoutMs`), so a process that just started does not answer "unchecked" to its first caller.
   */
  async current(): Promise<HealthReport> {
    if (this.checkedAt === null) await this.probe();
    return this.report();
  }

  /** The report from what was recorded (no I/O, no wait). */
  report(): HealthReport {
    const now = this.clock.now();
    const database = this.databaseHealth(now);
    return {
      ok: database === "ok",
      database,
      databaseCheckedAt: this.checkedAt,
      databaseLatencyMs: this.latencyMs,
      eventLoopDelayMs: this.eventLoopDelayMs,
      workers: this.workers?.health() ?? null,
      time: now,
    };
  }

  /** Probe once now (unless a probe is pending); resolves when it ended or timed out. */
  probe(): Promise<void> {
    if (this.pending !== null) return this.pending.reported;
    const probing = this.probeOnce();
    this.pending = probing;
    // Pending until the database answers, even after a timeout (no second probe piles up).
    void probing.answered.finally(() => (this.pending = null));
    return probing.reported;
  }

  private probeOnce(): { reported: Promise<void>; answered: Promise<unknown> } {
    const started = this.clock.now();
    let cancelTimeout = (): void => undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      cancelTimeout = this.clock.setTimer(() => resolve("timeout"), this.settings.timeoutMs);
    });
    const answered = this.ping().then(
      () => "ok" as const,
      () => "failed" as const,
    );
    const reported = Promise.race([answered, timedOut]).then((outcome) => {
      cancelTimeout();
      this.record(started, outcome);
    });
    // A late answer still counts once it comes.
    const late = answered.then((outcome) => {
      if (this.outcome === "timeout") this.record(started, outcome);
    });
    return { reported, answered: Promise.all([reported, late]) };
  }

  private record(started: number, outcome: ProbeOutcome): void {
    const now = this.clock.now();
    this.checkedAt = now;
    this.outcome = outcome;
    if (outcome === "ok") this.latencyMs = now - started;
  }

  private databaseHealth(now: number): DatabaseHealth {
    if (this.checkedAt === null) return "unchecked";
    if (this.outcome === "failed") return "unreachable";
    if (this.outcome === "timeout") return "slow";
    if (now - this.checkedAt > this.settings.staleAfterMs) return "stale";
    return "ok";
  }

  private tick(): void {
    if (this.stopped) return;
    const now = this.clock.now();
    if (this.expectedTickAt !== null) {
      this.eventLoopDelayMs = Math.max(0, now - this.expectedTickAt);
    }
    this.expectedTickAt = now + this.settings.intervalMs;
    void this.probe();
    void this.workers?.refresh();
    this.cancelTimer = this.clock.setTimer(() => this.tick(), this.settings.intervalMs);
  }
}
