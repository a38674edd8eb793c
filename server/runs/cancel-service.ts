import { z } from "zod";
import { ConflictError, NotFoundError } from "../runtime/errors";
import type { AppServices } from "./services";

export const cancelAgentInputSchema = z.object({
  runId: z.string().trim().min(1),
  agentId: z.string().trim().min(1),
  by: z.string().trim().max(80).default("operator"),
});

export const cancelRunInputSchema = z.object({
  runId: z.string().trim().min(1),
  by: z.string().trim().max(80).default("operator"),
});

/**
 * Cancel one agent (partial cancellation): its in-flight model call is abandoned, its
 * unexecuted calls get paired `cancelled` results, siblings keep running and the parent sees
 * it in its next wait snapshot. Errors: NotFoundError (unknown run/agent), ConflictError
 * (already finished). Nothing recorded is rewritten.
 */
export async function cancelAgent(
  services: AppServices,
  request: z.input<typeof cancelAgentInputSchema>,
): Promise<{ agentId: string }> {
  const input = cancelAgentInputSchema.parse(request);
  await requireRun(services, input.runId);
  const agent = await services.prisma.agent.findUnique({
    where: { id: input.agentId },
    select: { runId: true, status: true },
  });
  if (agent === null || agent.runId !== input.runId)
    throw new NotFoundError(`unknown agent ${input.agentId} in run ${input.runId}`);
  const live = services.manager.get(input.agentId);
  if (live === undefined || live.isTerminal) {
    throw new ConflictError(
      `agent ${input.agentId} has finished (${live?.record.status ?? agent.status}); nothing to cancel`,
    );
  }
  services.manager.cancelAgent(input.agentId, `cancelled by human:${input.by || "operator"}`);
  return { agentId: input.agentId };
}

/** Cancel every agent of a run. Errors: NotFoundError (unknown run), ConflictError (not in flight). */
export async function cancelRun(
  services: AppServices,
  request: z.input<typeof cancelRunInputSchema>,
): Promise<{ runId: string }> {
  const input = cancelRunInputSchema.parse(request);
  const run = await requireRun(services, input.runId);
  if (!services.manager.isInFlight(input.runId))
    throw new ConflictError(`run ${input.runId} is not running (${run.status}); nothing to cancel`);
  services.manager.cancelRun(input.runId, `run cancelled by human:${input.by || "operator"}`);
  return { runId: input.runId };
}

async function requireRun(services: AppServices, runId: string): Promise<{ status: string }> {
  const run = await services.prisma.run.findUnique({
    where: { id: runId },
    select: { status: true },
  });
  if (run === null) throw new NotFoundError(`unknown run: ${runId}`);
  return run;
}
