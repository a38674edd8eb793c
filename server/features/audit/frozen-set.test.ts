import { describe, expect, it } from "vitest";
import { loadFrozenSet, scoreFrozenSet } from "./frozen-set";

/**
 * The frozen, independent audit set (datasets/audit/v1, issue 14), scored with its README's
 * semantics. The targets are recall ≥ 95%, precision ≥ 90% and no faithful answer with
 * a high flag; these floors are the figures the reader reaches today (npm run bench prints
 * them), so a change that makes it worse fails here. The set is read, never edited.
 */
describe("the frozen audit set (v1)", () => {
  const set = loadFrozenSet();

  it("is the set its README describes", () => {
    expect(set.answers).toHaveLength(62);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(28);
    expect(set.debriefs.single.map((debrief) => debrief.agentName)).toEqual(["researcher"]);
    expect(set.debriefs["fan-out"]).toHaveLength(4);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(329);
    expect(score.recall).toBeGreaterThanOrEqual(0.84);
    expect(score.precision).toBeGreaterThanOrEqual(0.93);
    expect(score.highRecall).toBeGreaterThanOrEqual(0.64);
    expect(score.faithfulWithHigh).toBeLessThanOrEqual(2);
  });
});
