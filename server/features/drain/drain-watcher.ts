import { StepTracker } from "../../runtime/step-tracker";
import type { AgentManager } from "../../runtime/agent/agent-manager";
import type { Clock } from "../../runtime/ports";
import { DRAINED_FOR_DEPLOYMENT } from "../../shared/run-status";
import type { RunLeaseRepository } from "../leases/run-lease-repository";
import type { RunQueue } from "../queue/run-queue";
import type { DrainRepository } from "./drain-repository";

/** How often a process looks at the drain state (ms); a deadline is also timed exactly. */
export const DRAIN_POLL_MS = 2_000;

/** What one process's watcher needs. */
export interface DrainWatcherDependencies {
  drains: Pick<DrainRepository, "inForce" | "complete" | "countInFlight" | "queuedRunIds">;
  runLeases: Pick<RunLeaseRepository, "end">;
  clock: Clock;
  /**
   * This process's runs and queue (absent in a process that executes none, e.g. the CLI: it
   * only records completion). A process with a queue also ends the runs still queued.
   */
  local?: {
    manager: Pick<AgentManager, "inFlightRunIds" | "interruptRun">;
    runQueue: Pick<RunQueue, "pause" | "resume">;
  };
  /** A queued run the watcher ended (in-process listeners: audit, tests). */
  onEnded?: (runId: string) => void;
  report?: (message: string, error: unknown) => void;
  pollMs?: number;
}

/** What one check found. */
export type DrainCheck = "none" | "draining" | "past-deadline" | "completed";

/**
 * Carries out a drain in one process (issue 10 item 7): while a drain is in force the queue
 * takes no new run; once its deadline has passed, the runs in flight here are stopped and end
 * `interrupted` ("drained for deployment"), runs still queued are ended the same way (they
 * never start), and so are runs found in flight at any later check (one that a path outside
 * run admission stored: admission refuses every run once the drain's start has committed,
 * drain-repository.ts); once a check finds no run left anywhere
 * (before the deadline too) and stopped none itself, the drain is recorded complete. Runs of a process that died are left to the
 * lease sweeper. The deadline is timed on the injected
 * clock; `checkOnce` is the step.
 */
export class DrainWatcher {
  private cancelTimer: (() => void) | null = null;
  private stopped = true;
  private readonly steps = new StepTracker();

  constructor(private readonly deps: DrainWatcherDependencies) {}

  async checkOnce(): Promise<{ check: DrainCheck; deadlineAt: number | null }> {
    const drain = await this.deps.drains.inForce();
    if (drain === null) {
      this.deps.local?.runQueue.resume();
      return { check: "none", deadlineAt: null };
    }
    this.deps.local?.runQueue.pause();
    const now = this.deps.clock.now();
    if (now < drain.deadlineAt) {
      if (drain.completedAt !== null) return { check: "completed", deadlineAt: drain.deadlineAt };
      if ((await this.deps.drains.countInFlight()) > 0) {
        return { check: "draining", deadlineAt: drain.deadlineAt };
      }
      await this.deps.drains.complete(drain.id, now); // nothing left to wait for
      return { check: "completed", deadlineAt: drain.deadlineAt };
    }
    // Past the deadline, completed or not: a run stored by a path outside run admission (which
    // refuses every run once the drain's start committed) is ended like the others.
    const stopped = await this.endLocalRuns(now);
    // Runs stopped by this check are still writing their endings: whether they are done by
    // the count below depends on the database's speed, so completion waits for the next check.
    if (stopped > 0 || (await this.deps.drains.countInFlight()) > 0) {
      return { check: "past-deadline", deadlineAt: drain.deadlineAt };
    }
    if (drain.completedAt === null) await this.deps.drains.complete(drain.id, now);
    return { check: "completed", deadlineAt: drain.deadlineAt };
  }

  /**
   * Interrupt this process's runs in flight and end the runs still queued (any process's), all
   * "drained for deployment"; returns how many in-flight runs it stopped.
   */
  private async endLocalRuns(now: number): Promise<number> {
    const local = this.deps.local;
    if (local === undefined) return 0;
    let stopped = 0;
    for (const runId of local.manager.inFlightRunIds()) {
      local.manager.interruptRun(runId, DRAINED_FOR_DEPLOYMENT);
      stopped += 1;
    }
    for (const runId of await this.deps.drains.queuedRunIds()) {
      const ending = { status: "interrupted", detail: DRAINED_FOR_DEPLOYMENT, at: now } as const;
      // Claimed in between: it is in flight here, and the next check interrupts it.
      if (await this.deps.runLeases.end(runId, ending, { onlyIfQueued: true })) {
        this.deps.onEnded?.(runId);
      }
    }
    return stopped;
  }

  /** Check now and then every poll (and exactly at a deadline), on the injected clock. */
  start(): void {
    void this.stop();
    this.stopped = false;
    const pollMs = this.deps.pollMs ?? DRAIN_POLL_MS;
    const report = this.deps.report ?? console.error;
    const arm = (delayMs: number) => {
      if (this.stopped) return;
      this.cancelTimer = this.deps.clock.setTimer(() => {
        this.steps
          .track(() => this.checkOnce())
          .then(({ check, deadlineAt }) => {
            const untilDeadline =
              check === "draining" && deadlineAt !== null
                ? Math.max(0, deadlineAt - this.deps.clock.now())
                : pollMs;
            arm(Math.min(pollMs, untilDeadline));
          })
          .catch((error: unknown) => {
            report("debrief: drain check failed:", error);
            arm(pollMs);
          });
      }, delayMs);
    };
    arm(0);
  }

  /** Stop checking; resolves once a check already under way has finished. */
  stop(): Promise<void> {
    this.stopped = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
    return this.steps.settled();
  }
}
