import { describe, expect, it } from "vitest";
import { computeWindowFigures, type FigureSample } from "./window-figures";
import { thinWindowSamples } from "./window-samples";

function sample(
  agentId: string,
  iteration: number,
  tokens: number,
  mark = "iteration",
): FigureSample {
  return {
    agentId,
    iteration,
    tokens,
    mark: mark as FigureSample["mark"],
    relatedAgentId: mark === "iteration" ? null : "child",
    at: iteration,
  };
}

describe("thinWindowSamples", () => {
  it("keeps a short series whole", () => {
    const samples = [sample("a", 1, 10), sample("a", 2, 20)];
    expect(thinWindowSamples(samples, 5)).toEqual(samples);
  });

  it("keeps marks, the ends and the peak of a long series, within the limit, in order", () => {
    const child = Array.from({ length: 1000 }, (_, index) =>
      sample("child", index + 1, index === 500 ? 99_999 : 100 + index),
    );
    const parent = [
      sample("parent", 1, 900),
      sample("parent", 1, 950, "before_spawn"),
      sample("parent", 2, 1_020, "after_return"),
    ];
    const all = [parent[0]!, parent[1]!, ...child, parent[2]!];
    const thinned = thinWindowSamples(all, 50);
    const kept = thinned.filter((entry) => entry.agentId === "child");
    expect(kept.length).toBeLessThanOrEqual(50);
    expect(kept.length).toBeGreaterThanOrEqual(45);
    expect(kept[0]).toBe(child[0]);
    expect(kept.at(-1)).toBe(child.at(-1));
    expect(kept).toContain(child[500]);
    expect(thinned.filter((entry) => entry.agentId === "parent")).toEqual(parent);
    expect(thinned.map((entry) => all.indexOf(entry))).toEqual(
      [...thinned.map((entry) => all.indexOf(entry))].sort((a, b) => a - b),
    );
    const agents = [
      { id: "parent", parentAgentId: null },
      { id: "child", parentAgentId: "parent" },
    ];
    expect(computeWindowFigures(agents, thinned)).toEqual(computeWindowFigures(agents, all));
  });
});
