import { StepTracker } from "../../runtime/step-tracker";
import type { StoredCorrectionRepository } from "../corrections/stored-correction-repository";
import type { Clock } from "../../runtime/ports";
import type { ExpiredLease, LeaseHolder, RunLeaseRepository } from "./run-lease-repository";

/** Lease timing (ms). A dead holder's runs are marked within `ttlMs + sweepMs` of its last beat. */
export interface LeaseSettings {
  /** How long a heartbeat keeps a run held. */
  ttlMs: number;
  /** How often the holder renews its leases (well under ttlMs). */
  heartbeatMs: number;
  /** How often every process looks for expired leases. */
  sweepMs: number;
}

export const DEFAULT_LEASE_SETTINGS: LeaseSettings = {
  ttlMs: 30_000,
  heartbeatMs: 10_000,
  sweepMs: 10_000,
};

/** This process: its lease owner id and the application version it runs. */
export interface ProcessIdentity {
  /** Unique per process start, e.g. "web:host:1234:k3j2"; stored as Run.leaseOwner. */
  owner: string;
  /** package.json version + git commit (server/app-version.ts); stored as Run.appVersion. */
  appVersion: string;
}

/** What the keeper needs. */
export interface LeaseKeeperDependencies {
  leases: Pick<RunLeaseRepository, "claim" | "renew" | "expired" | "end" | "release">;
  /** Injected: tests pass a manual clock. */
  clock: Clock;
  identity: ProcessIdentity;
  settings?: LeaseSettings;
  /** Runs this process held that another process ended (a sweeper that thought it dead). */
  onLost?: (runIds: string[]) => void;
  /** A run the sweeper ended (in-process listeners: audit, tests). */
  onEnded?: (runId: string) => void;
  /**
   * Refuses the stored corrections of a run the sweeper ended that no agent consumed (its
   * holder is gone: no one else would); absent: nothing is refused.
   */
  corrections?: Pick<StoredCorrectionRepository, "refuseUnsettled">;
  /** Where a failed heartbeat or sweep is reported (console.error by default). */
  report?: (message: string, error: unknown) => void;
}

/**
 * When a run whose holder stopped was last alive: the latest of its holder's last heartbeat and
 * its last stored activity (a run event; the page saw progress up to it), null when neither.
 */
export function lastSignOfLife(
  lease: Pick<ExpiredLease, "heartbeatAt" | "lastActivityAt">,
): number | null {
  const times = [lease.heartbeatAt, lease.lastActivityAt].filter((at) => at !== null);
  return times.length === 0 ? null : Math.max(...times);
}

/**
 * The statusDetail of a run whose holder stopped renewing its lease (issue 10 item 6), in plain
 * words for people: the time as the UI writes times ("2026-12-02 10:11:35 UTC"), its last sign
 * of life (lastSignOfLife) and, when given, when the sweeper noticed. The holder's process id is
 * not in it: it stays stored in the run's lease owner (Run.leaseOwner).
 */
export function expiredLeaseDetail(
  status: "queued" | "running",
  lastAliveAt: number | null,
  noticedAt: number | null = null,
): string {
  if (status === "queued") {
    return "the process it was queued in stopped before starting it; runs are not resumed";
  }
  const lastSign =
    lastAliveAt === null
      ? "no sign of life was recorded"
      : `its last sign of life was at ${formatUtcTimestamp(lastAliveAt)}`;
  const noticed = noticedAt === null ? "" : `; noticed at ${formatUtcTimestamp(noticedAt)}`;
  return `the process running it stopped (${lastSign}${noticed}); runs are not resumed`;
}

/** Epoch ms → "2026-12-02 10:11:35 UTC" (the UI's timestamp shape, in UTC: servers differ). */
export function formatUtcTimestamp(at: number): string {
  return `${new Date(at).toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/**
 * Leases of one process (issue 10 item 6): it claims the runs it executes, renews every run
 * it holds on each heartbeat, and sweeps: any run in flight whose lease expired (its holder
 * was killed, or hung past the lease) is marked `interrupted` with the reason, by whichever
 * process notices first; nothing is ever resumed or re-queued. Timers come from the injected
 * clock; `heartbeatOnce` and `sweepOnce` are the steps, callable directly.
 */
export class LeaseKeeper {
  private readonly held = new Set<string>();
  private readonly settings: LeaseSettings;
  private readonly report: (message: string, error: unknown) => void;
  private cancelTimers: (() => void)[] = [];
  private readonly steps = new StepTracker();

  constructor(private readonly deps: LeaseKeeperDependencies) {
    this.settings = deps.settings ?? DEFAULT_LEASE_SETTINGS;
    this.report = deps.report ?? console.error;
  }

  /** This process as a lease holder, with a lease running from now. */
  holder(): LeaseHolder {
    return {
      owner: this.deps.identity.owner,
      expiresAt: this.deps.clock.now() + this.settings.ttlMs,
    };
  }

  /** This process's identity: its lease owner id and application version. */
  identity(): ProcessIdentity {
    return this.deps.identity;
  }

  /** Count a run this process holds without claiming it (queued in its in-process queue). */
  hold(runId: string): void {
    this.held.add(runId);
  }

  /**
   * Claim a queued run for execution here (see RunLeaseRepository.claim). Returns the time it
   * started (ms), or null when it is no longer queued: then it must not run.
   */
  async claim(runId: string): Promise<number | null> {
    const at = this.deps.clock.now();
    const claimed = await this.deps.leases.claim(runId, {
      ...this.holder(),
      appVersion: this.deps.identity.appVersion,
      at,
    });
    if (claimed) this.held.add(runId);
    else this.held.delete(runId);
    return claimed ? at : null;
  }

  /** The run ended here: stop renewing it (see RunLeaseRepository.release). */
  async release(runId: string): Promise<void> {
    this.held.delete(runId);
    await this.deps.leases.release(runId, this.deps.identity.owner);
  }

  /** Runs this process holds now. */
  heldRuns(): string[] {
    return [...this.held];
  }

  /**
   * Renew the lease of every run this process holds; returns (and reports through onLost) the
   * runs it lost. A run it no longer tracks is not renewed, so it expires and is swept.
   */
  async heartbeatOnce(): Promise<string[]> {
    const now = this.deps.clock.now();
    // Only the runs held when the beat started: one claimed while it is in flight is not lost.
    const beating = [...this.held];
    const renewed = new Set(
      await this.deps.leases.renew(
        this.deps.identity.owner,
        beating,
        now + this.settings.ttlMs,
        now,
      ),
    );
    const lost = beating.filter((runId) => this.held.has(runId) && !renewed.has(runId));
    for (const runId of lost) this.held.delete(runId);
    if (lost.length > 0) this.deps.onLost?.(lost);
    return lost;
  }

  /**
   * Mark every run whose lease expired `interrupted` (and refuse its undelivered corrections,
   * deps.corrections); returns the ids this call ended.
   */
  async sweepOnce(): Promise<string[]> {
    const now = this.deps.clock.now();
    const ended: string[] = [];
    for (const lease of await this.deps.leases.expired(now)) {
      const lastAlive = lease.status === "running" ? lastSignOfLife(lease) : null;
      const detail = expiredLeaseDetail(lease.status, lastAlive, now);
      // Its duration ends when it was last alive, not when this sweep noticed.
      const finishedAt = lastAlive === null ? now : Math.min(lastAlive, now);
      const done = await this.deps.leases.end(
        lease.runId,
        { status: "interrupted", detail, at: now, finishedAt },
        { onlyIfExpiredBefore: now },
      );
      if (!done) continue;
      await this.deps.corrections
        ?.refuseUnsettled(lease.runId, `the run ended before its agent took it (${detail})`, now)
        .catch((error: unknown) => this.report("debrief: late corrections not refused:", error));
      ended.push(lease.runId);
      this.deps.onEnded?.(lease.runId);
    }
    return ended;
  }

  /** Start the heartbeat and the sweeper on the injected clock (each re-arms after its step). */
  start(): void {
    void this.stop();
    const every = (delayMs: number, step: () => Promise<unknown>, what: string) => {
      const arm = () => {
        const cancel = this.deps.clock.setTimer(() => {
          this.steps
            .track(step)
            .catch((error: unknown) => this.report(`debrief: lease ${what} failed:`, error))
            .finally(() => {
              if (this.cancelTimers.includes(cancel)) {
                this.cancelTimers = this.cancelTimers.filter((other) => other !== cancel);
                arm();
              }
            });
        }, delayMs);
        this.cancelTimers.push(cancel);
      };
      arm();
    };
    every(this.settings.heartbeatMs, () => this.heartbeatOnce(), "heartbeat");
    every(this.settings.sweepMs, () => this.sweepOnce(), "sweep");
  }

  /**
   * Stop the timers (the leases then expire unless another keeper renews them); resolves once
   * a heartbeat or sweep already under way has finished (before the database is closed).
   */
  stop(): Promise<void> {
    for (const cancel of this.cancelTimers.splice(0)) cancel();
    return this.steps.settled();
  }
}
