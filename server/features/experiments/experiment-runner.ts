import { DrainingError } from "../../runtime/errors";
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
import type { AgentManager } from "../../runtime/agent/agent-manager";
import type { RunLeaseRepository } from "../leases/run-lease-repository";
import { requestRunCancel } from "../runs/cancel-service";
import type { RunControl } from "../runs/run-control-channel";
import type { ExperimentRepository } from "./experiment-repository";
import type { RunFactsRepository } from "./run-facts-repository";
import { heldState, type RunFacts } from "./scoring/run-measures";
import { scoreRun, typedDebriefs } from "./scoring/run-scores";
import { readableErrorMessage } from "../../shared/error-text";
import { DRAINED_FOR_DEPLOYMENT } from "../../shared/run-status";

/**
 * Executes an experiment's runs through the run queue and scores each as it ends. Per case and
 * trial, the contract run goes first: it is the recording, whose children's exchanges and tool
 * results every other mode replays (the executor's holdChildren: held-children.ts), so modes
 * differ only in how the work returns; inline (no child) runs live. Once the recording ended, the
 * other modes are enqueued; a recording that did not succeed, or an experiment a person cancelled
 * meanwhile (experiment-cancel.ts), leaves them `skipped`; a run that cancel stopped is not
 * scored (only finished runs are). Each run is admitted when it is enqueued (run-admission.ts):
 * once a drain is in force the runs not yet queued are refused and left `skipped` ("not started:
 * Debrief is draining …"), and the experiment ends `interrupted` (experimentEnding). State lives
 * in the experiment's rows, written as runs are queued, end and are scored.
 */

/** How one run of an experiment ended: its status, and whether a drain refused or stopped it. */
interface RunOutcome {
  status: string;
  drained: boolean;
}

export interface ExperimentRunnerDependencies
  extends
    RunPreparationDependencies,
    Pick<
      RunServiceDependencies,
      "runQueue" | "runLeases" | "leaseKeeper" | "drains" | "queueRoom"
    > {
  experimentRepository: Pick<
    ExperimentRepository,
    "updateRun" | "finish" | "tagRun" | "isCancelled"
  >;
  /** End or cancel a run a cancel's sweep missed (see endIfCancelled), as cancel-service does. */
  runLeases: RunServiceDependencies["runLeases"] &
    Pick<RunLeaseRepository, "end" | "requestCancel">;
  manager: Pick<AgentManager, "cancelRun">;
  runControl?: RunControl | null;
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
  const outcomes = (
    await Promise.all(plan.groups.map((group) => runGroup(deps, plan, group)))
  ).flat();
  const { status, detail } = experimentEnding(
    outcomes.map((outcome) => outcome.status),
    outcomes.filter((outcome) => outcome.drained).length,
  );
  await deps.experimentRepository
    .finish(plan.experimentId, { status, detail, at: deps.clock.now() })
    .catch((error: unknown) => console.error("debrief: could not finish an experiment", error));
}

/**
 * How an experiment ends from its runs' statuses: `succeeded` when every run succeeded,
 * `failed` when none did, otherwise `partial`, with how many did not ("8 of 128 runs did not
 * succeed"): a result with missing runs is never shown as a plain success. When a drain refused
 * or stopped `drained` of them (> 0), `interrupted`: "drained for deployment: 2 of 3 runs were
 * refused or stopped by a drain; 2 of 3 runs did not succeed; not resumed".
 */
export function experimentEnding(
  statuses: readonly string[],
  drained = 0,
): {
  status: "succeeded" | "partial" | "failed" | "interrupted";
  detail: string | null;
} {
  const good = statuses.filter((status) => status === "succeeded").length;
  const total = statuses.length;
  const missing = `${total - good} of ${total} runs did not succeed`;
  if (drained > 0) {
    return {
      status: "interrupted",
      detail: `${DRAINED_FOR_DEPLOYMENT}: ${drained} of ${total} runs were refused or stopped by a drain; ${missing}; not resumed`,
    };
  }
  if (good === total) return { status: "succeeded", detail: null };
  return { status: good === 0 ? "failed" : "partial", detail: missing };
}

/** Why a run of a cancelled experiment was not started. */
const CANCELLED_BEFORE_START = "the experiment was cancelled before this run started";
/** Why a run of a cancelled experiment that a process had just claimed was stopped. */
const CANCELLED_AS_STARTED = "the experiment was cancelled as this run started";

/**
 * A run stored after the experiment was cancelled, whose cancel read the experiment's open runs
 * before this one was stored (experiment-cancel.ts): it ends `cancelled` before it starts, or,
 * when a process claimed it in between, it is cancelled where it runs as a person's cancel
 * would (cancel-service.ts: stored, applied here, and told to the other processes). Left alone
 * while the experiment runs on.
 */
export async function endIfCancelled(
  deps: Pick<
    ExperimentRunnerDependencies,
    "experimentRepository" | "runLeases" | "manager" | "runControl" | "clock"
  >,
  experimentId: string,
  runId: string,
): Promise<void> {
  if (!(await deps.experimentRepository.isCancelled(experimentId).catch(() => false))) return;
  const ended = await deps.runLeases.end(
    runId,
    { status: "cancelled", detail: CANCELLED_BEFORE_START, at: deps.clock.now() },
    { onlyIfQueued: true },
  );
  if (ended) return;
  // Nothing more when it ended meanwhile or a person's cancel came first.
  await requestRunCancel(deps, runId, CANCELLED_AS_STARTED);
}

/** The recording, then the other modes; the statuses of every run of the group. */
async function runGroup(
  deps: ExperimentRunnerDependencies,
  plan: ExperimentPlan,
  group: ExperimentPlan["groups"][number],
): Promise<RunOutcome[]> {
  const recording = await runOne(deps, plan, group.recording, null);
  const cancelled = await deps.experimentRepository
    .isCancelled(plan.experimentId)
    .catch(() => false);
  if (cancelled || recording.facts === null || recording.status !== "succeeded") {
    const detail = cancelled
      ? CANCELLED_BEFORE_START
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
    // Not started because the drain stopped or refused the recording: the drain's doing too.
    const skipped = { status: "skipped", drained: !cancelled && recording.drained };
    return [recording, ...group.others.map(() => skipped)];
  }
  return [
    recording,
    ...(await Promise.all(
      group.others.map((planned) => runOne(deps, plan, planned, recording.facts)),
    )),
  ];
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
): Promise<RunOutcome & { facts: RunFacts | null }> {
  const fail = async (status: string, detail: string, drained = false) => {
    await deps.experimentRepository
      .updateRun(planned.rowId, { status, statusDetail: detail, finishedAt: deps.clock.now() })
      .catch(() => undefined);
    return { status, drained, facts: null };
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
    // A cancel that came while the run was prepared (a recording's replays are prepared after
    // it ended, which can take seconds on a busy machine): the run is not started.
    if (await deps.experimentRepository.isCancelled(plan.experimentId).catch(() => false)) {
      return fail("skipped", CANCELLED_BEFORE_START);
    }
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
    await endIfCancelled(deps, plan.experimentId, runId);
  } catch (error) {
    if (error instanceof DrainingError)
      return fail("skipped", `not started: ${error.message}`, true);
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
      return { status: facts.run.status, drained: false, facts };
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
    const drained =
      facts.run.status === "interrupted" && facts.run.statusDetail === DRAINED_FOR_DEPLOYMENT;
    return { status: facts.run.status, drained, facts };
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
