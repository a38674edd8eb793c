import { describe, expect, it } from "vitest";
import { loadFrozenSet, scoreFrozenSet } from "./frozen-set";

/**
 * The frozen audit sets (datasets/audit, issue 14), scored with their README's semantics. The
 * issue's targets are recall ≥ 95%, precision ≥ 90% and no faithful answer with a high flag.
 * The floors below sit just under the figures the reader reaches (npm run bench prints them;
 * scripts/bench/frozen-set-errors.ts prints the per-answer errors), so a change that makes it
 * worse fails here. v1 and v2 are both tuned sets: the reader's errors on them were read answer
 * by answer and its mechanisms changed (v2 since the second reader round of issue 14), so their
 * figures guard against regressions, not for generality; the held-out set is v3. The sets are
 * read, never edited.
 */
describe("the frozen audit set v1 (tuned on)", () => {
  const set = loadFrozenSet("v1");

  it("is the set its README describes", () => {
    expect(set.answers).toHaveLength(62);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(28);
    expect(set.debriefs.single.map((debrief) => debrief.agentName)).toEqual(["researcher"]);
    expect(set.debriefs["fan-out"]).toHaveLength(4);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(329);
    expect(score.recall).toBeGreaterThanOrEqual(0.99);
    expect(score.precision).toBeGreaterThanOrEqual(0.99);
    expect(score.highRecall).toBeGreaterThanOrEqual(0.94);
    expect(score.faithfulWithHigh).toBe(0);
  });
});

describe("the frozen audit set v2 (tuned on since the second reader round)", () => {
  const set = loadFrozenSet("v2");

  it("is the set its README describes", () => {
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(31);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(270);
    expect(score.recall).toBeGreaterThanOrEqual(0.96);
    expect(score.precision).toBeGreaterThanOrEqual(0.96);
    // v2 labels a gap that only shares a denied question's subject (the sandbox adapter source)
    // high where v1 labels it low (v1 F08, F13, S09); the reader follows v1 there.
    expect(score.highRecall).toBeGreaterThanOrEqual(0.6);
    expect(score.faithfulWithHigh).toBe(0);
  });
});

describe("the frozen audit set v3 (held out: never read answer by answer)", () => {
  const set = loadFrozenSet("v3");

  it("is the set its README describes", () => {
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(28);
  });

  it("the free-text reader holds its measured figures (below the issue's targets: see README)", () => {
    // Measured on 2026-12-01 after the second reader round, aggregates only: recall 79.0%,
    // precision 78.5%, 2 of 28 faithful answers with a high flag. Floors, not targets.
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(295);
    expect(score.recall).toBeGreaterThanOrEqual(0.78);
    expect(score.precision).toBeGreaterThanOrEqual(0.77);
    expect(score.faithfulWithHigh).toBeLessThanOrEqual(2);
  });
});
