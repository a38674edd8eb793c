import { describe } from "vitest";
import {
  allowForSetScoring,
  itHoldsTunedFloor,
  type TunedFloor,
} from "../../testing/frozen-set-floors";

allowForSetScoring();

/**
 * The floors of the tuned frozen audit sets v42 to v49 (datasets/audit, issue 14); v28 to v41
 * are in frozen-set-latest.test.ts, later sets in frozen-set-since-v50.test.ts. Each floor sits
 * just under the figure the reader reaches on its tuned set, so a change that makes it worse
 * fails here. Faithful answers with a high flag (`fwh`) were lowered on 2026-12-04 to what the
 * reader reaches since a flag on a finding read as inferred only for its unread provenance is
 * medium (provenance-severity.ts); the comments keep the figures each round reached.
 */
describe("the frozen audit sets v42 to v45 (held out when written, tuned on in the twenty-ninth and thirtieth rounds)", () => {
  // v42 (quantitative and scientific voices) and v43 (operational plans: runbooks, timelines,
  // RACI, go/no-go gates) were written blind while the twenty-seventh and twenty-eighth rounds
  // ran; v44 (degraded model output: repeats, contradictions, cut-offs, drafts above a final
  // answer, leftover JSON) and v45 (question-shaped and dialogic answers: FAQs, Q/A lists,
  // interviews, verdict grids) after them. Unseen: v42 88.9% / 94.1%, 1 of 25 faithful answers
  // with a high flag; v43 80.6% / 81.9%, 3 of 24; v44 73.3% / 78.1%, 4 of 24; v45 74.4% /
  // 85.8%, 2 of 24. Tuned on in the twenty-ninth round (v42, v43: the reader29 session) and the
  // thirtieth, beside it (v44, v45: the round30 session), read answer by answer, merged with the
  // fourth cross-set residual round. Mechanisms: "in case", unticked checks, dates credited by a
  // possessive, reading scoped to the files named, star and dash ratings, exact figures ("± 0");
  // a final answer supersedes the draft above it, correction openers, declined topics, boolean
  // fields, question headings joined to their answers, cut-off list items. Floors just under
  // what they reached: v42 95.6% / 98.1%, 78/114, 0; v43 95.6% / 93.4%, 71/114, 0; v44 93.4% /
  // 91.7%, 70/85, 1; v45 89.7% / 90.2%, 68/100, 0. v43 reached 73/114 in the fifty-first round
  // (2026-12-05, the round51 session: certainty words and flat leading contrasts,
  // certainty-idioms.ts and contrast-leads.ts); its high floor was raised to match. v42 reached
  // 96.7% / 98.1%, 85/114 in the sixty-fourth round (2026-12-05, the round64 session: coverage
  // merged into the whole code, union-coverage.ts); its recall and high floors were raised. v44
  // reached 92.5% precision in the same round ("but only while" as a condition, clause-roles.ts);
  // its precision floor was raised. v42 reached 97.0% / 98.1%, 99/114 in the sixty-sixth round
  // (2026-12-05, the round66 session: v71's personal conviction and conviction frames, the gap
  // behind a question closed by a list called complete); its recall and high floors were raised.
  const floors: TunedFloor[] = [
    {
      version: "v42",
      faithful: 25,
      dropped: 270,
      recall: 0.968,
      precision: 0.98, // (98.5% after the sixty-eighth round: fewer false flags)
      high: 0.865, // (99/114 after the sixty-sixth round)
      fwh: 0,
    },
    {
      version: "v43",
      faithful: 24,
      dropped: 252,
      recall: 0.96, // (96.0% after the seventieth round: hedges lent past a date or the table)
      precision: 0.93,
      high: 0.645, // (74/114 after the sixty-sixth round)
      fwh: 0,
    },
    {
      // Sixty-seventh round (recall across the tuned sets): 95.2% / 92.5%, 73/85.
      version: "v44",
      faithful: 24,
      dropped: 273,
      // (96.0% after the seventy-sixth round: totals that overrule or state outcomes; 96.3% and
      // 78/85 after the eighty-second: a count of "ones" states its group's finding.)
      recall: 0.96,
      precision: 0.92,
      high: 0.915, // (75/85 after the sixty-sixth round)
      fwh: 0,
    },
    {
      version: "v45",
      faithful: 24,
      dropped: 195,
      recall: 0.895,
      precision: 0.92, // (92.2% after the sixty-eighth round: fewer false flags)
      high: 0.685, // (69/100 after the sixty-sixth round)
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit sets v46 and v47 (held out when written, tuned on in the thirty-first round)", () => {
  // v46 (scenario and conditional reasoning: if/then branches, best and worst cases, decision
  // trees, contingency plans) and v47 (critical and evaluative voices: the parent grading,
  // doubting or overruling its children) were written blind while the twenty-ninth, thirtieth
  // and fourth residual rounds ran. Unseen after those rounds: v46 76.4% / 74.6%, 6 of 24
  // faithful answers with a high flag; v47 73.3% / 84.2%, 4 of 24. Tuned on in the thirty-first
  // round (2026-12-04, the round31 session), read answer by answer, merged with the fifth
  // cross-set residual round and the medium severity of provenance-lowered findings.
  // Mechanisms: labelled cases and what-if grids as conditions, hedges judged excessive
  // contradicted, a branch chosen as the answer setting the others aside, conditions on the
  // asking or the scope. Floors just under what they reached: v46 84.6% / 91.2%, 59/98, 0; v47
  // 84.0% / 94.8%, 65/114, 0.
  // Fifty-second round (cross-set, faithful answers flagged high, second pass): v46 84.6% / 91.7%,
  // 59/98, 0 (one false flag fewer, through this round's mechanisms).
  const floors: TunedFloor[] = [
    {
      version: "v46",
      faithful: 24,
      dropped: 208,
      recall: 0.85, // (85.1% after the seventy-fourth round)
      precision: 0.925, // (92.6% after the seventy-fifth round: premises spelled out after a dash)
      high: 0.65, // (64/98 after the seventy-fourth round)
      fwh: 0,
    },
    {
      version: "v47",
      faithful: 24,
      dropped: 262,
      recall: 0.835,
      precision: 0.945,
      high: 0.665, // (76/114 after the sixty-sixth round)
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit sets v48 and v49 (held out when written, tuned on in the thirty-second round)", () => {
  // v48 (annotated, cited and quoting answers: reference marks, footnotes, source lists, quotes
  // glossed by the parent) and v49 (chronological narratives and timelines) were written blind
  // while the thirty-first round ran. Unseen after it (and the medium severity of
  // provenance-lowered findings): v48 90.2% / 95.3%, 0 of 26 faithful answers with a high flag;
  // v49 87.1% / 95.0%, 0 of 24. Tuned on in the thirty-second round (2026-12-04, the round32
  // session), read answer by answer. Mechanisms: lists called complete in new wordings ("nothing
  // else reaches v2", "zero v2 traffic left", "that's the list"), an unread file said to agree
  // with what was read, a hedge told as borne out or disowned. Floors just under what they
  // reached: v48 93.5% / 95.4%, 66/98, 0; v49 95.4% / 95.4%, 114/149, 0.
  // Fifty-seventh round (cross-set): v49 95.4% / 95.4%, 116/149, 0 (a list called complete by a
  // figure or the next ordinal, figurative-completeness.ts).
  const floors: TunedFloor[] = [
    {
      version: "v48",
      faithful: 26,
      dropped: 246,
      recall: 0.93,
      precision: 0.96, // (96.2% after the sixty-eighth round: fewer false flags)
      high: 0.74, // (72/98 after the seventy-first round; 73/98 after the seventy-fifth)
      fwh: 0,
    },
    {
      version: "v49",
      faithful: 24,
      dropped: 325,
      recall: 0.96, // (96.6% after the eighty-third round: renamed referents, declined topics)
      precision: 0.98, // (98.4% after the sixty-eighth round: fewer false flags)
      high: 0.815, // (122/149 after the eighty-third round)
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});
