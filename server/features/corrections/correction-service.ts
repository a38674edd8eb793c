import type { AgentManager } from "../../runtime/agent/agent-manager";
import type { SendCorrectionInput } from "../../shared/correction-input";
import { humanActor } from "../../shared/human-actor";
import type { ActionLogRepository } from "../action-log/action-log-repository";
import type { ActionActor } from "../action-log/action-log-views";
import { requireLiveAgent, type RunGuardDependencies } from "../runs/run-guards";
import type { CorrectionView } from "../runs/run-views";
import type { CorrectionRateLimiter } from "./correction-rate-limit";

/** What sending a correction needs: the run guards, the rate limit and the manager. */
export interface CorrectionServiceDependencies extends RunGuardDependencies {
  manager: Pick<AgentManager, "get" | "queueCorrection">;
  actionLogRepository: Pick<ActionLogRepository, "insert">;
  correctionLimiter: Pick<CorrectionRateLimiter, "take">;
}

/**
 * Queue a correction for a running agent. Errors, before anything is stored: NotFoundError for
 * an unknown run or an agent not in that run; ConflictError for a finished agent (or one whose
 * process is gone); RateLimitError (429) past the agent's rate or with its inbox full. The
 * correction is stored with its per-agent sequence (its text redacted), then delivered.
 * `input` is parsed at the router (sendCorrectionInputSchema). The author is `actor`, the
 * signed-in user ("human:<email>"); the action log records the correction with their id.
 */
export async function sendCorrection(
  deps: CorrectionServiceDependencies,
  input: SendCorrectionInput,
  actor: ActionActor,
): Promise<CorrectionView> {
  await requireLiveAgent(deps, { ...input, closed: "corrections are closed" });
  deps.correctionLimiter.take(input.agentId);
  const correction = await deps.manager.queueCorrection({
    agentId: input.agentId,
    text: input.text,
    author: humanActor(actor),
  });
  await deps.actionLogRepository.insert({
    actor,
    action: "correction.send",
    targetType: "correction",
    targetId: correction.id,
    details: { runId: input.runId, agentId: input.agentId, sequence: correction.sequence },
  });
  return { correction, consumption: null };
}
