import { z } from "zod";

/**
 * Run status (ARCHITECTURE.md "Run"): `interrupted` means the process died while the run was
 * in flight; such a run is never resumed silently.
 */
export const RUN_STATUSES = [
  "queued",
  "running",
  "succeeded",
  "failed",
  "cancelled",
  "interrupted",
] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const runStatusSchema = z.enum(RUN_STATUSES);

/** True once nothing in the run changes any more (every status but queued and running). */
export function isTerminalRunStatus(status: RunStatus): boolean {
  return status !== "queued" && status !== "running";
}

/** The statuses of a run not yet ended (waiting in a queue, or executing). */
export const IN_FLIGHT_RUN_STATUSES = ["queued", "running"] as const satisfies readonly RunStatus[];

/**
 * statusDetail of a run a drain stopped at its deadline (seed 003: "Deployment requires a
 * separately authorized drain … There is no seamless-resumption claim"). Distinct from
 * `cancelled` by a person.
 */
export const DRAINED_FOR_DEPLOYMENT = "drained for deployment";
