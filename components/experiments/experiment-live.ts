import type { ExperimentProgress } from "@/server/features/experiments/experiment-views";

/**
 * How the experiment page follows a live experiment (pure): when to poll its progress, when to
 * read its results again, and what its duration says — also while a cancelled experiment is
 * still ending (its open runs stopping, the rest skipped), when it is neither "running for"
 * nor "took" yet.
 */

/** How often the progress is read (ms): every second until the experiment has ended, else never. */
export function progressPollMs(
  progress: Pick<ExperimentProgress, "status" | "ended"> | undefined,
): number | false {
  if (progress === undefined) return false;
  return progress.status === "running" || !progress.ended ? 1_000 : false;
}

/**
 * The key whose change makes the page read the results again: a run ended, the status changed
 * (a cancel), or the experiment ended (its end time and last scores: before, a cancelled
 * experiment's end changed neither the count nor the status, so the page kept "running for —").
 */
export function resultsRefreshKey(
  progress: Pick<ExperimentProgress, "status" | "ended" | "finishedRuns"> | undefined,
): string | null {
  if (progress === undefined) return null;
  return `${progress.finishedRuns}|${progress.status}|${progress.ended ? "ended" : "open"}`;
}

/** What the header says of the experiment's time. */
export type ExperimentDuration =
  /** Running: the time since it was created, ticking. */
  | { kind: "running"; since: number }
  /** Cancelled (or interrupted) but runs are still stopping: how many are still open. */
  | { kind: "ending"; openRuns: number }
  /** Ended: how long it took. */
  | { kind: "took"; ms: number }
  /** Ended, its end time not read yet (the results are being read again). */
  | { kind: "ended" };

/** The header's duration from the progress (polled) and the experiment record (`finishedAt`). */
export function experimentDuration(
  progress: Pick<ExperimentProgress, "status" | "ended" | "totalRuns" | "finishedRuns">,
  experiment: { createdAt: number; finishedAt: number | null },
): ExperimentDuration {
  if (experiment.finishedAt !== null) {
    return { kind: "took", ms: experiment.finishedAt - experiment.createdAt };
  }
  if (progress.ended) return { kind: "ended" };
  if (progress.status === "running") return { kind: "running", since: experiment.createdAt };
  return { kind: "ending", openRuns: Math.max(0, progress.totalRuns - progress.finishedRuns) };
}
