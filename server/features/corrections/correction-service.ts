import type { AgentManager } from "../../runtime/agent/agent-manager";
import type { SendCorrectionInput } from "../../shared/correction-input";
import { humanActor } from "../../shared/person-name";
import { requireLiveAgent, type RunGuardDependencies } from "../runs/run-guards";
import type { CorrectionView } from "../runs/run-views";
import type { CorrectionRateLimiter } from "./correction-rate-limit";

/** What sending a correction needs: the run guards, the rate limit and the manager. */
export interface CorrectionServiceDependencies extends RunGuardDependencies {
  manager: Pick<AgentManager, "get" | "queueCorrection">;
  correctionLimiter: Pick<CorrectionRateLimiter, "take">;
}

/**
 * Queue a correction for a running agent. Errors, before anything is stored: NotFoundError for
 * an unknown run or an agent not in that run; ConflictError for a finished agent (or one whose
 * process is gone); RateLimitError (429) past the agent's rate or with its inbox full. The
 * correction is stored with its per-agent sequence (its text redacted), then delivered.
 * `input` is parsed at the router (sendCorrectionInputSchema).
 */
export async function sendCorrection(
  deps: CorrectionServiceDependencies,
  input: SendCorrectionInput,
): Promise<CorrectionView> {
  await requireLiveAgent(deps, { ...input, closed: "corrections are closed" });
  deps.correctionLimiter.take(input.agentId);
  const correction = await deps.manager.queueCorrection({
    agentId: input.agentId,
    text: input.text,
    author: humanActor(input.author),
  });
  return { correction, consumption: null };
}
