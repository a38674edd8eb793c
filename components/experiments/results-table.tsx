"use client";

import type { ExperimentDetail } from "@/server/features/experiments/experiment-views";
import { pluralize } from "@/components/ui/plural";
import { modeRunCounts } from "./metric-format";
import type { MetricSummary } from "@/server/features/experiments/experiment-statistics";
import { EXPERIMENT_METRICS, type ExperimentMetric } from "@/server/shared/experiment-scores";
import type { ReturnMode } from "@/server/shared/run-settings";
import {
  deltaTone,
  fewCasesWarning,
  formatDelta,
  formatMetric,
  metricBasis,
  tooFewCasesForInterval,
} from "./metric-format";

const TONE_CLASS = { good: "text-emerald-700", bad: "text-red-700", neutral: "text-zinc-500" };

/**
 * The results side by side: one column per mode, one row per metric with the mean over cases
 * and its 95% interval, and under each non-baseline mode its difference from `baseline`
 * (green when better by the metric's direction, red when worse). Intervals over too few cases
 * to mean much are marked, with a warning above the table.
 */
export function ResultsTable({
  detail,
  baseline,
}: {
  detail: ExperimentDetail;
  baseline: ReturnMode;
}) {
  const base = detail.aggregates.find((aggregate) => aggregate.mode === baseline);
  const warning = fewCasesWarning(
    detail.aggregates.flatMap((aggregate) =>
      Object.values(aggregate.metrics).flatMap((summary) =>
        summary.low !== null && summary.high !== null ? [summary.n] : [],
      ),
    ),
  );
  return (
    <div className="overflow-x-auto rounded-md border border-zinc-200 bg-white">
      {warning === null ? null : (
        <p
          data-testid="interval-warning"
          role="note"
          className="border-b border-amber-200 bg-amber-50 px-3 py-1.5 text-xs text-amber-900"
        >
          † {warning}
        </p>
      )}
      <table className="w-full text-left text-sm" data-testid="experiment-results">
        <thead className="border-b border-zinc-200 bg-zinc-50 text-xs text-zinc-600">
          <tr>
            <th className="px-3 py-2 font-medium">Metric</th>
            {detail.aggregates.map((aggregate) => (
              <th key={aggregate.mode} className="px-3 py-2 font-medium" data-testid="mode-column">
                {aggregate.mode}
                {aggregate.mode === baseline ? " (baseline)" : ""}
                <span className="block font-normal text-zinc-500">{modeRunCounts(aggregate)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {EXPERIMENT_METRICS.map((metric) => (
            <tr key={metric.key} className="border-b border-zinc-100 last:border-0">
              <th scope="row" className="px-3 py-1.5 font-normal text-zinc-700">
                {metric.label}
              </th>
              {detail.aggregates.map((aggregate) => {
                const summary = aggregate.metrics[metric.key];
                const baseMean = base?.metrics[metric.key]?.mean;
                const delta =
                  aggregate.mode === baseline ||
                  summary?.mean == null ||
                  baseMean === null ||
                  baseMean === undefined
                    ? null
                    : summary.mean - baseMean;
                return (
                  <td
                    key={aggregate.mode}
                    className="px-3 py-1.5 tabular-nums"
                    data-metric={metric.key}
                    data-mode={aggregate.mode}
                  >
                    <SummaryCell
                      metric={metric}
                      summary={summary}
                      trials={aggregate.trials[metric.key]}
                    />
                    {delta !== null ? (
                      <span className={`block text-xs ${TONE_CLASS[deltaTone(metric, delta)]}`}>
                        {formatDelta(metric, delta)} vs {baseline}
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A mode's figure for one metric: the mean, what it is computed over ("(4 scored runs over 2 cases)"),
 * and its 95% interval when there is one.
 */
export function SummaryCell({
  metric,
  summary,
  trials,
}: {
  metric: ExperimentMetric;
  summary: MetricSummary | undefined;
  /** The scored runs the mean rests on, over every case (ModeAggregate.trials). */
  trials?: number | undefined;
}) {
  if (summary === undefined || summary.mean === null)
    return <span className="text-zinc-400">—</span>;
  const basis = metricBasis(trials, summary.n);
  const title =
    trials === undefined
      ? `the mean over ${basis}`
      : `the mean over ${pluralize(summary.n, "case")} of each case's mean over its scored runs (${trials} in all)`;
  return (
    <span title={title}>
      {formatMetric(metric, summary.mean)}{" "}
      <span data-testid="metric-basis" className="text-xs text-zinc-500">
        ({basis})
      </span>
      {summary.low !== null && summary.high !== null ? (
        tooFewCasesForInterval(summary.n) ? (
          <span
            className="ml-1 text-xs text-amber-700"
            data-testid="few-cases-interval"
            title={`over only ${summary.n} cases: too few cases for a meaningful interval`}
          >
            [{formatMetric(metric, summary.low)}, {formatMetric(metric, summary.high)}]†
          </span>
        ) : (
          <span className="ml-1 text-xs text-zinc-500">
            [{formatMetric(metric, summary.low)}, {formatMetric(metric, summary.high)}]
          </span>
        )
      ) : null}
    </span>
  );
}
