import { randomUUID } from "node:crypto";
import { ConflictError } from "../../runtime/errors";
import type { Clock } from "../../runtime/ports";
import type { DrainRepository } from "./drain-repository";
import type { DrainRecord, DrainView } from "./drain-views";

/** What the drain service needs. */
export interface DrainServiceDependencies {
  drains: Pick<DrainRepository, "inForce" | "start" | "lift" | "countInFlight" | "drainedRuns"> &
    Partial<Pick<DrainRepository, "accountNameOf">>;
  clock: Pick<Clock, "now">;
}

/** The drain in force and where it stands (the banner, the CLI). */
export async function drainStatus(deps: DrainServiceDependencies): Promise<DrainView> {
  const drain = await deps.drains.inForce();
  return drain === null ? { state: "none" } : drainView(deps, drain);
}

/** Where `drain` stands: its runs left, the runs it interrupted and who started it by name. */
async function drainView(deps: DrainServiceDependencies, drain: DrainRecord): Promise<DrainView> {
  const [runsLeft, interrupted, requestedByName] = await Promise.all([
    deps.drains.countInFlight(),
    deps.drains.drainedRuns(drain.startedAt),
    deps.drains.accountNameOf?.(drain.requestedBy) ?? null,
  ]);
  return {
    // Drained only when nothing is left: a run that slipped in after completion still counts.
    state: drain.completedAt !== null && runsLeft === 0 ? "drained" : "draining",
    drain,
    requestedByName,
    runsLeft,
    interrupted,
  };
}

/**
 * Start a drain for a deployment (seed 003: separately authorized; the caller is the CLI with
 * `--authorize` or an admin): from its start (read once no run insert is under way) new runs
 * are refused (DrainingError), runs in flight
 * continue until `deadlineMs` from now, then every process stops its own and marks them
 * `interrupted` ("drained for deployment"); nothing is resumed afterwards. Returns the view of
 * the drain it stored (as of its start). ConflictError when a drain is in force already.
 */
export async function startDrain(
  deps: DrainServiceDependencies,
  request: { deadlineMs: number; requestedBy: string },
): Promise<DrainView> {
  // The start time is read inside the drain's transaction, once no run can be stored any more
  // (DrainRepository.start): runs created after it are refused, never admitted.
  // The view is of the drain stored here (the action log's target), not of whatever drain is
  // in force by the time it is read (another admin may have lifted this one and started one).
  const drain = await deps.drains.start(
    {
      id: `drain_${randomUUID().slice(0, 12)}`,
      requestedBy: request.requestedBy,
      deadlineMs: request.deadlineMs,
    },
    () => deps.clock.now(),
  );
  return drainView(deps, drain);
}

/**
 * Lift the drain in force: new runs are accepted again. Returns the view (`none`) and the lifted
 * drain's id (the action log's target). ConflictError when none is.
 */
export async function liftDrain(
  deps: DrainServiceDependencies,
  request: { liftedBy: string },
): Promise<{ view: DrainView; liftedDrainId: string }> {
  const lifted = await deps.drains.lift(request.liftedBy, deps.clock.now());
  if (lifted === null)
    throw new ConflictError(
      "No drain is in force (it was lifted already): there is nothing to lift",
    );
  return { view: { state: "none" }, liftedDrainId: lifted };
}
