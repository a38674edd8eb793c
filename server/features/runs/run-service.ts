import { randomUUID } from "node:crypto";
import { assessActivity } from "../../runtime/agent/activity-assessment";
import type { AgentManager } from "../../runtime/agent/agent-manager";
import { InputValidationError } from "../../runtime/errors";
import type { Clock } from "../../runtime/ports";
import { workspaceTools } from "../../runtime/tools/workspace/workspace-tools";
import type { ListRunsInput, StartRunInput } from "../../shared/run-inputs";
import type { WorkspaceRegistry } from "../workspaces/workspace-registry";
import { contextWindowForRun } from "./context-window-settings";
import { createProvider, type ProviderEnv } from "./provider-factory";
import { optionProblem } from "./run-options";
import type { RunRepository } from "./run-repository";
import type { RunDetail, RunSummary } from "./run-views";

/** What starting and reading runs needs. */
export interface RunServiceDependencies {
  runRepository: Pick<RunRepository, "listRuns" | "getRunDetail">;
  manager: Pick<AgentManager, "startRun">;
  workspaces: Pick<WorkspaceRegistry, "get">;
  /** The provider variables of the environment (keys and base URLs come only from here). */
  providerEnv: ProviderEnv;
  /** The runtime's clock: the scripted model's latency waits on it, activity is measured by it. */
  clock: Clock;
}

/**
 * Start a run in the background and return its id at once. `input` is parsed already
 * (startRunInputSchema, at the router). Errors before anything is stored:
 * InputValidationError (unavailable provider or mode, a provider whose key or base URL
 * variable is not set), NotFoundError (workspace). The provider and model come from the
 * request; base URLs and keys only from the environment (provider-factory.ts).
 */
export async function startRun(
  deps: RunServiceDependencies,
  input: StartRunInput,
): Promise<{ runId: string; done: Promise<unknown> }> {
  const problem =
    optionProblem("provider", input.provider, deps.providerEnv) ??
    optionProblem("returnMode", input.returnMode, deps.providerEnv);
  if (problem !== null) throw new InputValidationError(problem);
  const provider = createProvider(
    { provider: input.provider, model: input.model, scenario: input.scenario },
    deps.providerEnv,
    {},
    deps.clock,
  );
  const contextWindow = contextWindowForRun(
    { ...input, model: input.model ?? provider.defaultModel },
    deps.providerEnv,
  );
  const workspace = await deps.workspaces.get(input.workspaceId);
  const handle = await deps.manager.startRun({
    runId: `run_${randomUUID().slice(0, 12)}`,
    question: input.question,
    workspaceId: input.workspaceId,
    workspace,
    provider,
    model: input.model,
    returnMode: input.returnMode,
    scenario: input.provider === "scripted" ? input.scenario : null,
    workspaceTools,
    contextWindow,
  });
  return { runId: handle.runId, done: handle.done };
}

/** Runs, newest first, optionally of one status. */
export function listRunSummaries(
  deps: Pick<RunServiceDependencies, "runRepository">,
  filter: ListRunsInput,
): Promise<RunSummary[]> {
  return deps.runRepository.listRuns(filter);
}

/** Everything the run page shows; NotFoundError for an unknown run. */
export async function getRun(
  deps: Pick<RunServiceDependencies, "runRepository" | "clock">,
  runId: string,
): Promise<RunDetail> {
  const stored = await deps.runRepository.getRunDetail(runId);
  const now = deps.clock.now();
  const activity = stored.agents.map((agent) => assessActivity(agent, now));
  const warnings = activity.flatMap((assessment) =>
    assessment.message ? [`${assessment.agentId}: ${assessment.message}`] : [],
  );
  return { ...stored, activity, warnings };
}
