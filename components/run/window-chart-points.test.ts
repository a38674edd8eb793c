import { describe, expect, it } from "vitest";
import type { WindowSampleRecord } from "@/server/runtime/records";
import type { WindowFigures } from "@/server/shared/window-figures";
import { counterfactualPoints, windowPoints } from "./window-chart-points";

let at = 0;
function sample(
  iteration: number,
  tokens: number,
  mark: WindowSampleRecord["mark"] = "iteration",
  relatedAgentId: string | null = null,
): WindowSampleRecord {
  at += 1;
  return {
    id: `s${at}`,
    runId: "run",
    agentId: "parent",
    iteration,
    tokens,
    providerInputTokens: mark === "iteration" ? tokens + 1 : null,
    mark,
    relatedAgentId,
    at,
  };
}

/** A fan-out: two spawns after request 1, both returns after request 2. */
const samples = [
  sample(1, 1_000),
  sample(1, 1_100, "before_spawn", "a"),
  sample(1, 1_150, "before_spawn", "b"),
  sample(2, 1_200),
  sample(2, 2_000, "after_return", "a"),
  sample(2, 2_000, "after_return", "b"),
  sample(3, 2_000),
];

function figure(child: string, transcriptTokens: number, returnTokens: number): WindowFigures {
  return {
    parentAgentId: "parent",
    childAgentId: child,
    beforeSpawn: 1_100,
    childPeak: 5_000,
    afterReturn: 2_000,
    transcriptTokens,
    returnTokens,
  };
}

describe("windowPoints", () => {
  it("puts each request at its number and the marks between requests, never on one", () => {
    const points = windowPoints(samples);
    expect(points.map((point) => [point.x, point.mark])).toEqual([
      [1, "iteration"],
      [1.3, "before_spawn"],
      [1.7, "before_spawn"],
      [2, "iteration"],
      [2.3, "after_return"],
      [2.7, "after_return"],
      [3, "iteration"],
    ]);
    expect(points[0]!.providerInputTokens).toBe(1_001);
    expect(points[1]!.providerInputTokens).toBeNull();
    expect(windowPoints([sample(4, 10, "before_research")])[0]!.x).toBe(4.5);
  });
});

describe("counterfactualPoints", () => {
  it("adds, return by return, what each transcript would have added beyond its debrief", () => {
    const points = windowPoints(samples);
    expect(
      counterfactualPoints(points, [figure("a", 5_000, 400), figure("b", 3_000, 300)]),
    ).toEqual([
      { x: 2.3, tokens: 2_000 + 4_600, extra: 4_600 },
      { x: 2.7, tokens: 2_000 + 4_600 + 2_700, extra: 7_300 },
    ]);
    expect(
      counterfactualPoints(points, [{ ...figure("a", 0, 0), transcriptTokens: null }]),
    ).toEqual([]);
  });
});
