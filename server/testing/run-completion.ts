import type { AppServices } from "../app-services";

/**
 * Resolves once the run is no longer in flight in `services.manager` — on the run's own
 * `run-updated` event, or at once when it already ended. Event-driven: no polling and no
 * timeout of its own (the test's timeout bounds it). Use it for runs started through the tRPC
 * caller, whose `start` returns only the run id (runs started on the manager have `done`).
 */
export function runEnded(services: Pick<AppServices, "events" | "manager">, runId: string) {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (services.manager.isInFlight(runId)) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = services.events.subscribe(runId, (event) => {
      if (event.type === "run-updated") check();
    });
    check();
  });
}
