import { describe, expect, it } from "vitest";
import { caseRows, compareModes, modeAggregates, resultRuns } from "./experiment-results";
import type { RunScores } from "../../shared/experiment-scores";
import type { ExperimentRunView } from "./experiment-views";

const run = (
  id: string,
  status: string,
  held: ExperimentRunView["held"] = "held",
): ExperimentRunView => ({
  id,
  caseId: "case_1",
  mode: "contract",
  trial: 1,
  role: "recording",
  runId: status === "pending" ? null : `run_${id}`,
  status,
  statusDetail: null,
  held,
  heldDetail: null,
  scores: null,
  finishedAt: null,
});

describe("mode aggregates", () => {
  it("counts as held only the runs that ran, not the plan of runs still pending or queued", () => {
    const runs = [
      run("a", "succeeded"),
      run("b", "failed"),
      run("c", "pending"),
      run("d", "queued"),
      run("e", "succeeded", "partial"),
    ];
    const [contract] = modeAggregates(runs, [], ["contract"], "partial");
    expect(contract).toMatchObject({ mode: "contract", runs: 5, scored: 0, failed: 1, held: 2 });
  });

  it("counts nothing as held before any run ran", () => {
    const [contract] = modeAggregates(
      [run("a", "pending"), run("b", "queued")],
      [],
      ["contract"],
      "running",
    );
    expect(contract).toMatchObject({ runs: 2, failed: 0, held: 0 });
  });
});

/** Scores with `tokensIn` tokens in and an answer score of `answer` (the rest zero). */
function scores(tokensIn: number, answer: number): RunScores {
  return {
    answer: { elements: [], score: answer, allCorrect: answer === 1 },
    requiredCaveats: { required: 0, carried: 0, missing: [] },
    audit: { hedges: 0, carried: 0, dropped: 0, notUsed: 0, overstated: 0, flags: [] },
    window: { beforeSpawn: null, peak: null, afterReturn: null, childPeak: null },
    tokens: { input: tokensIn, output: 0, source: "provider" },
    latencyMs: 0,
    spanFetches: 0,
  };
}

const caseRun = (
  caseId: string,
  mode: "contract" | "summary",
  status: string,
  runScores: RunScores | null,
): ExperimentRunView => ({
  ...run(`${caseId}-${mode}`, status),
  caseId,
  mode,
  role: mode === "contract" ? "recording" : "replay",
  scores: runScores,
});

const escalationCase = (id: string) => ({
  id,
  workspace: "ledgerline",
  kind: "cause_location" as const,
  question: `question of ${id}`,
  history: null,
  truth: [],
  caveats: [],
});

describe("a cancelled experiment's results", () => {
  // case_1 finished in both modes; case_2's recording was stopped by the cancel (scored zeros
  // stored before the fix) and its replay skipped; case_3's recording failed on its own.
  const stored = [
    caseRun("case_1", "contract", "succeeded", scores(100, 1)),
    caseRun("case_1", "summary", "succeeded", scores(80, 1)),
    caseRun("case_2", "contract", "cancelled", scores(0, 0)),
    caseRun("case_2", "summary", "skipped", null),
    caseRun("case_3", "contract", "failed", scores(50, 0)),
    caseRun("case_3", "summary", "skipped", null),
  ];
  const cases = ["case_1", "case_2", "case_3"].map(escalationCase);
  const modes = ["contract", "summary"] as const;

  it("leaves the cancelled and skipped runs out of every mean, count and comparison", () => {
    const runs = resultRuns(stored, "cancelled");
    expect(runs.map((one) => one.scores?.tokens.input ?? null)).toEqual([
      100,
      80,
      null,
      null,
      50,
      null,
    ]);
    const rows = caseRows(runs, cases, [...modes]);
    expect(rows.map((row) => row.perMode.contract?.tokens_in ?? null)).toEqual([100, null, 50]);
    expect(rows.map((row) => row.perMode.summary?.tokens_in ?? null)).toEqual([80, null, null]);
    // What each row's means are over: the case's scored trials per mode.
    expect(rows.map((row) => row.scoredTrials)).toEqual([
      { contract: 1, summary: 1 },
      { contract: 0, summary: 0 },
      { contract: 1, summary: 0 },
    ]);

    const [contract, summary] = modeAggregates(runs, rows, [...modes], "cancelled");
    expect(contract).toMatchObject({
      runs: 3,
      scored: 2,
      failed: 1,
      cancelledOrSkipped: 1,
      held: 2,
    });
    expect(contract?.metrics.tokens_in).toMatchObject({ n: 2, mean: 75 });
    expect(contract?.metrics.answer_score).toMatchObject({ n: 2, mean: 0.5 });
    expect(summary).toMatchObject({
      runs: 3,
      scored: 1,
      failed: 0,
      cancelledOrSkipped: 2,
      held: 1,
    });
    expect(summary?.metrics.tokens_in).toEqual({ n: 1, mean: 80, low: null, high: null });
    // What each figure rests on: the scored trials with a value (no case requires a caveat here).
    expect(contract?.trials.tokens_in).toBe(2);
    expect(summary?.trials.tokens_in).toBe(1);
    expect(contract?.trials.required_caveats).toBe(0);

    const tokensIn = compareModes(rows, "contract", "summary").metrics.find(
      (metric) => metric.key === "tokens_in",
    );
    expect(tokensIn).toMatchObject({ n: 1, wins: 1, losses: 0, ties: 0, tTestP: null });
  });

  it("keeps a run cancelled while the experiment ran on as a scored failure", () => {
    const runs = resultRuns(stored, "partial");
    expect(runs[2]?.scores?.tokens.input).toBe(0);
    const rows = caseRows(runs, cases, [...modes]);
    const [contract, summary] = modeAggregates(runs, rows, [...modes], "partial");
    expect(contract).toMatchObject({ scored: 3, failed: 2, cancelledOrSkipped: 0, held: 3 });
    expect(contract?.metrics.tokens_in).toMatchObject({ n: 3, mean: 50 });
    expect(summary).toMatchObject({ scored: 1, failed: 0, cancelledOrSkipped: 2, held: 1 });
  });
});
