import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type {
  ExperimentDetail,
  ModeAggregate,
} from "@/server/features/experiments/experiment-views";
import { legendInSeriesOrder } from "@/components/ui/legend-order";
import {
  FEW_CASES_FOR_INTERVAL,
  fewCasesWarning,
  modeRunCounts,
  tooFewCasesForInterval,
} from "./metric-format";
import { PARENT_WINDOW_SERIES, parentWindowRows } from "./parent-window-series";
import { endedRunsNote } from "./experiment-progress";
import { ResultsTable } from "./results-table";

function aggregate(mode: ModeAggregate["mode"], means: Record<string, number | null>) {
  const metrics = Object.fromEntries(
    Object.entries(means).map(([key, mean]) => [key, { n: 2, mean, low: null, high: null }]),
  );
  return {
    mode,
    runs: 2,
    scored: 2,
    failed: 0,
    cancelledOrSkipped: 0,
    held: 2,
    trials: {},
    metrics,
  } satisfies ModeAggregate;
}

describe("parent window chart", () => {
  it("has one row per mode with each series' rounded mean, 0 while nothing is scored", () => {
    const rows = parentWindowRows([
      aggregate("contract", { parent_before: 1200.4, parent_after: 1500.6, child_peak: 9000 }),
      aggregate("inline", { parent_before: null }),
    ]);
    expect(rows).toEqual([
      { mode: "contract", before: 1200, after: 1501, child: 9000 },
      { mode: "inline", before: 0, after: 0, child: 0 },
    ]);
  });

  it("lists the legend in the order the bars are drawn, not alphabetically", () => {
    const order = legendInSeriesOrder(PARENT_WINDOW_SERIES.map((series) => series.dataKey));
    // Recharts hands the legend items in label order: child peak, parent after, parent before.
    const items = [...PARENT_WINDOW_SERIES]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((series) => ({ dataKey: series.dataKey, value: series.name }));
    expect(items.map((item) => item.value)).toEqual([
      "child peak",
      "parent after return",
      "parent before spawn",
    ]);
    const sorted = [...items].sort((a, b) => order(a) - order(b));
    expect(sorted.map((item) => item.value)).toEqual([
      "parent before spawn",
      "parent after return",
      "child peak",
    ]);
    expect(order({ dataKey: "unknown" })).toBe(3);
  });
});

describe("intervals over too few cases", () => {
  it("marks intervals over 2 to 4 cases, not over 5 or more (nor single values)", () => {
    expect(FEW_CASES_FOR_INTERVAL).toBe(5);
    expect([1, 2, 3, 4, 5, 30].map(tooFewCasesForInterval)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("warns with the case counts of the marked intervals", () => {
    expect(fewCasesWarning([2, 2, 40])).toBe(
      "Too few cases for a meaningful interval: marked intervals are over 2 cases (fewer than 5); read them as rough.",
    );
    expect(fewCasesWarning([2, 4, 9])).toBe(
      "Too few cases for a meaningful interval: marked intervals are over 2 to 4 cases (fewer than 5); read them as rough.",
    );
    expect(fewCasesWarning([5, 32])).toBeNull();
    expect(fewCasesWarning([])).toBeNull();
  });
});

describe("ResultsTable", () => {
  const experiment = {
    id: "exp_1",
    datasetVersion: "v1",
    modes: ["contract", "summary"],
    provider: "scripted",
    model: "scripted",
    trials: 1,
    caseIds: ["c1", "c2"],
    status: "succeeded",
    statusDetail: null,
    totalRuns: 4,
    finishedRuns: 4,
    failedRuns: 0,
    cancelledOrSkippedRuns: 0,
    createdAt: 0,
    finishedAt: 1,
    createdByEmail: "a@example.com",
    createdByName: null,
  } satisfies ExperimentDetail["experiment"];

  function detail(n: number): ExperimentDetail {
    const metrics = { parent_after: { n, mean: 1000, low: 400, high: 1600 } };
    const trials = { parent_after: 2 * n };
    const figures = { runs: 2 * n, scored: 2 * n, failed: 0, cancelledOrSkipped: 0, held: 2 * n };
    return {
      experiment,
      aggregates: [
        { mode: "contract", ...figures, metrics, trials },
        { mode: "summary", ...figures, metrics, trials },
      ],
      cases: [],
      notes: [],
    };
  }

  it("warns above the table and marks each interval over 2 cases", () => {
    const html = renderToStaticMarkup(
      createElement(ResultsTable, { detail: detail(2), baseline: "contract" }),
    );
    expect(html).toContain(
      "† Too few cases for a meaningful interval: marked intervals are over 2 cases (fewer than 5); read them as rough.",
    );
    expect(html.match(/data-testid="few-cases-interval"/g)).toHaveLength(2);
  });

  it("shows intervals over 6 cases without a warning", () => {
    const html = renderToStaticMarkup(
      createElement(ResultsTable, { detail: detail(6), baseline: "contract" }),
    );
    expect(html).not.toContain("interval-warning");
    expect(html).not.toContain("few-cases-interval");
    expect(html).toContain("[400, 1,600]");
    // Each figure says what it is computed over.
    expect(html).toMatch(/data-testid="metric-basis"[^>]*>\(12 scored runs over 6 cases\)</);
  });
});

describe("a mode's run counts", () => {
  const counts = (mode: ModeAggregate["mode"], figures: Partial<ModeAggregate>) =>
    modeRunCounts({
      mode,
      runs: 32,
      scored: 32,
      failed: 0,
      cancelledOrSkipped: 0,
      held: 32,
      metrics: {},
      trials: {},
      ...figures,
    });

  it("says how many runs were cancelled or skipped and counts held over the runs that ran", () => {
    expect(counts("summary", { scored: 5, cancelledOrSkipped: 27, held: 5 })).toBe(
      "5 of 32 scored; 27 cancelled or skipped · 5/5 held",
    );
    expect(counts("inline", { scored: 3, cancelledOrSkipped: 29, held: 0 })).toBe(
      "3 of 32 scored; 29 cancelled or skipped · not held constant",
    );
  });

  it("keeps the short form when every run counts", () => {
    expect(counts("contract", {})).toBe("32/32 scored · 32/32 held");
  });
});

describe("the progress bar's note on ended runs", () => {
  it("says how many of the runs that did not succeed were cancelled or skipped", () => {
    expect(endedRunsNote({ failedRuns: 59, cancelledOrSkippedRuns: 54 })).toBe(
      " (59 did not succeed; 54 of them cancelled or skipped)",
    );
    expect(endedRunsNote({ failedRuns: 4, cancelledOrSkippedRuns: 4 })).toBe(
      " (4 did not succeed; all cancelled or skipped)",
    );
  });

  it("keeps the plain note without cancelled or skipped runs, and none when all succeeded", () => {
    expect(endedRunsNote({ failedRuns: 3, cancelledOrSkippedRuns: 0 })).toBe(
      " (3 did not succeed)",
    );
    expect(endedRunsNote({ failedRuns: 0, cancelledOrSkippedRuns: 0 })).toBe("");
  });
});
