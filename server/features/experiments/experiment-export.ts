import { EXPERIMENT_METRICS } from "../../shared/experiment-scores";
import type {
  ExperimentDetail,
  ExperimentExport,
  ExperimentRunView,
  ModeComparison,
} from "./experiment-views";

/**
 * An experiment's exports: CSV with one line per run (its ids, status, whether its children were
 * held constant, and every metric), and JSON with the experiment, its aggregates, the
 * comparisons against the baseline and every run with its full scores.
 */

/** The CSV columns before the metrics. */
const RUN_COLUMNS = [
  "experiment_id",
  "case_id",
  "mode",
  "trial",
  "role",
  "run_id",
  "status",
  "held",
  "elements_scored",
  "elements_correct",
  "missing_caveats",
] as const;

/** One line per run (RFC 4180: fields with a comma, quote or line break are quoted). */
export function experimentCsv(experimentId: string, runs: readonly ExperimentRunView[]): string {
  const header = [...RUN_COLUMNS, ...EXPERIMENT_METRICS.map((metric) => metric.key)];
  const lines = runs.map((run) => {
    const scored = run.scores?.answer.elements.filter((e) => e.status === "scored") ?? [];
    return [
      experimentId,
      run.caseId,
      run.mode,
      String(run.trial),
      run.role,
      run.runId ?? "",
      run.status,
      run.held,
      run.scores === null ? "" : String(scored.length),
      run.scores === null ? "" : String(scored.filter((e) => e.correct).length),
      run.scores?.requiredCaveats.missing.join(" ") ?? "",
      ...EXPERIMENT_METRICS.map((metric) => {
        const value = run.scores === null ? null : metric.read(run.scores);
        return value === null ? "" : String(Number(value.toFixed(6)));
      }),
    ];
  });
  return [header, ...lines].map((fields) => fields.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** The CSV or JSON export of an experiment. */
export function exportExperiment(
  detail: ExperimentDetail,
  runs: readonly ExperimentRunView[],
  comparisons: readonly ModeComparison[],
  format: "csv" | "json",
): ExperimentExport {
  const name = `experiment-${detail.experiment.id}`;
  if (format === "csv") {
    return {
      filename: `${name}.csv`,
      contentType: "text/csv",
      body: experimentCsv(detail.experiment.id, runs),
    };
  }
  return {
    filename: `${name}.json`,
    contentType: "application/json",
    body: `${JSON.stringify(
      {
        experiment: detail.experiment,
        notes: detail.notes,
        aggregates: detail.aggregates,
        comparisons,
        cases: detail.cases,
        runs,
      },
      null,
      2,
    )}\n`,
  };
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
