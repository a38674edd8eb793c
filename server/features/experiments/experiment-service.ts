import { randomUUID } from "node:crypto";
import { InputValidationError, NotFoundError } from "../../runtime/errors";
import type { ReturnMode } from "../../runtime/records";
import type { EscalationCase } from "../../shared/escalation-case-schema";
import type { CreateExperimentInput } from "../../shared/experiment-inputs";
import type { ActionLogRepository } from "../action-log/action-log-repository";
import type { ActionActor } from "../action-log/action-log-views";
import { assertAcceptingRuns, type DrainGuardDependencies } from "../drain/drain-guard";
import type { QueueRoom } from "../runs/queue-room";
import { assertRunsAdmitted } from "../runs/run-admission";
import { prepareRun } from "../runs/run-service";
import { caseRunInput } from "./case-run-input";
import { getDataset, type DatasetServiceDependencies } from "./dataset-service";
import { exportExperiment } from "./experiment-export";
import type { ExperimentRepository, NewExperimentRun } from "./experiment-repository";
import {
  caseRows,
  compareModes,
  experimentNotes,
  modeAggregates,
  resultRuns,
} from "./experiment-results";
import {
  runExperiment,
  type ExperimentPlan,
  type ExperimentRunnerDependencies,
  type PlannedRun,
} from "./experiment-runner";
import type {
  ExperimentCaseView,
  ExperimentDetail,
  ExperimentExport,
  ExperimentProgress,
  ExperimentSummary,
  ModeComparison,
} from "./experiment-views";

/**
 * Experiments (issue 11): create one over a dataset version (checked, stored with every run it
 * plans, logged, then executed in the background by experiment-runner.ts), and read it back:
 * the list, progress, the side-by-side results, a case's runs, two modes compared, exports.
 */

export interface ExperimentServiceDependencies
  extends
    Omit<ExperimentRunnerDependencies, "experimentRepository">,
    DrainGuardDependencies,
    Pick<DatasetServiceDependencies, "datasetRepository" | "datasetsDirectory"> {
  experimentRepository: ExperimentRepository;
  actionLogRepository: Pick<ActionLogRepository, "insert">;
  /** This process's running experiments: id → resolves once it ended (removed then). */
  experimentsInFlight: Map<string, Promise<void>>;
  /** Bounds the runs waiting in the queue (runs/queue-room.ts); absent: no bound. */
  queueRoom?: QueueRoom;
}

/** Most experiments the list returns. */
export const EXPERIMENTS_LIST_LIMIT = 50;

/**
 * Create and start an experiment; returns its id at once and `done` (resolves once every run
 * was scored). Errors before anything is stored: DrainingError, NotFoundError (unknown dataset
 * version, workspace), InputValidationError (unknown case ids, an unavailable provider or mode,
 * a missing key, more runs than the queue holds), RateLimitError (too little room left in the
 * queue: queue-room.ts). `actor` is recorded in the action log.
 */
export async function createExperiment(
  deps: ExperimentServiceDependencies,
  input: CreateExperimentInput,
  actor: ActionActor,
): Promise<{ experimentId: string; done: Promise<void> }> {
  await assertAcceptingRuns(deps);
  const dataset = await getDataset(deps, input.datasetVersion);
  const cases = selectCases(dataset.cases, input.caseIds);
  const model = { provider: input.provider, model: input.model };
  const runModes: ReturnMode[] = ["contract", ...input.modes.filter((m) => m !== "contract")];
  let modelName = "";
  for (const workspace of new Set(cases.map((c) => c.workspace))) {
    const sample = cases.find((c) => c.workspace === workspace)!;
    for (const mode of runModes) {
      const prepared = await prepareRun(
        deps,
        await caseRunInput(deps.workspaces, sample, mode, model),
      );
      modelName = prepared.model ?? prepared.provider.defaultModel;
    }
  }
  const experimentId = `exp_${randomUUID().slice(0, 12)}`;
  const rows: (NewExperimentRun & { escalationCase: EscalationCase })[] = [];
  for (const escalationCase of cases) {
    for (let trial = 1; trial <= input.trials; trial += 1) {
      for (const mode of runModes) {
        rows.push({
          id: `exr_${randomUUID().slice(0, 12)}`,
          caseId: escalationCase.id,
          mode,
          trial,
          role: mode === "contract" ? "recording" : mode === "inline" ? "inline" : "replay",
          status: "pending",
          held: mode === "inline" ? "not_held" : "held",
          heldDetail: null,
          escalationCase,
        });
      }
    }
  }
  // Every run is admitted again when it is enqueued (experiment-runner.ts): a drain that starts
  // while the experiment records refuses the rest.
  await assertRunsAdmitted(deps, rows.length);
  await deps.experimentRepository.create(
    {
      id: experimentId,
      datasetVersion: input.datasetVersion,
      modes: input.modes,
      caseIds: cases.map((c) => c.id),
      provider: input.provider,
      model: modelName,
      trials: input.trials,
      owner: deps.leaseKeeper.holder().owner,
      createdAt: deps.clock.now(),
      createdBy: actor,
    },
    rows.map(({ escalationCase: _case, ...row }) => row),
  );
  await deps.actionLogRepository.insert({
    actor,
    action: "experiment.start",
    targetType: "experiment",
    targetId: experimentId,
    details: {
      datasetVersion: input.datasetVersion,
      modes: input.modes.join(","),
      provider: input.provider,
      model: modelName,
      trials: input.trials,
      cases: cases.length,
      runs: rows.length,
    },
  });
  const done = runExperiment(deps, planOf(experimentId, model, rows)).finally(() =>
    deps.experimentsInFlight.delete(experimentId),
  );
  deps.experimentsInFlight.set(experimentId, done);
  return { experimentId, done };
}

function selectCases(all: readonly EscalationCase[], ids: "all" | string[]): EscalationCase[] {
  if (ids === "all") return [...all];
  const known = new Set(all.map((c) => c.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new InputValidationError(`no such cases in this dataset version: ${unknown.join(", ")}`);
  }
  const wanted = new Set(ids);
  return all.filter((c) => wanted.has(c.id));
}

function planOf(
  experimentId: string,
  model: ExperimentPlan["model"],
  rows: readonly (NewExperimentRun & { escalationCase: EscalationCase })[],
): ExperimentPlan {
  const groups = new Map<string, { recording?: PlannedRun; others: PlannedRun[] }>();
  for (const row of rows) {
    const key = `${row.caseId}#${row.trial}`;
    const group = groups.get(key) ?? { others: [] };
    const planned = {
      rowId: row.id,
      escalationCase: row.escalationCase,
      mode: row.mode,
      trial: row.trial,
    };
    if (row.role === "recording") group.recording = planned;
    else group.others.push(planned);
    groups.set(key, group);
  }
  return {
    experimentId,
    model,
    groups: [...groups.values()].flatMap((group) =>
      group.recording ? [{ recording: group.recording, others: group.others }] : [],
    ),
  };
}

/** The newest experiments. */
export function listExperiments(
  deps: Pick<ExperimentServiceDependencies, "experimentRepository">,
): Promise<ExperimentSummary[]> {
  return deps.experimentRepository.list(EXPERIMENTS_LIST_LIMIT);
}

/** Progress for the progress bar; NotFoundError for an unknown experiment. */
export async function experimentProgress(
  deps: Pick<ExperimentServiceDependencies, "experimentRepository">,
  experimentId: string,
): Promise<ExperimentProgress> {
  const summary = await deps.experimentRepository.get(experimentId);
  const { id, status, statusDetail, totalRuns, finishedRuns, failedRuns } = summary;
  const { cancelledOrSkippedRuns } = summary;
  const ended = summary.finishedAt !== null;
  const counts = { totalRuns, finishedRuns, failedRuns, cancelledOrSkippedRuns };
  return { id, status, statusDetail, ended, ...counts };
}

async function loadResults(
  deps: Pick<
    ExperimentServiceDependencies,
    "experimentRepository" | "datasetRepository" | "datasetsDirectory"
  >,
  experimentId: string,
) {
  const experiment = await deps.experimentRepository.get(experimentId);
  const [stored, dataset] = await Promise.all([
    deps.experimentRepository.runs(experimentId),
    getDataset(deps, experiment.datasetVersion),
  ]);
  const wanted = new Set(experiment.caseIds);
  const cases = dataset.cases.filter((c) => wanted.has(c.id));
  const runs = resultRuns(stored, experiment.status);
  const rows = caseRows(runs, cases, experiment.modes);
  return { experiment, runs, cases, rows };
}

/** The side-by-side results; NotFoundError for an unknown experiment. */
export async function getExperiment(
  deps: Parameters<typeof loadResults>[0],
  experimentId: string,
): Promise<ExperimentDetail> {
  const { experiment, runs, rows } = await loadResults(deps, experimentId);
  return {
    experiment,
    aggregates: modeAggregates(runs, rows, experiment.modes, experiment.status),
    cases: rows,
    notes: experimentNotes(experiment),
  };
}

/** `other` against `baseline`, case by case; InputValidationError for a mode it did not run. */
export async function compareExperimentModes(
  deps: Parameters<typeof loadResults>[0],
  input: { experimentId: string; baseline: ReturnMode; other: ReturnMode },
): Promise<ModeComparison> {
  const { experiment, rows } = await loadResults(deps, input.experimentId);
  for (const mode of [input.baseline, input.other]) {
    if (!experiment.modes.includes(mode)) {
      throw new InputValidationError(`experiment ${experiment.id} did not run the ${mode} mode`);
    }
  }
  return compareModes(rows, input.baseline, input.other);
}

/** One case with every run; NotFoundError for an unknown experiment or case. */
export async function getExperimentCase(
  deps: Parameters<typeof loadResults>[0],
  input: { experimentId: string; caseId: string },
): Promise<ExperimentCaseView> {
  const experiment = await deps.experimentRepository.get(input.experimentId);
  const dataset = await getDataset(deps, experiment.datasetVersion);
  const escalationCase = dataset.cases.find((c) => c.id === input.caseId);
  if (escalationCase === undefined || !experiment.caseIds.includes(input.caseId)) {
    throw new NotFoundError(`experiment ${experiment.id} has no case ${input.caseId}`);
  }
  const stored = await deps.experimentRepository.runs(experiment.id, input.caseId);
  return {
    experimentId: experiment.id,
    escalationCase,
    runs: resultRuns(stored, experiment.status),
  };
}

/** CSV (one line per run) or JSON (everything, with every mode compared to the baseline). */
export async function exportExperimentResults(
  deps: Parameters<typeof loadResults>[0],
  input: { experimentId: string; format: "csv" | "json" },
): Promise<ExperimentExport> {
  const { experiment, runs, rows } = await loadResults(deps, input.experimentId);
  const detail: ExperimentDetail = {
    experiment,
    aggregates: modeAggregates(runs, rows, experiment.modes, experiment.status),
    cases: rows,
    notes: experimentNotes(experiment),
  };
  const [baseline, ...others] = experiment.modes;
  const comparisons =
    baseline === undefined ? [] : others.map((other) => compareModes(rows, baseline, other));
  return exportExperiment(detail, runs, comparisons, input.format);
}
