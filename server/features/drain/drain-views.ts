/**
 * View models of the drain feature (what its router returns and the banner renders; the UI
 * imports them as types only).
 */

/** A drain as stored (times in ms since the epoch). */
export interface DrainRecord {
  id: string;
  /** Who authorized it ("cli:<name>" until sign-in lands). */
  requestedBy: string;
  startedAt: number;
  deadlineAt: number;
  /** When no run was left in flight after the deadline; null while draining. */
  completedAt: number | null;
  liftedAt: number | null;
  liftedBy: string | null;
}

/** A run a drain stopped (or never started) at its deadline. */
export interface DrainedRun {
  runId: string;
  question: string;
  finishedAt: number | null;
}

/**
 * The drain in force, if any: `draining` while any run is left (queued or running, in any
 * process) or until the drain was recorded complete, then `drained` (still refusing new runs)
 * until it is lifted.
 */
export type DrainView =
  | { state: "none" }
  | {
      state: "draining" | "drained";
      drain: DrainRecord;
      /**
       * The account name of the admin who authorized it, read when shown (as the Activity log
       * names people); null for the command line or an account without a name.
       */
      requestedByName: string | null;
      /** Runs still queued or running (every process's). */
      runsLeft: number;
      /** Runs stopped at the deadline with "drained for deployment", oldest first. */
      interrupted: DrainedRun[];
    };
