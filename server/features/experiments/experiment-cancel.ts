import { ConflictError } from "../../runtime/errors";
import { personName } from "../../shared/human-actor";
import type { ActionLogRepository } from "../action-log/action-log-repository";
import type { ActionActor } from "../action-log/action-log-views";
import { cancelRun, type CancelServiceDependencies } from "../runs/cancel-service";
import type { ExperimentRepository } from "./experiment-repository";

/** What cancelling an experiment needs: its rows, and run cancellation (cancel-service.ts). */
export interface ExperimentCancelDependencies extends CancelServiceDependencies {
  experimentRepository: Pick<ExperimentRepository, "get" | "markCancelled" | "openRunIds">;
  actionLogRepository: Pick<ActionLogRepository, "insert">;
}

/**
 * Cancel a running experiment as `actor`: it is marked `cancelled` ("cancelled by Dana"), each
 * of its runs still queued or running is cancelled as a person's cancel would (queued ones end
 * before they start; running ones stop at their next safe point, their tools finishing first),
 * and its runner skips the runs it had not started (experiment-runner.ts). Runs that ended are
 * kept with their scores; the results show what finished. Returns how many runs it cancelled.
 * Errors: NotFoundError (unknown experiment), ConflictError (the experiment has ended).
 */
export async function cancelExperiment(
  deps: ExperimentCancelDependencies,
  experimentId: string,
  actor: ActionActor,
): Promise<{ experimentId: string; cancelledRuns: number }> {
  const experiment = await deps.experimentRepository.get(experimentId);
  const ended = () =>
    new ConflictError(
      `experiment ${experimentId} has already ended (${experiment.status}): there is nothing to cancel`,
    );
  if (experiment.status !== "running") throw ended();
  const detail = `cancelled by ${personName(actor)}`;
  if (!(await deps.experimentRepository.markCancelled(experimentId, detail))) {
    const now = await deps.experimentRepository.get(experimentId);
    throw new ConflictError(
      `experiment ${experimentId} has already ended (${now.status}): there is nothing to cancel`,
    );
  }
  let cancelledRuns = 0;
  for (const runId of await deps.experimentRepository.openRunIds(experimentId)) {
    try {
      await cancelRun(deps, { runId }, actor);
      cancelledRuns += 1;
    } catch (error) {
      // A run that ended between the read and its cancel has nothing left to cancel.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  await deps.actionLogRepository.insert({
    actor,
    action: "experiment.cancel",
    targetType: "experiment",
    targetId: experimentId,
    details: { cancelledRuns },
  });
  return { experimentId, cancelledRuns };
}
