import { DrainingError } from "../../runtime/errors";
import { actorDisplayName } from "../../shared/human-actor";
import type { DrainRepository } from "./drain-repository";

/** What the guard reads: the drain in force. */
export interface DrainGuardDependencies {
  drains: Pick<DrainRepository, "inForce"> & Partial<Pick<DrainRepository, "accountNameOf">>;
}

/**
 * Throws DrainingError while a drain is in force: "Debrief is draining for a deployment
 * (authorized by <who: the admin's account name, else actorDisplayName>, deadline <ISO time>): new
 * runs are refused until the drain is lifted".
 * Called before anything of a new run is stored.
 */
export async function assertAcceptingRuns(deps: DrainGuardDependencies): Promise<void> {
  const drain = await deps.drains.inForce();
  if (drain === null) return;
  const who =
    (await deps.drains.accountNameOf?.(drain.requestedBy)) ?? actorDisplayName(drain.requestedBy);
  throw new DrainingError(
    `Debrief is draining for a deployment (authorized by ${who}, deadline ${new Date(drain.deadlineAt).toISOString()}): new runs are refused until the drain is lifted`,
  );
}
