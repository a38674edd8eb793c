import type { ExperimentMetric } from "@/server/shared/experiment-scores";
import type { ModeAggregate } from "@/server/features/experiments/experiment-views";
import { formatDuration, formatNumber } from "@/components/ui/format";
import { pluralize } from "@/components/ui/plural";

/** A metric's value as the tables show it: 42%, 22,400, 850 ms, 0.38. */
export function formatMetric(metric: Pick<ExperimentMetric, "format">, value: number): string {
  switch (metric.format) {
    case "percent":
      return `${Math.round(value * 100)}%`;
    case "tokens":
      return formatNumber(Math.round(value));
    case "ms":
      return formatDuration(value);
    case "count":
      return value.toFixed(2).replace(/\.00$/, "");
  }
}

/** A difference with its sign: +4,570, −9%, +0.38. */
export function formatDelta(metric: Pick<ExperimentMetric, "format">, value: number): string {
  const text = formatMetric(metric, Math.abs(value));
  if (Math.abs(value) < 1e-9) return `±${text}`;
  return `${value > 0 ? "+" : "−"}${text}`;
}

/** Whether a difference is good, bad or neither, by the metric's direction. */
export function deltaTone(
  metric: Pick<ExperimentMetric, "better">,
  value: number,
): "good" | "bad" | "neutral" {
  if (metric.better === "none" || Math.abs(value) < 1e-9) return "neutral";
  return value > 0 === (metric.better === "higher") ? "good" : "bad";
}

/**
 * Fewest cases a 95% interval is read at face value over: below it the Student-t factor is
 * large (12.7 over 2 cases, 2.8 over 5) and the interval says more about the sample size than
 * about the mode.
 */
export const FEW_CASES_FOR_INTERVAL = 5;

/** True when an interval over `n` cases is too few cases to mean much (and is shown at all). */
export function tooFewCasesForInterval(n: number): boolean {
  return n >= 2 && n < FEW_CASES_FOR_INTERVAL;
}

/**
 * The warning shown with intervals over too few cases: `caseCounts` are the n of every interval
 * on screen; null when every interval has enough cases.
 */
export function fewCasesWarning(caseCounts: readonly number[]): string | null {
  const few = caseCounts.filter(tooFewCasesForInterval);
  if (few.length === 0) return null;
  const smallest = Math.min(...few);
  return `Too few cases for a meaningful interval: marked intervals are over ${smallest === Math.max(...few) ? smallest : `${smallest} to ${Math.max(...few)}`} cases (fewer than ${FEW_CASES_FOR_INTERVAL}); read them as rough.`;
}

/**
 * A mode's run counts under its name: "5 of 32 scored; 27 cancelled or skipped · 5/5 held".
 * Runs the experiment's cancel stopped or never started are out of every figure, held included.
 */
export function modeRunCounts(aggregate: ModeAggregate): string {
  const counted = aggregate.runs - aggregate.cancelledOrSkipped;
  const scored =
    aggregate.cancelledOrSkipped === 0
      ? `${aggregate.scored}/${aggregate.runs} scored`
      : `${aggregate.scored} of ${aggregate.runs} scored; ${aggregate.cancelledOrSkipped} cancelled or skipped`;
  const held =
    aggregate.mode === "inline" ? " · not held constant" : ` · ${aggregate.held}/${counted} held`;
  return scored + held;
}

/**
 * What a mode's figure is computed over, shown beside it: "4 scored runs over 2 cases" (the mean
 * over the cases of each case's mean over its scored runs; `scoredRuns` is ModeAggregate.trials,
 * the runs in all, not the trials per case); "2 cases" when the run count is not known.
 */
export function metricBasis(scoredRuns: number | undefined, cases: number): string {
  const over = pluralize(cases, "case");
  return scoredRuns === undefined ? over : `${pluralize(scoredRuns, "scored run")} over ${over}`;
}
