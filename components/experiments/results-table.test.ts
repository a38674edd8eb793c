import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EXPERIMENT_METRICS } from "@/server/shared/experiment-scores";
import { metricBasis } from "./metric-format";
import { SummaryCell } from "./results-table";

const requiredCaveats = EXPERIMENT_METRICS.find((metric) => metric.key === "required_caveats")!;

/** The cell's text as a person reads it. */
function text(html: string): string {
  return html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
}

describe("what an experiment's figure rests on", () => {
  it("says how many trials and cases a mean is over", () => {
    expect(metricBasis(4, 2)).toBe("4 trials, 2 cases");
    expect(metricBasis(1, 1)).toBe("1 trial, 1 case");
    expect(metricBasis(undefined, 3)).toBe("3 cases");
  });

  it("shows the denominator beside the percentage", () => {
    const html = renderToStaticMarkup(
      createElement(SummaryCell, {
        metric: requiredCaveats,
        summary: { n: 2, mean: 0.75, low: null, high: null },
        trials: 4,
      }),
    );
    expect(text(html)).toBe("75% (4 trials, 2 cases)");
    expect(html).toContain(
      'title="the mean over 4 trials, 2 cases: each case&#x27;s trials averaged first"',
    );
  });
});
