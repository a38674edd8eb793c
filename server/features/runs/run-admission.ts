import { DrainingError } from "../../runtime/errors";
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

/** How many times a run refused by a drain's start is checked again (the drain lifted meanwhile). */
const ADMISSION_ATTEMPTS = 3;

/**
 * Admit and store a new run as `queued`, held by `holder` (null: a durable queue keeps it).
 * Errors, before anything is stored: those of assertRunsAdmitted. The insert itself is refused
 * while a drain is in force (createQueued checks it in its own transaction), so a drain that
 * starts between the check and the insert refuses the run: the check run again throws its
 * DrainingError. A run is either stored before the drain's start commits, or not at all.
 */
export async function storeAdmittedRun(
  deps: RunAdmissionDependencies,
  record: RunRecord,
  holder: LeaseHolder | null,
): Promise<void> {
  for (let attempt = 1; attempt <= ADMISSION_ATTEMPTS; attempt += 1) {
    await assertRunsAdmitted(deps);
    if (await deps.runLeases.createQueued(record, holder)) return;
  }
  // Drains started and lifted between each check and insert: refused all the same.
  throw new DrainingError(DRAINING_AGAIN_MESSAGE);
}

/** The refusal of a run that drains kept refusing while each had been lifted by its check. */
export const DRAINING_AGAIN_MESSAGE =
  "Debrief is draining for a deployment (drains are being started and lifted): new runs are refused until the drain is lifted";
