import type { ExperimentProgress } from "@/server/features/experiments/experiment-views";
import { withActorNames } from "@/server/shared/human-actor";

/**
 * What the progress bar says after "n of m runs ended": how many did not succeed and, of those,
 * how many were cancelled or skipped (left out of the results): " (59 did not succeed; 54 of
 * them cancelled or skipped)"; empty when every run succeeded.
 */
export function endedRunsNote(
  progress: Pick<ExperimentProgress, "failedRuns" | "cancelledOrSkippedRuns">,
): string {
  if (progress.failedRuns === 0) return "";
  if (progress.cancelledOrSkippedRuns === 0) return ` (${progress.failedRuns} did not succeed)`;
  const which =
    progress.cancelledOrSkippedRuns === progress.failedRuns
      ? "all"
      : `${progress.cancelledOrSkippedRuns} of them`;
  return ` (${progress.failedRuns} did not succeed; ${which} cancelled or skipped)`;
}

/** A progress bar of an experiment's runs: ended / planned, with how many did not succeed. */
export function ExperimentProgressBar({ progress }: { progress: ExperimentProgress }) {
  const percent =
    progress.totalRuns === 0 ? 0 : Math.round((progress.finishedRuns / progress.totalRuns) * 100);
  return (
    <div data-testid="experiment-progress" data-status={progress.status}>
      <div className="mb-1 flex justify-between text-xs text-zinc-600">
        <span>
          {progress.finishedRuns} of {progress.totalRuns} runs ended
          {endedRunsNote(progress)}
        </span>
        <span>{progress.status === "running" ? `${percent}%` : progress.status}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Experiment progress"
        aria-valuemin={0}
        aria-valuemax={progress.totalRuns}
        aria-valuenow={progress.finishedRuns}
        className="h-2 overflow-hidden rounded bg-zinc-100"
      >
        <div
          className={`h-full ${progress.failedRuns > 0 ? "bg-amber-500" : "bg-emerald-600"} transition-[width]`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {progress.statusDetail ? (
        <p className="mt-1 text-xs text-zinc-600">{withActorNames(progress.statusDetail)}</p>
      ) : null}
    </div>
  );
}
