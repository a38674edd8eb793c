import type { ReturnMode } from "../../runtime/records";
import type { EscalationCase } from "../../shared/escalation-case-schema";
import type { ExperimentStatus } from "../../shared/experiment-inputs";
import { EXPERIMENT_METRICS, type ExperimentMetric } from "../../shared/experiment-scores";
import { comparePaired, summarize } from "./experiment-statistics";
import type {
  CaseRow,
  ExperimentRunView,
  ExperimentSummary,
  ModeAggregate,
  ModeComparison,
} from "./experiment-views";

/**
 * An experiment's tables from its runs: per case and mode the mean of each metric over the
 * trials that were scored; per mode each metric's mean over cases with its 95% interval; and two
 * modes compared case by case. Pure: the service reads the runs, these shape them. Runs the
 * experiment's cancel stopped and runs it never started (skipped) are left out of every figure:
 * finished runs keep their scores; a run that failed on its own is still a scored failure.
 */

/**
 * True for a run left out of the results: `skipped` (never started: the experiment was
 * cancelled, or its recording did not succeed), or `cancelled` in an experiment a person
 * cancelled (the experiment's cancel stopped it; a run cancelled while the experiment ran on is
 * a failure of its own and stays scored).
 */
export function leftOutOfResults(
  run: Pick<ExperimentRunView, "status">,
  experimentStatus: ExperimentStatus,
): boolean {
  return (
    run.status === "skipped" || (run.status === "cancelled" && experimentStatus === "cancelled")
  );
}

/**
 * The runs as the results read them: a run left out (leftOutOfResults) carries no scores, even
 * one stored before the runner stopped scoring them, so no mean, interval or comparison sees it.
 */
export function resultRuns(
  runs: readonly ExperimentRunView[],
  experimentStatus: ExperimentStatus,
): ExperimentRunView[] {
  return runs.map((run) =>
    leftOutOfResults(run, experimentStatus) && run.scores !== null ? { ...run, scores: null } : run,
  );
}

/** Per case, per mode, per metric: the mean over the case's scored trials (null: none). */
export function caseRows(
  runs: readonly ExperimentRunView[],
  cases: readonly EscalationCase[],
  modes: readonly ReturnMode[],
): CaseRow[] {
  return cases.map((escalationCase) => {
    const perMode: CaseRow["perMode"] = {};
    const scoredTrials: CaseRow["scoredTrials"] = {};
    for (const mode of modes) {
      const scored = runs.filter(
        (run) => run.caseId === escalationCase.id && run.mode === mode && run.scores !== null,
      );
      scoredTrials[mode] = scored.length;
      if (scored.length === 0) continue;
      perMode[mode] = Object.fromEntries(
        EXPERIMENT_METRICS.map((metric) => [metric.key, meanOf(scored, metric)]),
      );
    }
    return {
      caseId: escalationCase.id,
      workspace: escalationCase.workspace,
      question: escalationCase.question,
      perMode,
      scoredTrials,
    };
  });
}

/** Statuses of a run that has not run yet (its held state is the plan, not a fact). */
const NOT_YET_RUN: ReadonlySet<string> = new Set(["pending", "queued"]);

/**
 * Per mode: run counts, and per metric the mean over cases (trials averaged first) with a CI
 * and the number of trials it rests on.
 * Runs left out (leftOutOfResults) are counted apart and are neither scored, failed nor held.
 */
export function modeAggregates(
  runs: readonly ExperimentRunView[],
  rows: readonly CaseRow[],
  modes: readonly ReturnMode[],
  experimentStatus: ExperimentStatus,
): ModeAggregate[] {
  return modes.map((mode) => {
    const mine = runs.filter((run) => run.mode === mode);
    const counted = mine.filter((run) => !leftOutOfResults(run, experimentStatus));
    const ran = counted.filter((run) => !NOT_YET_RUN.has(run.status));
    const metrics = Object.fromEntries(
      EXPERIMENT_METRICS.map((metric) => [
        metric.key,
        summarize(
          rows.flatMap((row) => {
            const value = row.perMode[mode]?.[metric.key];
            return value === null || value === undefined ? [] : [value];
          }),
          metric.format === "percent" ? { min: 0, max: 1 } : { min: 0 },
        ),
      ]),
    );
    const trials = Object.fromEntries(
      EXPERIMENT_METRICS.map((metric) => [
        metric.key,
        counted.filter((run) => run.scores !== null && metric.read(run.scores) !== null).length,
      ]),
    );
    return {
      mode,
      runs: mine.length,
      scored: counted.filter((run) => run.scores !== null).length,
      failed: ran.filter((run) => run.status !== "succeeded").length,
      cancelledOrSkipped: mine.length - counted.length,
      // A planned run is marked held before it runs: only runs that ran count.
      held: ran.filter((run) => run.held === "held").length,
      metrics,
      trials,
    };
  });
}

/** `other` against `baseline` on every metric, over the cases both have a value for. */
export function compareModes(
  rows: readonly CaseRow[],
  baseline: ReturnMode,
  other: ReturnMode,
): ModeComparison {
  return {
    baseline,
    other,
    metrics: EXPERIMENT_METRICS.map((metric) => ({
      key: metric.key,
      ...comparePaired(
        rows.flatMap((row) => {
          const a = row.perMode[baseline]?.[metric.key];
          const b = row.perMode[other]?.[metric.key];
          return a === null || a === undefined || b === null || b === undefined
            ? []
            : [{ baseline: a, other: b }];
        }),
        metric.better,
      ),
    })),
  };
}

/** What a reader of the results must know (scripted figures, modes not held constant). */
export function experimentNotes(experiment: ExperimentSummary): string[] {
  const notes: string[] = [];
  if (experiment.provider === "scripted") {
    notes.push(
      "Scripted model: deterministic figures from Debrief's built-in model, not a real model's. Its answers to questions other than the samples' come from keyword research, so answer scores measure the pipeline, not intelligence.",
    );
  }
  if (experiment.modes.some((mode) => mode !== "contract" && mode !== "inline")) {
    notes.push(
      "Summary and transcript runs replay the contract run's children (their model replies and tool results, turn by turn): the children's research is the same, only how it returns differs. Each run says whether its children were held constant.",
    );
  }
  if (experiment.modes.includes("inline")) {
    notes.push(
      "Inline cannot be held constant: there is no child; the parent does the research itself, live.",
    );
  }
  if (!experiment.modes.includes("contract")) {
    notes.push(
      "The contract run of each case still ran, as the recording the other modes replay; it is not shown as a column.",
    );
  }
  notes.push(
    "Caveats carried and overstated claims audit every mode's answer against the recording's typed debriefs (the same children). Means are over cases (trials averaged first) with 95% Student-t intervals.",
  );
  return notes;
}

function meanOf(runs: readonly ExperimentRunView[], metric: ExperimentMetric): number | null {
  const values = runs.flatMap((run) => {
    const value = run.scores === null ? null : metric.read(run.scores);
    return value === null ? [] : [value];
  });
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}
