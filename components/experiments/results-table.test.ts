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
  it("says how many scored runs and cases a mean is over (not trials per case)", () => {
    expect(metricBasis(4, 2)).toBe("4 scored runs over 2 cases");
    expect(metricBasis(1, 1)).toBe("1 scored run over 1 case");
    // An experiment of 1 trial over 3 cases: 3 runs, not "3 trials".
    expect(metricBasis(3, 3)).toBe("3 scored runs over 3 cases");
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
    expect(text(html)).toBe("75% (4 scored runs over 2 cases)");
    expect(html).toContain(
      'title="the mean over 2 cases of each case&#x27;s mean over its scored runs (4 in all)"',
    );
  });
});
