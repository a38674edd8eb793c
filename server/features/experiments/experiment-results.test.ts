import { describe, expect, it } from "vitest";
import { modeAggregates } from "./experiment-results";
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
    const [contract] = modeAggregates(runs, [], ["contract"]);
    expect(contract).toMatchObject({ mode: "contract", runs: 5, scored: 0, failed: 1, held: 2 });
  });

  it("counts nothing as held before any run ran", () => {
    const [contract] = modeAggregates([run("a", "pending"), run("b", "queued")], [], ["contract"]);
    expect(contract).toMatchObject({ runs: 2, failed: 0, held: 0 });
  });
});
