import { ConflictError, NotFoundError } from "../runtime/errors";
import type { CorrectionView } from "../runs/run-detail";
import type { AppServices } from "../runs/services";
import type { SendCorrectionInput } from "../shared/correction-input";
import { humanActor } from "../shared/person-name";

/**
 * Queue a correction for a running agent. Errors, before anything is stored: NotFoundError for
 * an unknown run or an agent not in that run; ConflictError for a finished agent (or one whose
 * process is gone). The correction is stored with its per-agent sequence, then delivered.
 */
export async function sendCorrection(
  services: AppServices,
  input: SendCorrectionInput,
): Promise<CorrectionView> {
  const run = await services.prisma.run.findUnique({
    where: { id: input.runId },
    select: { id: true },
  });
  if (run === null) throw new NotFoundError(`unknown run: ${input.runId}`);
  const agent = await services.prisma.agent.findUnique({
    where: { id: input.agentId },
    select: { runId: true, status: true },
  });
  if (agent === null || agent.runId !== input.runId) {
    throw new NotFoundError(`unknown agent ${input.agentId} in run ${input.runId}`);
  }
  const live = services.manager.get(input.agentId);
  if (live === undefined || live.isTerminal) {
    throw new ConflictError(
      `agent ${input.agentId} has finished (${live?.record.status ?? agent.status}); corrections are closed`,
    );
  }
  const correction = await services.manager.queueCorrection({
    agentId: input.agentId,
    text: input.text,
    author: humanActor(input.author),
  });
  return { correction, consumption: null };
}
