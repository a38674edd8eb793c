import { randomUUID } from "node:crypto";
import { getRunDetail, listRuns } from "../db/run-queries";
import { assessActivity } from "../runtime/agent/activity-assessment";
import type { RunStatus } from "../runtime/records";
import { InputValidationError } from "../runtime/errors";
import { workspaceTools } from "../runtime/tools/workspace/workspace-tools";
import { getEnv } from "../env";
import { contextWindowForRun } from "./context-window-settings";
import { createProvider } from "./provider-factory";
import type { RunDetail, RunSummary } from "./run-detail";
import { optionProblem, startRunInputSchema, type StartRunRequest } from "./run-options";
import type { AppServices } from "./services";

/**
 * Start a run in the background and return its id at once. Errors before anything is stored:
 * InputValidationError (bad question, unavailable provider or mode, a provider whose key or
 * base URL variable is not set), NotFoundError (workspace). The provider and model come from
 * the request; base URLs and keys only from the environment (provider-factory.ts).
 */
export async function startRun(
  services: AppServices,
  request: StartRunRequest,
): Promise<{ runId: string; done: Promise<unknown> }> {
  const parsed = startRunInputSchema.safeParse(request);
  if (!parsed.success) {
    throw new InputValidationError(parsed.error.issues.map((issue) => issue.message).join("; "));
  }
  const input = parsed.data;
  const problem =
    optionProblem("provider", input.provider) ?? optionProblem("returnMode", input.returnMode);
  if (problem !== null) throw new InputValidationError(problem);
  const provider = createProvider(
    { provider: input.provider, model: input.model, scenario: input.scenario },
    getEnv(),
  );
  const contextWindow = contextWindowForRun(
    { ...input, model: input.model ?? provider.defaultModel },
    getEnv(),
  );
  const workspace = await services.workspaces.get(input.workspaceId);
  const handle = await services.manager.startRun({
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

/** Runs, newest first. */
export function listRunSummaries(
  services: AppServices,
  filter: { status?: RunStatus },
): Promise<RunSummary[]> {
  return listRuns(services.prisma, filter);
}

/** Everything the run page shows; NotFoundError for an unknown run. */
export async function getRun(services: AppServices, runId: string): Promise<RunDetail> {
  const stored = await getRunDetail(services.prisma, runId);
  const now = Date.now();
  const activity = stored.agents.map((agent) => assessActivity(agent, now));
  const warnings = activity.flatMap((assessment) =>
    assessment.message ? [`${assessment.agentId}: ${assessment.message}`] : [],
  );
  return { ...stored, activity, warnings };
}

const TERMINAL_RUN: ReadonlySet<RunStatus> = new Set([
  "succeeded",
  "failed",
  "cancelled",
  "interrupted",
]);

/** Minimum gap between two live snapshots of one run (ms). */
export const LIVE_THROTTLE_MS = 150;

/**
 * Live snapshots of a run: one at once, then one after each burst of runtime events (at most
 * every LIVE_THROTTLE_MS), ending after the snapshot that shows the run terminal.
 */
export async function* liveRun(
  services: AppServices,
  runId: string,
  signal?: AbortSignal,
): AsyncGenerator<RunDetail> {
  let dirty = false;
  let wake: (() => void) | null = null;
  const unsubscribe = services.events.subscribe(runId, () => {
    dirty = true;
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener("abort", onAbort);
  try {
    let detail = await getRun(services, runId);
    yield detail;
    while (!signal?.aborted) {
      if (TERMINAL_RUN.has(detail.run.status) && !services.manager.isInFlight(runId)) return;
      if (!dirty) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 5_000); // a heartbeat re-check; never reported as progress
        });
        wake = null;
      }
      // Let a burst of events settle (and buffered writes land) before reading once.
      await new Promise((resolve) => setTimeout(resolve, LIVE_THROTTLE_MS));
      dirty = false;
      detail = await getRun(services, runId);
      yield detail;
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener("abort", onAbort);
  }
}
