import { ConflictError, NotFoundError } from "../runtime/errors";
import { humanActor } from "../shared/person-name";
import type { CancelAgentInput, CancelRunInput } from "../shared/run-inputs";
import type { AppServices } from "./services";

/**
 * Cancel one agent (partial cancellation): its in-flight model call is abandoned, its
 * unexecuted calls get paired `cancelled` results, siblings keep running and the parent sees
 * it in its next wait snapshot. Errors: NotFoundError (unknown run/agent), ConflictError
 * (already finished). Nothing recorded is rewritten.
 */
export async function cancelAgent(
  services: AppServices,
  input: CancelAgentInput,
): Promise<{ agentId: string }> {
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
  services.manager.cancelAgent(input.agentId, `cancelled by ${humanActor(input.by)}`);
  return { agentId: input.agentId };
}

/** Cancel every agent of a run. Errors: NotFoundError (unknown run), ConflictError (not in flight). */
export async function cancelRun(
  services: AppServices,
  input: CancelRunInput,
): Promise<{ runId: string }> {
  const run = await requireRun(services, input.runId);
  if (!services.manager.isInFlight(input.runId))
    throw new ConflictError(`run ${input.runId} is not running (${run.status}); nothing to cancel`);
  services.manager.cancelRun(input.runId, `run cancelled by ${humanActor(input.by)}`);
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
