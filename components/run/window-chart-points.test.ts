import { describe, expect, it } from "vitest";
import type { WindowSampleRecord } from "@/server/runtime/records";
import type { WindowFigures } from "@/server/shared/window-figures";
import { counterfactualPoints, requestAxis, windowPoints } from "./window-chart-points";

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
  it("draws a line, not a lone point, for one child: from its return to the last request", () => {
    const one = windowPoints([
      sample(1, 1_000),
      sample(1, 1_050, "before_spawn", "a"),
      sample(2, 1_200),
      sample(2, 2_067, "after_return", "a"),
      sample(3, 2_100),
      sample(4, 2_300),
    ]);
    expect(counterfactualPoints(one, [figure("a", 6_000, 884)])).toEqual([
      { x: 2.5, tokens: 2_067 + 5_116, extra: 5_116 },
      { x: 3, tokens: 2_100 + 5_116, extra: 5_116 },
      { x: 4, tokens: 2_300 + 5_116, extra: 5_116 },
    ]);
  });

  it("runs past the last of four returns to the next requests, and leaves a failed return out", () => {
    const four = windowPoints([
      sample(1, 1_000),
      ...["a", "b", "c", "d"].map((id) => sample(1, 1_000, "before_spawn", id)),
      sample(2, 1_400),
      ...["a", "b", "c", "d"].map((id) => sample(2, 3_346, "after_return", id)),
      sample(3, 3_400),
      sample(4, 3_500),
    ]);
    const figures = [
      figure("a", 1_627, 627),
      figure("b", 1_742, 742),
      figure("c", 1_486, 486),
      figure("d", 1_345, 345),
    ];
    const line = counterfactualPoints(four, figures);
    expect(line.map((point) => point.x)).toEqual([2.3, 2.433, 2.567, 2.7, 3, 4]);
    expect(line.at(-1)).toEqual({ x: 4, tokens: 3_500 + 4_000, extra: 4_000 });
    const withoutD = counterfactualPoints(four, figures, new Set(["d"]));
    expect(withoutD.at(-1)).toEqual({ x: 4, tokens: 3_500 + 3_000, extra: 3_000 });
  });

  it("adds, return by return, what each transcript would have added beyond its debrief", () => {
    const points = windowPoints(samples);
    expect(
      counterfactualPoints(points, [figure("a", 5_000, 400), figure("b", 3_000, 300)]),
    ).toEqual([
      { x: 2.3, tokens: 2_000 + 4_600, extra: 4_600 },
      { x: 2.7, tokens: 2_000 + 4_600 + 2_700, extra: 7_300 },
      { x: 3, tokens: 2_000 + 7_300, extra: 7_300 },
    ]);
    expect(
      counterfactualPoints(points, [{ ...figure("a", 0, 0), transcriptTokens: null }]),
    ).toEqual([]);
  });
});

/** A child's samples: one per request 1..requests, then its peak after its last call. */
function childSamples(requests: number): WindowSampleRecord[] {
  return [
    ...Array.from({ length: requests }, (_, index) => sample(index + 1, 1_000 + index)),
    sample(requests, 2_000, "child_peak", "parent"),
  ];
}

describe("requestAxis", () => {
  it("draws a child's requests at their numbers and its peak after the last, with no tick past the last request", () => {
    // Two requests and the peak: recharts' own round ticks ran the axis to 3.
    const points = windowPoints(childSamples(2));
    expect(points.map((point) => [point.x, point.mark])).toEqual([
      [1, "iteration"],
      [2, "iteration"],
      [2.5, "child_peak"],
    ]);
    expect(requestAxis(points)).toEqual({ domain: [1, 2.5], ticks: [1, 2] });
    expect(requestAxis(windowPoints(childSamples(1)))).toEqual({ domain: [1, 1.5], ticks: [1] });
    expect(requestAxis(windowPoints([sample(1, 10)]))).toEqual({ domain: [1, 1], ticks: [1] });
  });

  it("labels at most six request numbers, evenly spaced, the first and the last always among them", () => {
    const ticksFor = (requests: number) => requestAxis(windowPoints(childSamples(requests))).ticks;
    expect(ticksFor(6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ticksFor(7)).toEqual([1, 3, 5, 7]);
    expect(ticksFor(11)).toEqual([1, 3, 5, 7, 9, 11]);
    expect(ticksFor(12)).toEqual([1, 4, 7, 10, 12]);
    expect(ticksFor(13)).toEqual([1, 4, 7, 10, 13]);
    expect(ticksFor(100)).toEqual([1, 21, 41, 61, 81, 100]);
    expect(requestAxis(windowPoints(childSamples(7))).domain).toEqual([1, 7.5]);
    expect(ticksFor(22)).toEqual([1, 6, 11, 16, 22]);
  });

  it("starts at 0 for a child that ended before its first request (its peak after no call)", () => {
    const points = windowPoints([sample(0, 1_164, "child_peak", "parent")]);
    expect(points.map((point) => point.x)).toEqual([0.5]);
    expect(requestAxis(points)).toEqual({ domain: [0, 1], ticks: [] });
  });

  it("ends a parent's axis at its last point: the marks after its last request are inside it", () => {
    const points = windowPoints(samples);
    expect(requestAxis(points)).toEqual({ domain: [1, 3], ticks: [1, 2, 3] });
    const returnedLast = windowPoints([...samples, sample(3, 2_100, "after_return", "c")]);
    expect(requestAxis(returnedLast)).toEqual({ domain: [1, 3.5], ticks: [1, 2, 3] });
  });
});
