import { describe, expect, it } from "vitest";
import { loadFrozenSet, scoreFrozenSet } from "./frozen-set";
import {
  allowForSetScoring,
  itHoldsTunedFloor,
  type TunedFloor,
} from "../../testing/frozen-set-floors";

allowForSetScoring();

/**
 * The floors of the later tuned frozen audit sets, v10 to v27 (datasets/audit, issue 14); v1 to
 * v9 and the semantics of the floors are in frozen-set.test.ts, v28 on in
 * frozen-set-latest.test.ts. Each floor sits just under the figure the reader reaches on its
 * tuned set, so a change that makes it worse fails here (v26 and v27 moved here from
 * frozen-set-latest.test.ts in the thirty-third round; their `fwh` note is there).
 */
describe("the frozen audit set v10 (held out through the ninth reader round, tuned on in the tenth)", () => {
  const set = loadFrozenSet("v10");

  it("is the set its README describes", () => {
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(32);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    // Held out through the ninth reader round: 93.0% / 87.1%, 3 of 32 faithful answers with a
    // high flag, high-severity agreement 64/137 after it. Tuned on in the tenth round
    // (2026-12-02, the reader10 session), by error mechanism, each change kept only when it
    // lowered no other set; the floors below sit just under what it reached (97.3% / 99.0%,
    // 97/137, no faithful answer with a high flag). Tuned figures: they say nothing of how the
    // reader holds on unseen answers.
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(299);
    // (98.7% after the eighty-second round: a clipped year, "March '27", and "the final day of" a
    // quarter read as the changelog's date.)
    expect(score.recall).toBeGreaterThanOrEqual(0.985);
    // (99.3% after the residuals round, reader12b.)
    expect(score.precision).toBeGreaterThanOrEqual(0.99);
    // (102/137 after the third cross-set residual round.)
    expect(score.highRecall).toBeGreaterThanOrEqual(0.75); // (103/137 after the sixty-sixth round)
    expect(score.faithfulWithHigh).toBe(0);
  });
});

describe("the frozen audit set v11 (held out through the ninth reader round, tuned on in the eleventh)", () => {
  const set = loadFrozenSet("v11");

  it("is the set its WRITTEN.md describes", () => {
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(24);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    // Written blind and first measured after the ninth round: 77.9% / 73.6%, 8 of 24 faithful
    // answers with a high flag, high-severity agreement 39/89. Tuned on in the eleventh round
    // (2026-12-02, the reader11 session), by error class, each change kept only when it lowered
    // no other set; the floors below sit just under what it reached (97.5% / 96.0%, 85/89, no
    // faithful answer with a high flag). Tuned figures: they say nothing of how the reader holds
    // on unseen answers.
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(244);
    expect(score.recall).toBeGreaterThanOrEqual(0.97);
    expect(score.precision).toBeGreaterThanOrEqual(0.975); // (97.6% after the sixty-eighth round: fewer false flags)
    expect(score.highRecall).toBeGreaterThanOrEqual(0.95);
    expect(score.faithfulWithHigh).toBe(0);
  });
});

describe("the frozen audit set v12 (held out through the tenth and eleventh reader rounds, tuned on in the twelfth)", () => {
  const set = loadFrozenSet("v12");

  it("is the set its WRITTEN.md describes", () => {
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(24);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    // Written blind and measured once after the eleventh round: 93.7% / 92.6%, 4 of 24 faithful
    // answers with a high flag, high-severity agreement 65/100. Tuned on in the twelfth round
    // (2026-12-02, the reader12 session), by error class, each change kept only when it lowered
    // no other set; the floors below sit just under what it reached (98.5% / 98.2%, 76/100).
    // One faithful answer keeps a high flag (F15: "[sandbox-researcher F1 · verified]" on the
    // sandbox pin, the contract's unread-provenance reading, as v7's F03 and v9's F09/F24).
    // Tuned figures: they say nothing of how the reader holds on unseen answers.
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(332);
    expect(score.recall).toBeGreaterThanOrEqual(0.98);
    expect(score.precision).toBeGreaterThanOrEqual(0.975);
    expect(score.highRecall).toBeGreaterThanOrEqual(0.74);
    expect(score.faithfulWithHigh).toBeLessThanOrEqual(1);
  });
});

describe("the frozen audit set v13 (held out through the twelfth reader round, tuned on in the thirteenth)", () => {
  const set = loadFrozenSet("v13");

  it("is the set its WRITTEN.md describes", () => {
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(29);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    // Written blind and measured once after the twelfth round: 89.6% / 92.6%, 3 of 29 faithful
    // answers with a high flag, high-severity agreement 59/96. Tuned on in the thirteenth round
    // (2026-12-02, the reader13 session), by error class, each change kept only when it lowered
    // no other set; the floors below sit just under what it reached (91.6% / 93.4%, 64/96).
    // One faithful answer keeps a high flag (F03: "sandbox-researcher confirmed" the sandbox
    // pin that child inferred; the labels leave that item out).
    // Tuned figures: they say nothing of how the reader holds on unseen answers.
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(308);
    expect(score.recall).toBeGreaterThanOrEqual(0.935); // (93.5% after the seventieth round: hedges lent past a date or the table)
    // (96.0% after the third cross-set residual round.)
    expect(score.precision).toBeGreaterThanOrEqual(0.955);
    expect(score.highRecall).toBeGreaterThanOrEqual(0.7);
    expect(score.faithfulWithHigh).toBeLessThanOrEqual(1);
  });
});

describe("the frozen audit set v14 (held out through the thirteenth reader round, tuned on in the fourteenth)", () => {
  const set = loadFrozenSet("v14");

  it("is the set its WRITTEN.md describes", () => {
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(30);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    // Written blind and measured once after the thirteenth round: 90.3% / 90.5%, 1 of 30
    // faithful answers with a high flag, high-severity agreement 61/112. Tuned on in the
    // fourteenth round (2026-12-02, the reader14 session), by error class, each change kept only
    // when it lowered no other set; the floors below sit just under what it reached (93.6% /
    // 95.1%, 74/112, no faithful answer with a high flag). v14 labels a bare "per the table" /
    // "according to the table" as carrying the table assumption where v2, v3, v5 and v6 label
    // it a source only; the reader keeps v2's rule (record-attribution.ts), so those stay false.
    // Tuned figures: they say nothing of how the reader holds on unseen answers.
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(329);
    expect(score.recall).toBeGreaterThanOrEqual(0.985); // (98.8% after the seventy-sixth round)
    expect(score.precision).toBeGreaterThanOrEqual(0.96);
    // (81/112 after the third cross-set residual round; 85/112 after the fifty-first round's
    // certainty words and leading contrasts, certainty-idioms.ts and contrast-leads.ts; 87/112
    // after the sixty-sixth round's personal conviction and conviction frames.)
    expect(score.highRecall).toBeGreaterThanOrEqual(0.775);
    expect(score.faithfulWithHigh).toBe(0);
  });
});

describe("the frozen audit set v15 (held out through the thirteenth reader round, tuned on in the fifteenth)", () => {
  const set = loadFrozenSet("v15");

  it("is the set its WRITTEN.md describes", () => {
    expect(set.answers).toHaveLength(64);
    expect(set.answers.filter((answer) => answer.faithful)).toHaveLength(25);
  });

  it("the free-text reader holds its measured recall, precision and high-severity agreement", () => {
    // Written blind to imitate many deployed models' voices and measured once after the
    // thirteenth round: 72.7% / 81.8%, 0 of 25 faithful answers with a high flag, high-severity
    // agreement 61/108. Tuned on in the fifteenth round (2026-12-02, the reader15 session), by
    // error class (everyday idiom classes, dates in words and quarter bounds, certain totals over
    // hedged parts, "the rest" of no effect, groups folded into the others' outcome, sentence-wide
    // scope, coverage in the answer's own voice, a record called the truth), each change kept
    // only when it lowered no other set; the floors below sit just under what it reached
    // (86.6% / 97.8%, 89/108). Tuned figures: they say nothing of how the reader holds on unseen
    // answers.
    const score = scoreFrozenSet(set);
    expect(score.counts.dropped).toBe(253);
    expect(score.recall).toBeGreaterThanOrEqual(0.86);
    expect(score.precision).toBeGreaterThanOrEqual(0.97);
    expect(score.highRecall).toBeGreaterThanOrEqual(0.85); // (92/108 after the sixty-sixth round)
    expect(score.faithfulWithHigh).toBe(0);
  });
});

describe("the frozen audit sets v16 and v17 (held out through the fourteenth and fifteenth rounds, tuned on in the sixteenth)", () => {
  // Written blind while the fourteenth and fifteenth rounds ran; measured after them at 72.7% /
  // 86.0% (2 of 26 faithful answers with a high flag) and 69.1% / 74.3% (4 of 25). Tuned on in
  // the sixteenth round (2026-12-02, the reader16 session): v16's errors read answer by answer,
  // v17 read in aggregate only, a change kept only when v17 got no worse. Mechanisms: open
  // questions decided from all the clauses on their group (a total counting the group in, a group
  // named only in flat finding statements, an open clause pointing back), blanket disclaimers,
  // inherited certainty over a source's report. Floors just under what it reached: v16 82.9% /
  // 90.6%, 58/83, 1 faithful with a high flag; v17 70.4% / 74.7%, 73/151, 4 (raised after the
  // seventeenth round: v16 precision 91.6%, v17 71.0% / 76.4%, 74/151, 3).
  // Fifty-second round (cross-set, faithful answers flagged high, second pass): v17 82.2% / 82.7%,
  // 79/151, 1 (a glossary's entries define words and settle no question, glossary-entries.ts).
  const floors: TunedFloor[] = [
    {
      // Eighty-fourth round (modality, tense and aspect, tuned on v79): 92.8% / 95.9%, 70/83.
      version: "v16",
      faithful: 26,
      dropped: 304,
      recall: 0.925,
      precision: 0.958, // (95.9% after the seventy-seventh round: a condition's lead-in words)
      high: 0.84,
      fwh: 0,
    },
    {
      // Sixty-seventh round (recall across the tuned sets): 82.5% / 82.7%, 80/151.
      // Seventy-second round ("the rows were all checked" quantifies the rows, not the code):
      // 82.5% / 83.3%, 84/151, no faithful answer with a high flag (S14 had one).
      // Seventy-ninth round ("nothing else anywhere in the codebase points at v2"): 83.8% /
      // 83.5%, 88/151.
      // Eighty-fourth round (modality, tense and aspect, tuned on v79): 84.4% / 83.6%, 90/151.
      version: "v17",
      faithful: 25,
      dropped: 314,
      recall: 0.84,
      precision: 0.835,
      high: 0.595, // (85/151 after the seventy-fourth round, 88/151 after the seventy-ninth)
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit sets v18 and v19 (held out through the sixteenth round, tuned on in the seventeenth)", () => {
  // Written blind by two writers while the sixteenth round ran; measured after it at 84.2% /
  // 90.8% (3 of 24 faithful answers with a high flag) and 79.3% / 92.8% (1 of 25). Tuned on in
  // the seventeenth round (2026-12-03, the reader17 session): both read answer by answer.
  // Mechanisms: claimed readings of the whole code in more forms, groups named beside the
  // evidence that would settle them, distributive and plural pointers, approximations, "the only
  // open item", certainty reaching back (rating lines, "the date", a progressive marked as
  // actual), labels that are clauses or one word over bullets. Floors just under what it reached:
  // v18 94.7% / 97.1%, 88/93, 0 faithful with a high flag; v19 96.1% / 94.5%, 136/150, 0.
  const floors: TunedFloor[] = [
    {
      version: "v18",
      faithful: 24,
      dropped: 247,
      recall: 0.975,
      precision: 0.975,
      high: 0.94,
      fwh: 0,
    },
    {
      // Sixty-seventh round (recall across the tuned sets): 96.6% / 95.6%, 138/150.
      version: "v19",
      faithful: 25,
      dropped: 357,
      recall: 0.965,
      precision: 0.955, // (95.8% after the sixty-eighth round: fewer false flags)
      high: 0.935, // (141/150 after the sixty-sixth round: "we're confident" before its claim)
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit sets v20 and v21 (held out through the seventeenth round, tuned on in the eighteenth)", () => {
  // Written blind by two writers while the seventeenth round ran; measured after it at 91.5% /
  // 92.9% (1 of 25 faithful answers with a high flag) and 81.5% / 95.3% (1 of 24). Tuned on in
  // the eighteenth round (2026-12-03, the reader18 session): both read answer by answer.
  // Mechanisms: a short question followed by its answer is that answer's heading (FAQ layouts),
  // a passive "hit" and a verbless "… too, since …" or "count … in too" share an outcome, a
  // negative subject denies a proof verb ("nothing else backs the date"), a question quoted to end
  // its clause asks it, a sentence may open with "~", a folder named inside a coverage phrase is
  // its place, groups listed after a dash take their sentence's outcome, "but in practice they …"
  // answers the question its pronoun points at. Floors just under what
  // it reached: v20 92.2% / 97.1%, 61/87, 0 faithful with a high flag; v21 91.8% / 96.1%,
  // 78/139, 0. Fifty-ninth round (everything read spelled out after a colon): v21 high 80/139.
  const floors: TunedFloor[] = [
    {
      // Sixty-seventh round (recall across the tuned sets): 97.7% / 98.1%, 64/87.
      version: "v20",
      faithful: 25,
      dropped: 258,
      recall: 0.975,
      precision: 0.975,
      high: 0.735,
      fwh: 0,
    },
    {
      version: "v21",
      faithful: 24,
      dropped: 400,
      // (93.0% after the eighty-second round: "the 3 fallback ones" states the fallback finding,
      // "when March '27 closes" the changelog's date.)
      recall: 0.925,
      precision: 0.965,
      high: 0.57,
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit sets v22 and v23 (held out through the eighteenth round, tuned on in the nineteenth)", () => {
  // Written blind by two writers while the eighteenth round ran (v22: answers a manager
  // forwards; v23: answers that reason out loud); measured after it at 81.3% / 86.3% (1 of 25
  // faithful answers with a high flag) and 60.8% / 71.3% (0 of 22). Tuned on in the nineteenth
  // round (2026-12-03, the reader19 session): both read answer by answer. Mechanisms: a verdict
  // (summary, conclusion, bottom line, "In conclusion, …") that closes the list contradicts a
  // question the body keeps open, an extent called closed ("fully mapped", "contained") closes the
  // list, "all the affected merchants" names a set, evidence still to arrive keeps a question
  // open, impersonal certainty ("it was determined that"), an outcome found in the answer's own
  // evidence ("per our log analysis"), "need no special handling", a question replied to at once,
  // a condition over everything below naming one premise, a dash-final condition. Floors just
  // under what it reached: v22 92.4% / 94.8%, 83/142, 0 faithful with a high flag; v23 75.5% /
  // 78.2%, 82/128, 0.
  const floors: TunedFloor[] = [
    {
      version: "v22",
      faithful: 25,
      dropped: 434,
      recall: 0.955, // (95.6% after the sixty-ninth round)
      precision: 0.955, // (95.6% after the sixty-eighth round: fewer false flags)
      high: 0.73, // (104/142 after the sixty-ninth round)
      fwh: 0,
    },
    {
      version: "v23",
      faithful: 22,
      dropped: 237,
      recall: 0.795, // (79.7% after the seventieth round: hedges lent past a date or the table)
      precision: 0.805,
      high: 0.65,
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit sets v24 and v25 (held out through the nineteenth round, tuned on in the twentieth)", () => {
  // Written blind by two writers while the nineteenth round ran (v24: answers that evolve and
  // quote: update logs, EDIT and Correction lines, ">" quoting, "+1 except", strikethrough,
  // second-language English; v25: structured output: YAML, JSON, TOML, CSV, key: value records,
  // checklists, scorecards, risk matrices, code with comments); measured after it at 79.9% / 86.6%
  // (3 of 26 faithful answers with a high flag) and 74.5% / 81.8% (3 of 25). Tuned on in the
  // twentieth round (2026-12-03, the reader20 session): both read answer by answer. Mechanisms:
  // log entries a later one supersedes or names and withdraws, quotes the reply overrides, a
  // closing verdict that takes back the material above it, a correction that speaks last,
  // learner's-English certainty ("this is sure", "have verify", "by provider changelog"), a
  // config's comment lines and TODOs, a comment after code, empty checklist boxes before a check,
  // coverage as a metric ("adapters read: 100%"), ratings on a declared scale or column, record
  // lines sharing their group, wrapped parentheses, certainty lent to "everything else", a group
  // given no action or a zero count, a part restated firmly since. Floors just under what it
  // reached: v24 95.4% / 97.6%, 77/108, 0 faithful with a high flag; v25 95.8% / 92.5%, 108/152,
  // 0.
  const floors: TunedFloor[] = [
    {
      version: "v24",
      faithful: 26,
      dropped: 259,
      recall: 0.95,
      precision: 0.985,
      high: 0.71,
      fwh: 0,
    },
    {
      version: "v25",
      faithful: 25,
      dropped: 361,
      recall: 0.965,
      precision: 0.925,
      high: 0.74, // (113/152 after the sixty-sixth round)
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit sets v26 and v27 (held out through the twentieth round, tuned on in the twenty-first)", () => {
  // Written blind while the twentieth round ran (v26: other products' research agents:
  // citations, calibrated probabilities, confidence scores, evidence-strength tags; v27: chat and
  // operations voices: message bursts, SQL and log blocks, runbooks, incident templates); measured
  // after it at 69.4% / 69.4% (3 of 23 faithful answers with a high flag) and 82.3% / 93.9% (3 of
  // 28). Tuned on in the twenty-first round (2026-12-03, the reader21 session), both read answer
  // by answer. Mechanisms: calibrated probabilities (below 0.95 a hedge), trailing ratings,
  // unrated slots, a source's awaited word, "can be left as they are", overriding concessions, a
  // chat message retracting a hedge word, SQL statements as queries, pointed inferences. Targets
  // not met. Floors just under what it reached: v26 84.7% / 82.6%, 62/108, 2 faithful with a high
  // flag; v27 84.2% / 98.2%, 79/128, 1.
  const floors: TunedFloor[] = [
    {
      version: "v26",
      faithful: 23,
      dropped: 235,
      recall: 0.9,
      precision: 0.845, // (84.4% after the thirty-fourth round)
      high: 0.73, // (79/108 after the sixty-sixth round)
      fwh: 0,
    },
    {
      version: "v27",
      faithful: 28,
      dropped: 317,
      recall: 0.93, // (93.4% after the seventy-eighth round: hedges kept on later conjuncts)
      precision: 0.98,
      high: 0.7, // (90/128 after the sixty-sixth round)
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});
