import type { RecordedRun } from "../../runtime/replay/recorded-run";
import type { ReturnMode } from "../../runtime/records";
import type { TokenCounter } from "../../runtime/window/token-counter";
import type { EscalationCase } from "../../shared/escalation-case-schema";
import type { ReplayRepository } from "../replay/replay-repository";
import {
  enqueueRun,
  prepareRun,
  type RunPreparationDependencies,
  type RunServiceDependencies,
} from "../runs/run-service";
import { caseRunInput, type ExperimentModel } from "./case-run-input";
import type { ExperimentRepository } from "./experiment-repository";
import type { RunFactsRepository } from "./run-facts-repository";
import { heldState, type RunFacts } from "./scoring/run-measures";
import { scoreRun, typedDebriefs } from "./scoring/run-scores";
import { readableErrorMessage } from "../../shared/error-text";

/**
 * Executes an experiment's runs through the run queue and scores each as it ends. Per case and
 * trial, the contract run goes first: it is the recording, whose children's exchanges and tool
 * results every other mode replays (the executor's holdChildren: held-children.ts), so modes
 * differ only in how the work returns; inline (no child) runs live. Once the recording ended, the
 * other modes are enqueued; a recording that did not succeed, or an experiment a person cancelled
 * meanwhile (experiment-cancel.ts), leaves them `skipped`; a run that cancel stopped is not
 * scored (only finished runs are). State lives in the experiment's rows,
 * written as runs are queued, end and are scored.
 */

export interface ExperimentRunnerDependencies
  extends
    RunPreparationDependencies,
    Pick<RunServiceDependencies, "runQueue" | "runLeases" | "leaseKeeper"> {
  experimentRepository: Pick<
    ExperimentRepository,
    "updateRun" | "finish" | "tagRun" | "isCancelled"
  >;
  runFacts: Pick<RunFactsRepository, "samplesAndReturns">;
  replayRepository: Pick<ReplayRepository, "loadRecordedRun">;
  tokenCounter: TokenCounter;
}

/** One planned run as the runner drives it. */
export interface PlannedRun {
  rowId: string;
  escalationCase: EscalationCase;
  mode: ReturnMode;
  trial: number;
}

/** An experiment to execute: its rows grouped by case and trial (the contract row records). */
export interface ExperimentPlan {
  experimentId: string;
  model: ExperimentModel;
  groups: { recording: PlannedRun; others: PlannedRun[] }[];
}

const INLINE_DETAIL =
  "inline: no child; the parent researches in its own window, so its work cannot be held constant";

/**
 * Run `plan` to the end; resolves once every run ended and was scored, and the experiment is
 * finished (experimentEnding). Never rejects: a failure ends the run's row (and the experiment) with it.
 */
export async function runExperiment(
  deps: ExperimentRunnerDependencies,
  plan: ExperimentPlan,
): Promise<void> {
  const outcomes = await Promise.all(plan.groups.map((group) => runGroup(deps, plan, group)));
  const { status, detail } = experimentEnding(outcomes.flat());
  await deps.experimentRepository
    .finish(plan.experimentId, { status, detail, at: deps.clock.now() })
    .catch((error: unknown) => console.error("debrief: could not finish an experiment", error));
}

/**
 * How an experiment ends from its runs' statuses: `succeeded` when every run succeeded,
 * `failed` when none did, otherwise `partial`, with how many did not ("8 of 128 runs did not
 * succeed"): a result with missing runs is never shown as a plain success.
 */
export function experimentEnding(statuses: readonly string[]): {
  status: "succeeded" | "partial" | "failed";
  detail: string | null;
} {
  const good = statuses.filter((status) => status === "succeeded").length;
  if (good === statuses.length) return { status: "succeeded", detail: null };
  const detail = `${statuses.length - good} of ${statuses.length} runs did not succeed`;
  return { status: good === 0 ? "failed" : "partial", detail };
}

/** The recording, then the other modes; the statuses of every run of the group. */
async function runGroup(
  deps: ExperimentRunnerDependencies,
  plan: ExperimentPlan,
  group: ExperimentPlan["groups"][number],
): Promise<string[]> {
  const recording = await runOne(deps, plan, group.recording, null);
  const cancelled = await deps.experimentRepository
    .isCancelled(plan.experimentId)
    .catch(() => false);
  if (cancelled || recording.facts === null || recording.status !== "succeeded") {
    const detail = cancelled
      ? "the experiment was cancelled before this run started"
      : `the recording (contract) run ${recording.status}: nothing to replay`;
    await Promise.all(
      group.others.map((planned) =>
        deps.experimentRepository.updateRun(planned.rowId, {
          status: "skipped",
          statusDetail: detail,
          finishedAt: deps.clock.now(),
        }),
      ),
    );
    return [recording.status, ...group.others.map(() => "skipped")];
  }
  const others = await Promise.all(
    group.others.map((planned) => runOne(deps, plan, planned, recording.facts)),
  );
  return [recording.status, ...others.map((other) => other.status)];
}

/**
 * Enqueue one run (replaying `recording`'s children unless it is the recording or inline), wait
 * for it, score it against the recording's debriefs and store the scores.
 */
async function runOne(
  deps: ExperimentRunnerDependencies,
  plan: ExperimentPlan,
  planned: PlannedRun,
  recording: RunFacts | null,
): Promise<{ status: string; facts: RunFacts | null }> {
  const fail = async (status: string, detail: string) => {
    await deps.experimentRepository
      .updateRun(planned.rowId, { status, statusDetail: detail, finishedAt: deps.clock.now() })
      .catch(() => undefined);
    return { status, facts: null };
  };
  let runId: string;
  let done: Promise<unknown>;
  try {
    const input = await caseRunInput(
      deps.workspaces,
      planned.escalationCase,
      planned.mode,
      plan.model,
    );
    const prepared = await prepareRun(deps, input);
    const holds = recording !== null && planned.mode !== "inline";
    ({ runId, done } = await enqueueRun(
      deps,
      {
        input,
        prepared,
        ...(holds ? { heldChildren: { recordingRunId: recording.run.id } } : {}),
      },
      // Marked before it is queued: the runs list never shows it as a person's run.
      (storedRunId) => deps.experimentRepository.tagRun(storedRunId, plan.experimentId),
    ));
    await deps.experimentRepository.updateRun(planned.rowId, { runId, status: "queued" });
  } catch (error) {
    return fail("failed", `could not start: ${readableErrorMessage(error)}`);
  }
  try {
    await done;
    const facts = await loadFacts(deps, runId);
    if (await stoppedByExperimentCancel(deps, plan, facts)) {
      // Not a finished run: it keeps no scores and no held state (experiment-results.ts).
      await deps.experimentRepository.updateRun(planned.rowId, {
        status: facts.run.status,
        statusDetail: facts.run.statusDetail,
        finishedAt: deps.clock.now(),
      });
      return { status: facts.run.status, facts };
    }
    const reference = recording ?? facts;
    const scores = scoreRun(facts, {
      escalationCase: planned.escalationCase,
      recordedDebriefs: typedDebriefs(reference),
      recording: planned.mode === "inline" ? null : recording,
      tokenCounter: deps.tokenCounter,
    });
    const held =
      recording === null
        ? { held: "held" as const, detail: "the recording: the other modes replay its children" }
        : planned.mode === "inline"
          ? { held: "not_held" as const, detail: INLINE_DETAIL }
          : heldState(facts, recording);
    await deps.experimentRepository.updateRun(planned.rowId, {
      status: facts.run.status,
      statusDetail: facts.run.statusDetail,
      held: held.held,
      heldDetail: held.detail,
      scores,
      finishedAt: deps.clock.now(),
    });
    return { status: facts.run.status, facts };
  } catch (error) {
    return fail("failed", `could not be scored: ${readableErrorMessage(error)}`);
  }
}

/**
 * True when the run ended `cancelled` in an experiment a person cancelled: the experiment's
 * cancel stopped it, so it is not scored. A run that ended otherwise (or was cancelled while the
 * experiment ran on) is scored as before, a failure included.
 */
async function stoppedByExperimentCancel(
  deps: ExperimentRunnerDependencies,
  plan: ExperimentPlan,
  facts: RunFacts,
): Promise<boolean> {
  if (facts.run.status !== "cancelled") return false;
  return deps.experimentRepository.isCancelled(plan.experimentId).catch(() => false);
}

async function loadFacts(deps: ExperimentRunnerDependencies, runId: string): Promise<RunFacts> {
  const [recorded, extra]: [
    RecordedRun,
    Awaited<ReturnType<RunFactsRepository["samplesAndReturns"]>>,
  ] = await Promise.all([
    deps.replayRepository.loadRecordedRun(runId),
    deps.runFacts.samplesAndReturns(runId),
  ]);
  return { ...recorded, ...extra };
}
