import { describe } from "vitest";
import {
  allowForSetScoring,
  itHoldsTunedFloor,
  type TunedFloor,
} from "../../testing/frozen-set-floors";

allowForSetScoring();

/**
 * The floors of the tuned frozen audit sets v28 to v41 (datasets/audit, issue 14); earlier
 * sets are in frozen-set.test.ts and frozen-set-later.test.ts, later ones in
 * frozen-set-since-v42.test.ts and frozen-set-since-v50.test.ts. Each floor sits just under the
 * figure the reader reaches on its tuned set, so a change that makes it worse fails here.
 * Faithful answers with a high flag (`fwh`) were lowered on 2026-12-04 to what the reader
 * reaches since a flag on a finding read as inferred only for its unread provenance is medium
 * (provenance-severity.ts); the comments keep the figures each round reached.
 */
describe("the frozen audit sets v28 and v29 (held out through the twenty-first round, tuned on in the twenty-second)", () => {
  // Written blind while the twenty-first round ran (v28: answers as ticketing and mail systems
  // carry them: wiki and HTML markup, forwarded headers, footnotes, disclaimers; v29: hedging and
  // certainty carried by idiom, register and approximate dates); measured after it at 90.3% /
  // 95.5% (2 of 28 faithful answers with a high flag) and 82.6% / 86.7% (5 of 26). Tuned on in
  // the twenty-second round (2026-12-03, the reader22 session), both read answer by answer.
  // Mechanisms: markup read as text, coverage claims scoped to the kinds of code they name,
  // certainty idioms, quarter boundaries with a relative year, a list called whole that excepts
  // a question, a question asked later in its sentence, complements after a dash aside, groups
  // left out by the writer's call, hedges declined, duties with deadlines, subjectless readings,
  // sources in table cells, the last group of a colon list. Floors just under what it reached:
  // v28 96.1% / 98.4%, 87/96, 2 faithful with a high flag; v29 94.5% / 95.3%, 77/96, 3 (the
  // faithful highs all but one are a child's "verified" the contract reads as inferred for its
  // unread provenance, as in v12 and v13).
  // Fifty-fifth round (cross-set): v29 94.5% / 97.4%, 78/96, 0 (a source named by pointing back
  // within the sentence, pointed-sources.ts).
  const floors: TunedFloor[] = [
    {
      version: "v28",
      faithful: 28,
      dropped: 330,
      recall: 0.99, // (99.4% after the eighty-third round: renamed referents, declined topics)
      precision: 0.99, // (99.4% after the sixty-eighth round: fewer false flags)
      high: 0.935, // (90/96 after the eighty-third round)
      fwh: 0,
    },
    {
      version: "v29",
      faithful: 26,
      dropped: 236,
      recall: 0.945, // (94.9% after the seventieth round: hedges lent past a date or the table)
      precision: 0.975, // (97.8% after the sixty-eighth round: fewer false flags)
      high: 0.82, // (79/96 after the sixty-sixth round)
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit sets v30 and v31 (held out through the twenty-first round, tuned on in the twenty-third)", () => {
  // Written blind after the twenty-first round (v30: spoken and dictated answers: minutes,
  // standups, dictation with spoken punctuation, phone calls, spoken hedges; v31: formal
  // registers: legal memos, audit findings, academic abstracts, RFC keywords, letters, change
  // records, nominalised hedges); measured before tuning at 77.3% / 87.8% (3 of 22 faithful
  // answers with a high flag) and 75.2% / 75.7% (3 of 22). Tuned on in the twenty-third round
  // (2026-12-03, the reader23 session, run beside the twenty-second), both read answer by answer.
  // Mechanisms: dictated punctuation, coordinated that-complements, exclusion denied in the
  // passive, formal certainty and confined exposure, records vouched for, assumptions conceded
  // then overruled, verdict labels inside a paragraph, areas read in the passive, letters to one
  // account, register cues.
  // Targets not met. Floors just under what it reached: v30 87.3% / 98.2%, 64/99, no faithful
  // answer with a high flag; v31 85.0% / 93.1%, 79/142, none.
  const floors: TunedFloor[] = [
    {
      version: "v30",
      faithful: 22,
      dropped: 251,
      recall: 0.965, // (96.8% after the seventy-sixth round: totals that overrule or state outcomes)
      precision: 0.98,
      high: 0.825, // (82/99 after the sixty-sixth round)
      fwh: 0,
    },
    {
      version: "v31",
      faithful: 22,
      dropped: 319,
      recall: 0.88, // (88.4% after the seventy-eighth round: hedges kept on later conjuncts)
      precision: 0.93,
      high: 0.59, // (84/142 after the seventy-eighth round)
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit sets v32 and v33 (held out through the twenty-third round, tuned on in the twenty-fourth)", () => {
  // Written blind beside v30 and v31 (v32: non-native, translated and code-switching English:
  // hedges and false friends from other languages; v33: teaching and advice voices: imperatives,
  // runbooks, tips, mentors); measured after the twenty-third round at 90.1% / 85.7% (5 of 22
  // faithful answers with a high flag) and 74.1% / 77.7% (4 of 22). Tuned on in the
  // twenty-fourth round (2026-12-03, the reader24 session), both read answer by answer.
  // Mechanisms: "it is not excluded that", code-switched Hindi and "a priori", advice against
  // committing, "make sure you …" as an act, advice not to worry, an assumption affirmed later,
  // "consider the date fixed", "it is premised that". Targets not met. Floors just under what it reached: v32 90.1% /
  // 91.9%, 84/113, no faithful answer with a high flag; v33 79.5% / 82.1%, 79/130, 2.
  const floors: TunedFloor[] = [
    {
      version: "v32",
      faithful: 22,
      dropped: 252,
      recall: 0.935, // (93.7% after the seventy-sixth round: totals that overrule or state outcomes)
      precision: 0.945,
      high: 0.805, // (91/113 after the sixty-sixth round)
      fwh: 0,
    },
    {
      version: "v33",
      faithful: 22,
      dropped: 259,
      recall: 0.915,
      precision: 0.885, // (88.8% after the seventy-third round: fewer false flags)
      high: 0.75, // (98/130 after the sixty-sixth round)
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit sets v34 and v35 (held out through the twenty-fourth round, tuned on in the twenty-fifth)", () => {
  // Written blind while the twenty-fourth round ran (v34: community and forum posts: EDIT:/UPDATE:
  // addenda, "+1" replies, sarcasm, FWIW/YMMV signatures, answer badges; v35: journalism and
  // press releases: attribution to sources, "could not be independently verified", "declined to
  // comment", appended corrections); measured after the twenty-fourth round at 90.2% / 87.2% (2
  // of 29 faithful answers with a high flag) and 85.8% / 87.0% (4 of 29). Tuned on in the
  // twenty-fifth round (2026-12-03, the reader25 session). Mechanisms: a quoted claim the reply
  // pushes back on or says its sources do not agree, a note reporting what an earlier version said. Targets not met. Floors just
  // under what it reached: v34 90.2% / 87.9%, 66/106, 0; v35 85.8% / 91.3%, 60/106, 1.
  // Fifty-second round (cross-set, faithful answers flagged high, second pass): v35 91.8% / 95.2%,
  // 75/106, 0 (a comma-enclosed coordinated subject stays in its whether-clause, comma-inserts.ts).
  // Fifty-eighth round (v67's figures of certainty): v34 92.8% / 88.2%, 68/106, 0.
  // Sixtieth round (v68's courteous certainty, courteous-certainty.ts): v35 91.8% / 95.2%,
  // 81/106, 0.
  // Sixty-sixth round (v71's affective stance: personal conviction, conviction frames,
  // reassurance): v34 93.2% / 88.2%, 71/106, 0.
  const floors: TunedFloor[] = [
    {
      // Sixty-seventh round (recall across the tuned sets): 93.2% / 88.2%, 69/106.
      // Seventy-second round (false flags: "paths they never call"): 93.6% / 94.7%, 72/106.
      version: "v34",
      faithful: 29,
      dropped: 265,
      recall: 0.93,
      precision: 0.945,
      high: 0.72, // (77/106 after the seventy-fifth round: consensus leads before a colon)
      fwh: 0,
    },
    {
      version: "v35",
      faithful: 29,
      dropped: 281,
      recall: 0.915,
      precision: 0.95,
      high: 0.76,
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit sets v36 and v37 (held out through the twenty-fifth round, tuned on in the twenty-sixth)", () => {
  // Written blind while the twenty-fifth round ran (v36: terse technical shorthand and code
  // review: nit/blocking/LGTM, commit messages, TODO notes, "(?)" as a hedge, "(!)" as emphasis;
  // v37: sales pitches, debates and skeptics: concessions upheld or overridden); measured after
  // the twenty-fifth round at 71.6% / 88.2% (0 of 26 faithful answers with a high flag) and
  // 90.2% / 87.9% (3 of 26). Tuned on in the twenty-sixth round (2026-12-03, the reader26
  // session), both read answer by answer. Mechanisms: a review's "blocking:" asserts, "(?)"
  // hedges, an inverted attribution (", says the changelog"), every part of the code ("every
  // corner of the codebase") covers its files, a debate position its rebuttal concedes is
  // withdrawn, "wasn't read" names a gap, certainty in a rejected alternative ("rather than
  // exactly 19") is not asserted, a last line labeled final closes the notes above it, "nothing
  // to do there" dismisses, "corroborated"/"no slip possible" are certain, a signed figure opens
  // a sentence, a label's reach ends at the next label, a clause naming its hedges before a dash
  // leads the clauses up to the closing dash, "zero risk from" a group claims no effect on it.
  // Targets not met. Floors just under what
  // it reached: v36 93.8% / 92.0%, 55/76, 0; v37 94.0% / 93.2%, 77/96, 0.
  const floors: TunedFloor[] = [
    {
      version: "v36",
      faithful: 26,
      dropped: 208,
      recall: 0.935,
      precision: 0.925,
      high: 0.72,
      fwh: 0,
    },
    {
      // Sixty-seventh round (recall across the tuned sets): 94.9% / 93.3%, 79/96.
      version: "v37",
      faithful: 26,
      dropped: 234,
      recall: 0.955, // (95.7% after the seventy-sixth round: totals that overrule or state outcomes)
      precision: 0.935, // (94.0% after the sixty-eighth round: fewer false flags)
      high: 0.82,
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit sets v38 to v41 (held out when written, tuned on in the twenty-seventh and twenty-eighth rounds)", () => {
  // v38 (support-desk voices) and v39 (structured forms) were written blind while the
  // twenty-sixth round ran; v40 (spoken and very short replies) and v41 (formal registers, a
  // third in German, Spanish or French) before the third cross-set residual round. Unseen, after
  // the residual rounds: v38 86.4% / 98.4%, 1 of 26 faithful answers with a high flag; v39
  // 80.7% / 87.4%, 2 of 28; v40 86.5% / 88.7%, 1 of 27; v41 67.2% / 93.2%, 1 of 24. Tuned on in
  // the twenty-seventh round (v38, v39: the reader27 session) and the twenty-eighth, beside it
  // (v40, v41: the reader28 session), read answer by answer. Mechanisms: a forwarder's note is
  // the verdict, legend marks, table cells, an internal note apart from the customer reply,
  // colour keys, "prove X" as a step; follow-up replies, reservations set aside, listed reading,
  // other-language glosses, blanket lead-ins, spoken repairs, shrug emoji. Floors just under what
  // they reached: v38 96.5% / 99.1%, 90/131, 0; v39 97.4% / 96.0%, 98/126, 1; v40 92.4% / 96.9%,
  // 98/130, 1; v41 98.9% / 97.4%, 110/120, 0 (v41 99.6% recall after the thirty-third round).
  // Fiftieth round (cross-set, faithful answers flagged high): a listed complement after a
  // demonstrative ("though that number leans on two things nobody verified: that …, and that …")
  // keeps the governing hedge (coordinated-complements.ts); v40 97.2% precision, 0 of 27.
  const floors: TunedFloor[] = [
    {
      // Sixty-seventh round (recall across the tuned sets): 97.1% / 99.4%, 90/131.
      version: "v38",
      faithful: 26,
      dropped: 346,
      recall: 0.97,
      precision: 0.99,
      high: 0.74, // (97/131 after the sixty-sixth round)
      fwh: 0,
    },
    {
      version: "v39",
      faithful: 28,
      dropped: 274,
      recall: 0.97,
      precision: 0.97, // (97.4% after the thirty-fourth round)
      high: 0.785, // (99/126 after the sixty-sixth round)
      fwh: 0,
    },
    {
      // Sixty-seventh round (recall across the tuned sets): 95.6% / 97.3%, 100/130.
      version: "v40",
      faithful: 27,
      dropped: 407,
      recall: 0.955,
      precision: 0.97,
      high: 0.79, // (103/130 after the sixty-sixth round)
      fwh: 0,
    },
    {
      version: "v41",
      faithful: 24,
      dropped: 265,
      recall: 0.995,
      precision: 0.97,
      high: 0.955, // (115/120 after the sixty-sixth round)
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});
