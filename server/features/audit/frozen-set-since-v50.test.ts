import { describe } from "vitest";
import {
  allowForSetScoring,
  itHoldsTunedFloor,
  type TunedFloor,
} from "../../testing/frozen-set-floors";

allowForSetScoring();

/**
 * The floors of the tuned frozen audit sets from v50 on (datasets/audit, issue 14); earlier sets
 * are in frozen-set.test.ts, frozen-set-later.test.ts, frozen-set-latest.test.ts and
 * frozen-set-since-v42.test.ts. Each floor sits just under the figure the reader reaches on its
 * tuned set, so a change that makes it worse fails here; the comments keep the figures each round
 * reached.
 */
describe("the frozen audit sets v50 and v51 (held out when written, tuned on in the thirty-third round)", () => {
  // v50 (legal, compliance and risk-management language: risk registers, audit findings in
  // condition / criteria / cause / effect form, representations, disclaimers, attestations) and
  // v51 (rhetorical figures: irony, litotes, understatement, hyperbole, rhetorical questions,
  // metaphors, betting talk) were written blind while the thirty-second round ran. Unseen after
  // it: v50 83.3% / 92.5%, 2 of 28 faithful answers with a high flag; v51 71.6% / 87.7%, 4 of 30.
  // Tuned on in the thirty-third round (2026-12-04, the round33 session), read answer by answer.
  // Mechanisms: a record said to govern, credits in a list, betting odds and stakes, ironic
  // impossibilities, search metaphors, groups called no factor, sweeping denials as replies,
  // legal conditions and declines, an audit finding's Condition field, "going by", listed
  // reading in more shapes, "also" restating a finding, "no way X isn't". Floors just under
  // what they reached: v50 91.0% / 97.6%, 60/132, 1; v51 92.8% / 97.2%, 137/213, 1.
  // Fifty-second round (cross-set, faithful answers flagged high, second pass): v50 91.3% / 97.6%,
  // 60/132, 1 (one drop more caught, through this round's mechanisms); v51 92.8% / 98.0%,
  // 137/213, 0 (an appositive inside a condition keeps the condition to its verb,
  // comma-inserts.ts).
  // Fifty-fifth round (cross-set): v51 92.8% / 98.6%, 137/213, 0 (a date disowned and given to its
  // source within the sentence, pointed-sources.ts).
  // Sixty-second round (v69's plain language): v50 91.3% / 97.9%, 60/132, 1 (one false flag fewer).
  const floors: TunedFloor[] = [
    {
      version: "v50",
      faithful: 28,
      dropped: 312,
      recall: 0.91,
      precision: 0.977,
      high: 0.515, // (68/132 after the sixty-sixth round)
      fwh: 1,
    },
    {
      // Sixty-seventh round (recall across the tuned sets): 95.8% / 98.6%, 137/213.
      version: "v51",
      faithful: 30,
      dropped: 377,
      recall: 0.965, // (96.6% after the seventy-fourth round)
      precision: 0.985,
      high: 0.65, // (139/213 after the seventy-fourth round)
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit sets v52 and v53 (held out when written, tuned on in the thirty-fourth round)", () => {
  // v52 (intelligence-analysis and risk-rating language: estimative words, confidence tags and
  // scores, red/amber/green boards, key-assumptions checks, information-gaps sections, source
  // grades) and v53 (self-corrections and revisions: "Correction:", struck words, drafts and
  // their revisions, a colleague's draft quoted to correct or endorse it, hedges added in a P.S.
  // or withdrawn) were written blind while the thirty-second round ran. Unseen after it: v52
  // 65.3% / 66.9%, 9 of 29 faithful answers with a high flag; v53 82.5% / 81.4%, 7 of 30. Tuned
  // on in the thirty-fourth round (2026-12-04, the round34 session, beside the thirty-third),
  // read answer by answer. Mechanisms: bare ratings under a declared scale and a table's rating
  // column (estimative-ratings.ts, rated-table-rows.ts), RAG statuses without a legend, caveats
  // listed then overruled, quoted wordings and earlier passes a revision sets aside, certainty
  // withdrawn by a correction, a hedge denied outright. Floors just under what they reached: v52
  // 76.6% / 88.4%, 70/128, 3; v53 89.7% / 87.0%, 71/134, 3.
  // Fiftieth round (cross-set, faithful answers flagged high): a long clause that counts its
  // premises before a dash ("19 is the floor we can defend today, on two premises — …") leads
  // the dashed list (colon-lead-lists.ts); v53 88.3% precision, 2 of 30.
  // Sixty-first round (faithful answers flagged high): an interrogative after a short label;
  // v52 89.2%, 2 of 29.
  // Sixty-third round (recall across the tuned sets): caveats named then dismissed as a whole
  // (rejected-hedges.ts); v52 78.6% / 89.4%, 75/128, 2.
  const floors: TunedFloor[] = [
    {
      // Sixty-seventh round (recall across the tuned sets): 83.1% / 90.0%, 76/128.
      version: "v52",
      faithful: 29,
      dropped: 248,
      recall: 0.835, // (83.9% after the seventy-sixth round: totals that overrule or state outcomes)
      precision: 0.905, // (90.7% after the seventy-seventh round)
      high: 0.615, // (79/128 after the sixty-sixth round)
      fwh: 1, // (S13's high flag gone in the seventy-seventh round: a condition's lead-in words)
    },
    {
      version: "v53",
      faithful: 30,
      dropped: 223,
      recall: 0.89,
      precision: 0.92, // (92.3% after the seventy-seventh round: a child's name is no group)
      high: 0.555, // (75/134 after the sixty-sixth round)
      fwh: 1,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit set v54 (held out when written, tuned on in the thirty-fifth round)", () => {
  // v54 (where qualifiers sit and how far they reach: blanket disclaimers up front or at the
  // end, parenthetical and bracketed asides, dashes, relative clauses and appositives, a lead-in
  // over a list or a hedge in one bullet, hedging and certainty headings, table captions,
  // exemptions from a blanket) was written blind while the thirty-fourth round ran. Unseen
  // after it: 75.4% / 83.8%, 1 of 30 faithful answers with a high flag. Tuned on in the
  // thirty-fifth round (2026-12-04, the round35 session, beside the thirty-sixth on v55), read
  // answer by answer. Mechanisms: bare certainty headings ("Confirmed", "Certainly:", "What we
  // know") over a line's own-words source, a total filed as certain leaving a part filed as
  // hedged, a blanket status over the whole answer, exemptions from it (in their own sentence
  // or cut from the blanket's), a hedge conceded in a subordinate clause and overruled by its
  // main clause. Floors just under what it reached: 82.4% / 91.2%, 100/146, 0.
  const floors: TunedFloor[] = [
    {
      // Sixty-seventh round (recall across the tuned sets): 86.4% / 91.5%, 100/146.
      version: "v54",
      faithful: 30,
      dropped: 301,
      recall: 0.865, // (86.7% after the seventieth round: hedges lent past a date or the table)
      precision: 0.92, // (92.3% after the eighty-third round: renamed referents)
      high: 0.715, // (105/146 after the seventy-first round)
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit set v55 (held out when written, tuned on in the thirty-sixth round)", () => {
  // v55 (comparisons, rankings and bounds: comparisons between groups, children, sources or
  // scenarios, rankings by confidence or exposure, comparatives and superlatives, lower and upper
  // bounds and ranges, best / most likely / worst case) was written blind while the
  // thirty-fourth round ran. Unseen after it: 71.3% / 83.1%, 2 of 31 faithful answers with a
  // high flag. Tuned on in the thirty-sixth round (2026-12-04, the round36 session, beside the
  // thirty-fifth on v54), read answer by answer. Mechanisms: a ceiling on the count as a
  // completeness claim unless confined to a source's view or topping a range (count-ceilings.ts),
  // a tally called complete, code parts a child is said to have read or checked, a pointer naming
  // the count ("that floor") kept off the date, a quantified pronoun verified against a basis,
  // firmness compared with anything, "it is fixed", a relative clause between dashes inside a
  // condition, "need X to happen" and "only <verb> when" as conditions, a group put outside the
  // ranking or said hardly to register as a worry, a child's "inferred" overruled by "though"
  // and a certainty marker. Floors just under what it reached: 86.9% / 92.9%, 88/144, 0.
  itHoldsTunedFloor({
    version: "v55",
    faithful: 31,
    dropped: 359,
    recall: 0.895, // (89.7% after the seventy-sixth round: totals that overrule or state outcomes)
    precision: 0.955, // (95.8% after the sixty-eighth round: fewer false flags)
    high: 0.655, // (95/144 after the sixty-sixth round)
    fwh: 0,
  });
});

describe("the frozen audit set v56 (held out when written, tuned on in the thirty-seventh round)", () => {
  // v56 (negation in its forms: litotes and understatement, double negatives, negated certainty
  // and negated doubt, negative-polarity hedges, "unless" / "except" / "without" clauses, negated
  // coverage and absence of evidence, negative questions, hedged denials) was written blind
  // beside v57. Unseen: 52.5% / 69.0%, 5 of 29 faithful answers with a high flag (single 70.6% /
  // 72.7%, fan-out 43.3% / 66.2%). Tuned on in the thirty-seventh round (2026-12-04, the round37
  // session, beside the thirty-fifth and thirty-sixth), read answer by answer. Mechanisms: a
  // leaning stated through a negation and a negative question the writer answers read as the
  // claim, a doubt called a hunch and a claim set aside ("it's not that …") as hedged
  // (negated-leanings.ts), certainty denied by a negative subject or a disclaimer
  // (negated-subjects.ts), a gap denied outright or nobody finding one outside the list read as
  // completeness (denied-gaps.ts), litotes of risk as a hedge (litotes.ts), a group denied a
  // reprieve or counted in as its outcome (inclusion-outcomes.ts). Floors just under what it
  // reached: 81.0% / 84.3%, 70/132, 2.
  // Fifty-second round (cross-set, faithful answers flagged high, second pass): v56 83.9% / 85.6%,
  // 70/132, 1 (knowledge as a basis, on what we know, is no certainty, bounded-knowledge.ts).
  // Fifty-fifth round (cross-set): v56 83.9% / 85.9%, 70/132, 1 (pointed-sources.ts).
  // Fifty-seventh round (cross-set): v56 83.9% / 86.5%, 70/132, 1 (a pointer that names a date
  // takes no open question from the clause before, pointer-resolution.ts).
  const floors: TunedFloor[] = [
    {
      version: "v56",
      faithful: 29,
      dropped: 305,
      recall: 0.9, // (90.2% after the seventy-sixth round: totals that overrule or state outcomes)
      precision: 0.88, // (88.1% after the sixty-eighth round: fewer false flags)
      high: 0.56, // (74/132 after the sixty-sixth round)
      fwh: 0,
    },
  ];
  for (const floor of floors) itHoldsTunedFloor(floor);
});

describe("the frozen audit set v57 (held out when written, tuned on in the thirty-eighth round)", () => {
  // v57 (time and provisional status: claims stamped or bounded in time, verdicts said to expire
  // or be revisited, expected updates, the retirement date in relative, seasonal and calendar
  // forms, countdowns, sequences of what was known when, and time words that only sound
  // provisional: "already", "always", "from day one", "still") was written blind beside v56.
  // Unseen: 67.5% / 89.3%, 3 of 30 faithful answers with a high flag (63/137 high). Tuned on in
  // the thirty-eighth round (2026-12-04, the round38 session), read answer by answer.
  // Mechanisms: ignorance with a time adverb inside it ("nobody yet knows"), a month before
  // "the" and its day (date-forms.ts), a rounded span of time that does not hedge its clause
  // (rounded-spans.ts), a trailing "conditionally" and "a projection" as hedges, a track record
  // ("has always been", "from day one") as certainty (track-record.ts), code parts said to have
  // been "covered" as read (listed-reading.ts), a condition followed by where it was taken from
  // kept a condition (condition-attachment.ts), a date "relayed" from its source as attributed,
  // consensus reached through a pronoun ("all four … and they now agree"). Floors just under
  // what it reached: 75.6% / 96.2%, 88/137, 1.
  // Sixty-third round: caveats named then dismissed as a whole (rejected-hedges.ts); 76.5% /
  // 96.2%, 90/137, 1.
  itHoldsTunedFloor({
    version: "v57",
    faithful: 30,
    dropped: 234,
    recall: 0.795,
    precision: 0.96,
    high: 0.65,
    fwh: 1,
  });
});

describe("the frozen audit set v58 (held out when written, tuned on in the thirty-ninth round)", () => {
  // v58 (evidentiality and attribution: reported speech and hearsay, claims attributed to a child
  // or source versus owned by the writer, inferential evidentials, a source quoted then endorsed
  // or distanced, attributions that only sound like hedges, attributions that launder an
  // assumption into fact) was written blind beside v59. Unseen: 81.7% / 84.1%, 2 of 30 faithful
  // answers with a high flag. Tuned on in the thirty-ninth round (2026-12-04, the round39
  // session, beside the thirty-eighth on v57), read answer by answer. Mechanisms: evidential
  // idioms read as canonical cues (evidential-idioms.ts: knowledge denied with an adverb between,
  // "leave open what …", a figure called conditional, "reasons that" and "betting that", "I'm
  // told", a child quoting its source, consensus claimed for one source, "showed that", "tell
  // you with confidence", "the firm part", "not part of what I was asked", "the only thing
  // nobody has pinned down"), a record called the truth in a relative clause ("the table, which
  // is authoritative"), a quoted assumption endorsed by the writer (endorsed-attributions.ts),
  // sources lines and cited line numbers that
  // hedge nothing (citation-lines.ts), firsthand reading claimed by the writer
  // (firsthand-reading.ts), evidence cited from an area nobody read (unread-sources.ts). Floors
  // just under what it reached: 85.4% / 91.0%, 72/96, 0.
  itHoldsTunedFloor({
    // Sixty-seventh round (recall across the tuned sets): 91.1% / 91.5%, 74/96.
    version: "v58",
    faithful: 30,
    dropped: 213,
    recall: 0.91,
    precision: 0.915, // (91.9% after the sixty-eighth round: fewer false flags)
    high: 0.78, // (75/96 after the sixty-eighth round: a record of what runs)
    fwh: 0,
  });
});

describe("the frozen audit set v60 (held out when written, tuned on in the forty-first round)", () => {
  // v60 (summaries and restatements: every claim stated twice, in a TL;DR, bottom line or
  // executive summary and in the body or a closing recap; the hedge in both parts, in one, or
  // reworded away; a body correcting its summary; numbers restated in other words) was written
  // blind beside v61. Unseen: 76.0% / 79.1%, 5 of 30 faithful answers with a high flag. Tuned on
  // in the forty-first round (2026-12-04, the round41 session, beside the fortieth on v59), read
  // answer by answer. Mechanisms: a certainty word the answer later denies ("'confirmed' is
  // wrong", "nothing was confirmed") masked where it was said (denied-certainty.ts), a total the
  // sources are said to agree on taking back the assumptions under its parts however the body
  // restates them (verified-totals.ts), a record named as a source no restatement of the
  // assumption when the answer also calls that record the truth (assumption-status.ts), an
  // appositive naming the claim before it an assumption ("— an assumption nobody tested") as
  // that claim's hedge (appositive-hedges.ts), a bare count left open in a summary's list of
  // counts ("…, 12 undated, 5 unknown") as naming the open question with that count
  // (count-status-lists.ts). Floors just under what it reached: 78.2% / 83.6%, 54/89, 3.
  itHoldsTunedFloor({
    // Sixty-seventh round (recall across the tuned sets): 78.6% / 83.7%, 54/89.
    version: "v60",
    faithful: 30,
    dropped: 229,
    recall: 0.81, // (81.2% after the seventy-sixth round: totals that overrule or state outcomes)
    precision: 0.885, // (89.0% after the eighty-third round: renamed referents)
    high: 0.6,
    fwh: 2,
  });
});
