import { describe, expect, it } from "vitest";
import { comparePaired, summarize } from "./experiment-statistics";

describe("summarize", () => {
  it("gives the mean with its 95% Student-t interval", () => {
    const summary = summarize([0, 1, 1, 0, 1]);
    expect(summary.n).toBe(5);
    expect(summary.mean).toBe(0.6);
    // mean ± t(0.975, 4) · s / √n = 0.6 ± 2.776445 · 0.547723 / 2.236068
    expect(summary.low).toBeCloseTo(-0.0800874, 6);
    expect(summary.high).toBeCloseTo(1.2800874, 6);
    expect(summarize([0, 1, 1, 0, 1], { min: 0, max: 1 })).toMatchObject({ low: 0, high: 1 });
  });

  it("has no interval below two values and a zero-width one for equal values", () => {
    expect(summarize([])).toEqual({ n: 0, mean: null, low: null, high: null });
    expect(summarize([7])).toEqual({ n: 1, mean: 7, low: null, high: null });
    expect(summarize([3, 3, 3])).toEqual({ n: 3, mean: 3, low: 3, high: 3 });
  });
});

describe("comparePaired", () => {
  it("counts wins, losses and ties by the metric's direction, with both paired tests", () => {
    const pairs = [
      { baseline: 10, other: 12 },
      { baseline: 10, other: 13 },
      { baseline: 10, other: 11 },
      { baseline: 10, other: 9 },
      { baseline: 10, other: 10 },
    ];
    const lower = comparePaired(pairs, "lower");
    expect([lower.n, lower.wins, lower.losses, lower.ties]).toEqual([5, 1, 3, 1]);
    const higher = comparePaired(pairs, "higher");
    expect([higher.wins, higher.losses, higher.ties]).toEqual([3, 1, 1]);
    // Sign test: 2 · P(X ≤ 1), X ~ Binomial(4, ½) = 2 · 5/16.
    expect(higher.signTestP).toBe(0.625);
    // Differences 2, 3, 1, -1, 0: mean 1, s = √2.5, t = 1.4142 on 4 df.
    expect(higher.difference.mean).toBe(1);
    expect(higher.tTestP).toBeCloseTo(0.2301996, 6);
  });

  it("has no test without decided pairs or without varied differences", () => {
    const same = comparePaired(
      [
        { baseline: 1, other: 1 },
        { baseline: 2, other: 2 },
      ],
      "higher",
    );
    expect(same).toMatchObject({ wins: 0, losses: 0, ties: 2, signTestP: null, tTestP: null });
    const none = comparePaired([{ baseline: 1, other: 5 }], "none");
    expect(none).toMatchObject({ wins: 0, losses: 0, ties: 0, signTestP: null, tTestP: null });
  });
});
