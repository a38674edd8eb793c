import type { ModelOutput } from "../runtime/providers/model-provider";
import { checkedTurnModel, type TurnScript } from "../runtime/testing/checked-turn-model";
import { validDebrief } from "../runtime/testing/debrief-builders";
import { callOf } from "../runtime/testing/turn-script";
import { workspaceTools } from "../runtime/tools/workspace/workspace-tools";
import { runEnded } from "../testing/run-completion";
import type { TestServices } from "../testing/test-services";

export { expectTrpcError, zodMessages } from "../testing/trpc-errors";

/**
 * What the bad-input tests share (the developer guide's bad inputs, through the tRPC caller
 * on a real SQLite file): the services, exact tRPC error assertions, and runs of a scripted
 * model on the real services whose stored detail the tests read back.
 */

/** Start a run through the router (as the UI does) and resolve with its detail once it ended. */
export async function startThroughRouter(
  setup: TestServices,
  input: { question: string; workspaceId: string },
) {
  const { runId } = await setup.caller.runs.start(input);
  await runEnded(setup.services, runId);
  return setup.caller.runs.get({ runId });
}

/** Everything stored about a run (the live activity assessment is computed, not stored). */
export async function storedRun(setup: TestServices, runId: string) {
  const {
    activity: _activity,
    warnings: _warnings,
    ...rest
  } = await setup.caller.runs.get({
    runId,
  });
  return rest;
}

/**
 * Runs on the real services (Prisma store) with a checked scripted model: each returns the
 * run's stored detail, its parent and child, their transcripts and the model (its requests and
 * pairing problems). Run ids are `run_bad_<n>` per setup.
 */
export function scriptedRuns(setup: TestServices) {
  let count = 0;
  return async function scriptedRun(
    scripts: { parent: TurnScript; child?: TurnScript },
    options: { workspaceId?: string; question?: string } = {},
  ) {
    const model = checkedTurnModel(scripts);
    const workspaceId = options.workspaceId ?? "ledgerline";
    const handle = await setup.services.manager.startRun({
      runId: `run_bad_${++count}`,
      question: options.question ?? "A bad-input run",
      workspaceId,
      workspace: await setup.services.workspaces.get(workspaceId),
      provider: model.provider,
      returnMode: "contract",
      scenario: null,
      workspaceTools,
    });
    await handle.done;
    const detail = await setup.caller.runs.get({ runId: handle.runId });
    const child = detail.agents.find((agent) => agent.role === "child");
    const parent = detail.agents.find((agent) => agent.role === "parent")!;
    return {
      detail,
      model,
      parent,
      child,
      childItems: child ? detail.transcripts[child.id]! : [],
      parentItems: detail.transcripts[parent.id]!,
    };
  };
}

/** A child that makes the given calls in its first turn, then returns `debrief`. */
export const childCalling =
  (calls: ModelOutput[], debrief: unknown = validDebrief()): TurnScript =>
  (n) =>
    n === 1 ? calls : [callOf(`rr_${n}`, "research_result", debrief)];
