import { isTerminalRunStatus } from "../../shared/run-status";
import type { RunEvent } from "../runs/run-deltas";
import type { RunEventFeed } from "../runs/run-event-feed";
import type { RunRepository } from "../runs/run-repository";

/** True for an event that gives a run a terminal status. */
function endsRun(event: RunEvent): boolean {
  const { delta } = event;
  return delta.type === "run" && delta.patch.status !== undefined
    ? isTerminalRunStatus(delta.patch.status)
    : false;
}

/**
 * Resolves runs' endings in a process that does not execute them (the web process in
 * PostgreSQL mode: EnqueuedRun.finished). One listener on every run's list-changing events
 * (run status changes cross processes through the run event feed) serves all waiters, and is
 * attached only while some wait; the stored status is checked first (a run that ended before).
 */
export class RunEndings {
  private readonly waiting = new Map<string, (() => void)[]>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly feed: Pick<RunEventFeed, "subscribeAll">,
    private readonly runRepository: Pick<RunRepository, "findRun">,
  ) {}

  /** Resolves once run `runId` has a terminal status (rejects when the read fails). */
  async whenEnded(runId: string): Promise<void> {
    const ended = new Promise<void>((resolve) => {
      this.waiting.set(runId, [...(this.waiting.get(runId) ?? []), resolve]);
    });
    this.unsubscribe ??= this.feed.subscribeAll((events) => {
      for (const event of events) if (endsRun(event)) this.settle(event.runId);
    });
    const run = await this.runRepository.findRun(runId);
    if (run !== null && isTerminalRunStatus(run.status)) this.settle(runId);
    return ended;
  }

  private settle(runId: string): void {
    const resolvers = this.waiting.get(runId);
    if (resolvers === undefined) return;
    this.waiting.delete(runId);
    for (const resolve of resolvers) resolve();
    if (this.waiting.size === 0) {
      this.unsubscribe?.();
      this.unsubscribe = null;
    }
  }
}
