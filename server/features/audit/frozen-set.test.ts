import { describe, expect, it } from "vitest";
import { loadFrozenSet, scoreFrozenSet } from "./frozen-set";
import { allowForSetScoring } from "../../testing/frozen-set-floors";

allowForSetScoring();

/**
 * The frozen audit sets (datasets/audit, issue 14), scored with their README's semantics. The
 * issue's targets are recall ≥ 95%, precision ≥ 90% and no faithful answer with a high flag.
 * The floors below sit just under the figures the reader reaches (npm run bench prints them;
 * scripts/bench/frozen-set-errors.ts prints the per-answer errors), so a change that makes it
 * worse fails here. v1 to v19 are all tuned sets: the reader's errors on them were read answer
 * by answer and its mechanisms changed (v2 since the second reader round of issue 14, v3 since
 * the third, v4 since the fourth, v5 since the fifth, v6 since the sixth, v7 since the
 * seventh, v8 since the eighth, v9 since the ninth, v10 since the tenth, v11 since the
 * eleventh, v12 since the twelfth, v13 since the thirteenth, v14 since the fourteenth, v15
 * since the fifteenth, v16 and v17 since the sixteenth, v18 and v19 since the seventeenth), so
 * their figures guard against regressions, not for generality. This file holds v1 to v9;
 * frozen-set-later.test.ts holds v10 to v25, frozen-set-latest.test.ts v26 on.
 * The held-out sets are named in scripts/bench/audit-sets.ts (HELD_OUT_AUDIT_SETS); `npm run
 * bench` prints their aggregate figures when their folders are present. The sets are read, never
 * edited.
 */
/** v3's floors (third reader round; precision raised in the fourth). */
const RECALL_V3 = 0.99;
const PRECISION_V3 = 0.985;

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
    expect(score.highRecall).toBeGreaterThanOrEqual(0.97);
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
    expect(score.recall).toBeGreaterThanOrEqual(0.975); // (97.8% after the sixty-sixth round)
    expect(score.precision).toBeGreaterThanOrEqual(0.98);
    // v2 labels a gap that only shares a denied question's subject (the sandbox adapter source)
    // high where v1 and v3 label it low (v1 F08, F13, S09; v3's judgment calls), and the
    // request-log gap high when a list is only called complete (v2 F15) where v1 and v4 label
    // it low (v1 S19, F04; v4 S02, S14, F26); the reader follows v1, v3 and v4 on the first,
    // and since the sixty-sixth round v2 on the second, as v47, v71 and most later sets label it
    // (gap-status.ts).
    // (75/115 after the third cross-set residual round.)
    expect(score.highRecall).toBeGreaterThanOrEqual(0.695); // (80/115 after the sixty-sixth round)
    expect(score.faithfulWithHigh).toBe(0);
  });
});

describe("the frozen audit set v3 (held out through the second reader round, tuned on in the third)", () => {
  const set = loadFrozenSet("v3");

  it("is the set its README describes", () => {
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(28);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    // Held out after the second reader round: recall 79.0%, precision 78.5%, 2 of 28 faithful
    // answers with a high flag. Read answer by answer and tuned on in the third round
    // (2026-12-01, the reader3 session); the floors below sit just under what it reached.
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(295);
    expect(score.recall).toBeGreaterThanOrEqual(RECALL_V3);
    expect(score.precision).toBeGreaterThanOrEqual(PRECISION_V3);
    expect(score.highRecall).toBeGreaterThanOrEqual(0.97);
    expect(score.faithfulWithHigh).toBe(0);
  });
});

describe("the frozen audit set v4 (held out through the third reader round, tuned on in the fourth)", () => {
  const set = loadFrozenSet("v4");

  it("is the set its README describes", () => {
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(29);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    // Held out through the third reader round: first measured after it at recall 67.5%,
    // precision 82.6%, 7 of 29 faithful answers with a high flag. Read answer by answer and tuned
    // on in the fourth round (2026-12-01, the reader5 session); the floors below sit just under
    // what it reached. Tuned figures: they say nothing of how the reader holds on unseen answers.
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(317);
    expect(score.recall).toBeGreaterThanOrEqual(0.985);
    expect(score.precision).toBeGreaterThanOrEqual(0.99);
    expect(score.highRecall).toBeGreaterThanOrEqual(0.99);
    expect(score.faithfulWithHigh).toBe(0);
  });
});

describe("the frozen audit set v5 (held out through the fourth reader round, tuned on in the fifth)", () => {
  const set = loadFrozenSet("v5");

  it("is the set its README describes", () => {
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(30);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    // Held out through the fourth reader round: first measured after it at recall 67.5%,
    // precision 73.4%, 7 of 30 faithful answers with a high flag. Read answer by answer and tuned
    // on in the fifth round (2026-12-02, the reader6 session); the floors below sit just under
    // what it reached. Tuned figures: they say nothing of how the reader holds on unseen answers.
    // One faithful answer kept a high flag (F19) until 2026-12-04: "Confirmed:" on the sandbox
    // pin, a finding its child stored as verified on a file it did not read in full, which the
    // audit reads as inferred (runtime/contract/unread-provenance) while the set's labels treat
    // it as verified; such a flag is medium since (provenance-severity.ts: the child hedged
    // nothing).
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(209);
    expect(score.recall).toBeGreaterThanOrEqual(0.96);
    expect(score.precision).toBeGreaterThanOrEqual(0.98);
    expect(score.highRecall).toBeGreaterThanOrEqual(0.97); // (71/73 after the sixty-sixth round)
    expect(score.faithfulWithHigh).toBe(0);
  });
});

describe("the frozen audit set v6 (held out through the fifth reader round, tuned on in the sixth)", () => {
  const set = loadFrozenSet("v6");

  it("is the set its README describes", () => {
    expect(set.answers).toHaveLength(68);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(32);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    // Held out through the fifth reader round: first measured after it at recall 89.1%,
    // precision 78.9%, 3 of 32 faithful answers with a high flag, high-severity agreement 49/84.
    // Read answer by answer and tuned on in the sixth round (2026-12-02, the reader7 session);
    // the floors below sit just under what it reached (100.0% / 100.0%, 84/84). Tuned figures:
    // they say nothing of how the reader holds on unseen answers.
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(202);
    expect(score.recall).toBeGreaterThanOrEqual(0.99);
    expect(score.precision).toBeGreaterThanOrEqual(0.99);
    expect(score.highRecall).toBeGreaterThanOrEqual(0.99);
    expect(score.faithfulWithHigh).toBe(0);
  });
});

describe("the frozen audit set v7 (held out through the sixth reader round, tuned on in the seventh)", () => {
  const set = loadFrozenSet("v7");

  it("is the set its README describes", () => {
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(33);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    // Held out through the sixth reader round: first measured before it at recall 87.6%,
    // precision 84.8%, 4 of 33 faithful answers with a high flag, high-severity agreement 43/64,
    // and after it at 87.6% / 85.3% / 4 / 43. Tuned on in the seventh round (2026-12-02, the
    // reader8 session), by structural error class first; the floors below sit just under what it
    // reached (98.4% / 93.8%, 54/64). Tuned figures: they say nothing of how the reader holds on
    // unseen answers. One faithful answer keeps a high flag (F03): "verified in code" on the
    // sandbox pin, the contract's unread-provenance reading (see v5's F19), not a labeled item.
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(185);
    expect(score.recall).toBeGreaterThanOrEqual(0.98);
    expect(score.precision).toBeGreaterThanOrEqual(0.97); // (97.3% after the sixty-eighth round: fewer false flags)
    expect(score.highRecall).toBeGreaterThanOrEqual(0.84);
    expect(score.faithfulWithHigh).toBe(0);
  });
});

describe("the frozen audit set v8 (held out through the sixth and seventh reader rounds, tuned on in the eighth)", () => {
  const set = loadFrozenSet("v8");

  it("is the set its README describes", () => {
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(33);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    // Held out through the sixth and seventh reader rounds: 66.8% / 77.5%, 2 of 33 faithful
    // answers with a high flag, high-severity agreement 43/84 after both. Tuned on in the eighth
    // round (2026-12-02, the reader8 session), by error mechanism, each change kept only when it
    // lowered no other set; the floors below sit just under what it reached (89.9% / 90.9%,
    // 61/84, no faithful answer with a high flag). Tuned figures: they say nothing of how the
    // reader holds on unseen answers. The residuals round (reader12b) took precision to 92.7%;
    // the fifty-third round (round53) to 94.7%.
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(268);
    expect(score.recall).toBeGreaterThanOrEqual(0.935);
    expect(score.precision).toBeGreaterThanOrEqual(0.95); // (95.5% after the sixty-eighth round: fewer false flags)
    expect(score.highRecall).toBeGreaterThanOrEqual(0.745);
    expect(score.faithfulWithHigh).toBe(0);
  });
});

describe("the frozen audit set v9 (held out through the eighth reader round, tuned on in the ninth)", () => {
  const set = loadFrozenSet("v9");

  it("is the set its README describes", () => {
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(33);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    // Held out through the eighth reader round: 81.5% / 73.1% before it, 85.5% / 74.7%, 4 of 33
    // faithful answers with a high flag, high-severity agreement 44/70 after it. Tuned on in the
    // ninth round (2026-12-02, the reader9 session), by error mechanism, each change kept only
    // when it lowered no other set; the floors below sit just under what it reached (90.8% /
    // 89.2%, 49/70, 2 of 33 faithful answers with a high flag). Tuned figures: they say nothing
    // of how the reader holds on unseen answers. The two faithful answers with a high flag (F09,
    // F24) keep it on the sandbox pin called "confirmed" / "verified in code", the contract's
    // unread-provenance reading (see v7's F03), not a labeled item. The residuals round
    // (reader12b) took it to 92.5% / 93.0%, 52/70.
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(173);
    expect(score.recall).toBeGreaterThanOrEqual(0.98); // (98.3% after the sixty-ninth round)
    // (94.3% after the third cross-set residual round; 95.0% after the seventy-third.)
    expect(score.precision).toBeGreaterThanOrEqual(0.945);
    expect(score.highRecall).toBeGreaterThanOrEqual(0.825); // (58/70 after the sixty-sixth round)
    expect(score.faithfulWithHigh).toBe(0);
  });
});
