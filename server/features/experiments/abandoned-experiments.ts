import type { Clock } from "../../runtime/ports";
import type { RunLeaseRepository } from "../leases/run-lease-repository";
import type { ExperimentRepository } from "./experiment-repository";

/** Why an experiment whose process stopped ended (its rows still open end with it). */
export const ABANDONED_EXPERIMENT_DETAIL =
  "the process running this experiment stopped; experiments are not resumed";

/** Why a run of such an experiment that was still queued ended before it started. */
export const ABANDONED_EXPERIMENT_RUN_DETAIL =
  "not started: the process running its experiment stopped; experiments are not resumed";

/** What ending abandoned experiments needs. */
export interface AbandonedExperimentDependencies {
  experimentRepository: Pick<ExperimentRepository, "interruptAbandoned" | "openRunIds">;
  runLeases: Pick<RunLeaseRepository, "end">;
  clock: Pick<Clock, "now">;
}

/**
 * At a web process's start: experiments another process was running and can no longer drive
 * (it stopped: ExperimentRepository.interruptAbandoned) end `interrupted`, and so do their runs
 * still queued, before any starts: on PostgreSQL they wait in pg-boss, where workers would take
 * them although no experiment scores them any more (on SQLite they were in the stopped
 * process's memory and its lease sweeper ends them too). A run a worker is already executing
 * runs to its end, unscored; a queued run claimed meanwhile is left to its holder. Returns how
 * many experiments and runs ended.
 */
export async function interruptAbandonedExperiments(
  deps: AbandonedExperimentDependencies,
  owner: string,
): Promise<{ experiments: number; runs: number }> {
  const at = deps.clock.now();
  const experimentIds = await deps.experimentRepository.interruptAbandoned(
    owner,
    ABANDONED_EXPERIMENT_DETAIL,
    at,
  );
  let runs = 0;
  for (const experimentId of experimentIds) {
    for (const runId of await deps.experimentRepository.openRunIds(experimentId, ["queued"])) {
      const ending = {
        status: "interrupted" as const,
        detail: ABANDONED_EXPERIMENT_RUN_DETAIL,
        at,
      };
      if (await deps.runLeases.end(runId, ending, { onlyIfQueued: true })) runs += 1;
    }
  }
  return { experiments: experimentIds.length, runs };
}
