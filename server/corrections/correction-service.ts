import { z } from "zod";
import { ConflictError, NotFoundError } from "../runtime/errors";
import { MAX_CORRECTION_LENGTH } from "../runtime/agent/agent-manager";
import type { CorrectionView } from "../runs/run-detail";
import type { AppServices } from "../runs/services";

/** A correction from a human in the UI. */
export const sendCorrectionInputSchema = z.object({
  runId: z.string().trim().min(1),
  agentId: z.string().trim().min(1),
  text: z
    .string()
    .trim()
    .min(1, "the correction must not be empty")
    .max(
      MAX_CORRECTION_LENGTH,
      `the correction must be at most ${MAX_CORRECTION_LENGTH} characters`,
    ),
  author: z.string().trim().max(80).default("operator"),
});
export type SendCorrectionRequest = z.input<typeof sendCorrectionInputSchema>;

/**
 * Queue a correction for a running agent. Errors, before anything is stored: NotFoundError for
 * an unknown run or an agent not in that run; ConflictError for a finished agent (or one whose
 * process is gone). The correction is stored with its per-agent sequence, then delivered.
 */
export async function sendCorrection(
  services: AppServices,
  request: SendCorrectionRequest,
): Promise<CorrectionView> {
  const input = sendCorrectionInputSchema.parse(request);
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
  const author = input.author === "" ? "human:operator" : `human:${input.author}`;
  const correction = await services.manager.queueCorrection({
    agentId: input.agentId,
    text: input.text,
    author,
  });
  return { correction, consumption: null };
}
