import type { AppServices } from "../app-services";
import type { RunDelta, RunEvent } from "../features/runs/run-deltas";
import { isTerminalRunStatus } from "../shared/run-status";

/**
 * Resolves once the run has ended: its stored status is terminal and it is no longer in flight
 * in `services.manager` — checked at once and on each of the run's `run-updated` events (the
 * manager emits one after a run's last write; the queue, the sweeper and the drain after they
 * end a run). Event-driven: no polling and no timeout of its own (the test's timeout bounds it).
 * Works for queued runs too (started through the tRPC caller, whose `start` returns only the id).
 */
export function runEnded(
  services: Pick<AppServices, "events" | "manager" | "runRepository">,
  runId: string,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const check = async () => {
      if (settled || services.manager.isInFlight(runId)) return;
      const run = await services.runRepository.findRun(runId);
      if (settled || run === null || !isTerminalRunStatus(run.status)) return;
      if (services.manager.isInFlight(runId)) return;
      settled = true;
      unsubscribe();
      resolve();
    };
    const unsubscribe = services.events.subscribe(runId, (event) => {
      if (event.type === "run-updated") check().catch(reject);
    });
    check().catch(reject);
  });
}

/**
 * Resolves with the first event of the run whose delta matches `matches`: what the log holds
 * already, else what the run's feed announces next (subscribed before the log is read, so
 * nothing falls between). No polling.
 */
export function untilRunEvent(
  services: Pick<AppServices, "runEventFeed" | "runEvents">,
  runId: string,
  matches: (delta: RunDelta) => boolean,
): Promise<RunEvent> {
  return new Promise<RunEvent>((resolve, reject) => {
    let settled = false;
    const settle = (event: RunEvent | undefined) => {
      if (settled || event === undefined) return;
      settled = true;
      unsubscribe();
      resolve(event);
    };
    const unsubscribe = services.runEventFeed.subscribe(runId, (events) =>
      settle(events.find((event) => matches(event.delta))),
    );
    services.runEvents
      .eventsAfter(runId, 0, Number.MAX_SAFE_INTEGER)
      .then((events) => settle(events.find((event) => matches(event.delta))))
      .catch(reject);
  });
}
