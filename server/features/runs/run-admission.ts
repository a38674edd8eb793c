import type { RunRecord } from "../../runtime/records";
import { assertAcceptingRuns, type DrainGuardDependencies } from "../drain/drain-guard";
import type { LeaseHolder, RunLeaseRepository } from "../leases/run-lease-repository";
import { assertQueueHasRoom, assertQueueHasRoomFor, type QueueRoom } from "./queue-room";

/**
 * Run admission: the one place a new run is let in. Every path that creates a run (runs.start,
 * the demo CLI, an experiment's runs — the recording and each replay enqueued after it —, a
 * replay of a stored run) stores it through storeAdmittedRun, which refuses it while a drain is
 * in force (issue 10 item 7) or while the queue is full (queue-room.ts). Nothing else calls
 * RunLeaseRepository.createQueued (run-admission.test.ts checks the sources).
 */

/** What admission reads (the drain in force, the queue's room) and writes (the queued run). */
export interface RunAdmissionDependencies extends DrainGuardDependencies {
  runLeases: Pick<RunLeaseRepository, "createQueued">;
  /** Bounds the runs waiting in the queue; absent: no bound. */
  queueRoom?: QueueRoom;
}

/**
 * Throws unless a new run (or, with `planned`, an experiment's `planned` runs) would be
 * admitted now: DrainingError while a drain is in force ("Debrief is draining for a deployment
 * (authorized by …, deadline …): new runs are refused until the drain is lifted"), then
 * RateLimitError when the queue has no room (InputValidationError when `planned` alone exceeds
 * it: queue-room.ts). A caller may check early, before costly preparation, to refuse fast;
 * storeAdmittedRun checks again when it stores.
 */
export async function assertRunsAdmitted(
  deps: Pick<RunAdmissionDependencies, "drains" | "queueRoom">,
  planned?: number,
): Promise<void> {
  await assertAcceptingRuns(deps);
  if (deps.queueRoom === undefined) return;
  if (planned === undefined) await assertQueueHasRoom(deps.queueRoom);
  else await assertQueueHasRoomFor(deps.queueRoom, planned);
}

/**
 * Admit and store a new run as `queued`, held by `holder` (null: a durable queue keeps it).
 * Errors, before anything is stored: those of assertRunsAdmitted. A drain that starts between
 * the check and the insert finds the run queued: its watcher ends it at the deadline.
 */
export async function storeAdmittedRun(
  deps: RunAdmissionDependencies,
  record: RunRecord,
  holder: LeaseHolder | null,
): Promise<void> {
  await assertRunsAdmitted(deps);
  await deps.runLeases.createQueued(record, holder);
}
