import type { AppServices } from "../app-services";
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
 * Resolves once the queue has taken the run (its stored status is no longer `queued`):
 * checked at once and on each event the run's log announces. No polling.
 */
export function runTaken(
  services: Pick<AppServices, "runEventFeed" | "runRepository">,
  runId: string,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const check = async () => {
      const run = await services.runRepository.findRun(runId);
      if (settled || run === null || run.status === "queued") return;
      settled = true;
      unsubscribe();
      resolve();
    };
    const unsubscribe = services.runEventFeed.subscribe(runId, () => {
      check().catch(reject);
    });
    check().catch(reject);
  });
}
