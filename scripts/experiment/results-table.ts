import type {
  ExperimentDetail,
  ModeComparison,
} from "../../server/features/experiments/experiment-views";
import type { MetricSummary } from "../../server/features/experiments/experiment-statistics";
import { EXPERIMENT_METRICS, type ExperimentMetric } from "../../server/shared/experiment-scores";

/**
 * The experiment's side-by-side table as text (`npm run experiment`): one row per metric, one
 * column per mode with the mean over cases and its 95% interval, and for every mode but the
 * baseline the difference from it with the paired test (wins/losses/ties, sign-test p).
 */
export function formatResultsTable(
  detail: ExperimentDetail,
  comparisons: readonly ModeComparison[],
): string[] {
  const modes = detail.aggregates.map((aggregate) => aggregate.mode);
  const baseline = modes[0];
  const width = 24;
  const header = [
    "metric".padEnd(26),
    ...modes.map((mode) => (mode === baseline ? `${mode} (baseline)` : mode).padStart(width)),
  ].join(" ");
  const lines = [header, "-".repeat(header.length)];
  lines.push(
    [
      "runs scored / run".padEnd(26),
      ...detail.aggregates.map((a) => `${a.scored}/${a.runs}`.padStart(width)),
    ].join(" "),
  );
  lines.push(
    [
      "children held constant".padEnd(26),
      ...detail.aggregates.map((a) =>
        (a.mode === "inline" ? "n/a (no child)" : `${a.held}/${a.runs}`).padStart(width),
      ),
    ].join(" "),
  );
  for (const metric of EXPERIMENT_METRICS) {
    lines.push(
      [
        metric.label.padEnd(26),
        ...detail.aggregates.map((aggregate) =>
          summaryText(metric, aggregate.metrics[metric.key]).padStart(width),
        ),
      ].join(" "),
    );
    const deltas = comparisons.map((comparison) => {
      const row = comparison.metrics.find((entry) => entry.key === metric.key);
      if (row === undefined || row.difference.mean === null) return "";
      const sign = row.difference.mean >= 0 ? "+" : "";
      const p = row.signTestP === null ? "" : ` p=${row.signTestP.toFixed(2)}`;
      const record = metric.better === "none" ? "" : ` ${row.wins}W/${row.losses}L/${row.ties}T`;
      return `Δ ${sign}${valueText(metric, row.difference.mean)}${record}${p}`;
    });
    if (deltas.some((delta) => delta !== "")) {
      lines.push(
        ["".padEnd(26), "".padStart(width), ...deltas.map((d) => d.padStart(width))].join(" "),
      );
    }
  }
  return lines;
}

function summaryText(metric: ExperimentMetric, summary: MetricSummary | undefined): string {
  if (summary === undefined || summary.mean === null) return "—";
  const mean = valueText(metric, summary.mean);
  if (summary.low === null || summary.high === null) return `${mean} (n=${summary.n})`;
  return `${mean} [${valueText(metric, summary.low)}, ${valueText(metric, summary.high)}]`;
}

function valueText(metric: ExperimentMetric, value: number): string {
  switch (metric.format) {
    case "percent":
      return `${Math.round(value * 100)}%`;
    case "tokens":
      return Math.round(value).toLocaleString("en-US");
    case "ms":
      return `${Math.round(value).toLocaleString("en-US")} ms`;
    case "count":
      return value.toFixed(2).replace(/\.00$/, "");
  }
}
