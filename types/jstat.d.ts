/**
 * The part of jStat (npm `jstat`, which ships no types) that Debrief uses: Student-t confidence
 * intervals, the one-sample t-test and the binomial CDF (server/features/experiments/statistics).
 */
declare module "jstat" {
  interface JStat {
    /** [low, high]: the (1 − alpha) Student-t interval around `value` for `sample`. */
    tci(value: number, alpha: number, sample: number[]): [number, number];
    /** The p-value of a one-sample t-test of `sample`'s mean against `value` (`sides` 1 or 2). */
    ttest(value: number, sample: number[], sides: 1 | 2): number;
    binomial: {
      /** P(X ≤ k) for X ~ Binomial(n, p). */
      cdf(k: number, n: number, p: number): number;
    };
  }
  const jStat: JStat;
  export default jStat;
}
