import jStat from "jstat";

/**
 * The statistics of an experiment's tables, from jStat (a maintained statistics library; no
 * formula of our own): means with 95% Student-t confidence intervals, and a paired comparison
 * of two modes case by case (wins, losses, ties; a two-sided paired t-test on the differences
 * and an exact two-sided sign test on wins against losses).
 */

/** Confidence level of every interval. */
export const CONFIDENCE = 0.95;

/** A mean with its 95% interval; the interval is null below two values. */
export interface MetricSummary {
  n: number;
  mean: number | null;
  low: number | null;
  high: number | null;
}

/**
 * The mean of `values` with its 95% Student-t interval (a zero-width one when all are equal),
 * cut to `bounds` when the metric cannot leave them (a fraction stays in 0..1, a count ≥ 0).
 */
export function summarize(
  values: readonly number[],
  bounds: { min?: number; max?: number } = {},
): MetricSummary {
  const n = values.length;
  if (n === 0) return { n, mean: null, low: null, high: null };
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  if (n < 2) return { n, mean, low: null, high: null };
  if (values.every((value) => value === values[0])) return { n, mean, low: mean, high: mean };
  const [low, high] = jStat.tci(mean, 1 - CONFIDENCE, [...values]);
  return {
    n,
    mean,
    low: Math.max(low, bounds.min ?? -Infinity),
    high: Math.min(high, bounds.max ?? Infinity),
  };
}

/** Two modes compared on one metric over the cases both have a value for. */
export interface PairedComparison {
  /** Cases compared. */
  n: number;
  /** Cases where the other mode did better than the baseline (by the metric's direction). */
  wins: number;
  losses: number;
  ties: number;
  /** The other mode minus the baseline: mean and 95% interval. */
  difference: MetricSummary;
  /** Two-sided paired t-test p-value; null below two cases or when every difference is equal. */
  tTestP: number | null;
  /** Exact two-sided sign test p-value on wins vs losses; null when there are none. */
  signTestP: number | null;
}

/**
 * Compare `pairs` (per case: the baseline's value and the other mode's). `better` says which
 * direction wins; "none" counts only ties and differences (wins and losses stay 0).
 */
export function comparePaired(
  pairs: readonly { baseline: number; other: number }[],
  better: "higher" | "lower" | "none",
): PairedComparison {
  let wins = 0;
  let losses = 0;
  let ties = 0;
  const differences = pairs.map(({ baseline, other }) => other - baseline);
  for (const difference of differences) {
    if (Math.abs(difference) < 1e-9) ties += 1;
    else if (better === "none") continue;
    else if (difference > 0 === (better === "higher")) wins += 1;
    else losses += 1;
  }
  const decided = wins + losses;
  const varied = differences.some((difference) => difference !== differences[0]);
  return {
    n: pairs.length,
    wins,
    losses,
    ties,
    difference: summarize(differences),
    tTestP: differences.length >= 2 && varied ? jStat.ttest(0, [...differences], 2) : null,
    signTestP:
      decided === 0
        ? null
        : Math.min(1, 2 * jStat.binomial.cdf(Math.min(wins, losses), decided, 0.5)),
  };
}
