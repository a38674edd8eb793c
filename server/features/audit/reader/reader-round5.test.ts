import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";
import { answerClauses } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";
import {
  certaintyMarkers,
  codeCompleteness,
  dismissals,
  listCompleteness,
  noEffectClaims,
} from "./overstatement-cues";
import { verbForms } from "./verb-classes";

/**
 * The reader's fifth round of mechanisms (issue 14), each with answers written for this test
 * (no frozen set's wording; domain words come from the debriefs): verb classes inflected by
 * compromise rather than spelt out form by form.
 */

const families = (text: string) => [...hedgeCues(text).keys()];
const statuses = answerStatuses;
const fanOut = fanOutDebriefsBeforeAll();

describe("verb classes in every inflection", () => {
  it("inflects plain, hyphenated and phrasal verbs", () => {
    expect(verbForms("see")).toEqual(expect.arrayContaining(["see", "saw", "seen", "seeing"]));
    expect(verbForms("cross-check")).toEqual(
      expect.arrayContaining(["cross-checked", "cross-checking"]),
    );
    expect(verbForms("rule out")).toEqual(expect.arrayContaining(["ruled out", "ruling out"]));
  });

  it("a speculation verb hedges in any tense and person", () => {
    expect(families("my colleague reckons the retry path reaches v2")).toContain("epistemic");
    expect(families("we were guessing it fires on a 503")).toContain("epistemic");
    expect(families("the analyst suspected they route to the old client")).toContain("epistemic");
  });

  it("a denied check, comparison or observation says the claim is unverified", () => {
    expect(families("the rows were never compared to what runs")).toContain("inferred");
    expect(families("no one has watched the retry fire")).toContain("inferred");
    expect(families("a stale config is not ruled out")).toContain("inferred");
    expect(families("the retry branch is unexercised in production")).toContain("inferred");
    expect(families("which nobody checked against captured calls")).toContain("inferred");
    // A plain negated claim about the data is no unverified claim.
    expect(families("the sixteen rows don't match any sandbox account")).not.toContain("inferred");
  });

  it("an assumption held with a speculation verb is carried, not stated as fact", () => {
    expect(
      statuses(
        "Sixteen are configured for v2 and break on 2027-03-31 unless the table is stale; m_0005, m_0067 and m_0148 probably follow, and we are guessing the retry path kicks in on timeouts and 5xx — nobody has watched it do so.",
        ["researcher/A2", "researcher/F3"],
      ),
    ).toEqual({ "researcher/A2": "carried", "researcher/F3": "carried" });
  });
});

describe("conditions, sources and segmentation", () => {
  it("a condition ending in a dash names its terms in the clauses after it", () => {
    const clauses = answerClauses(
      "Nineteen in all, provided two things we have not checked are true — that the rows reflect what runs, and that retries go to the old client.",
    );
    expect(clauses.map((clause) => clause.role)).toEqual([
      "assert",
      "condition",
      "condition",
      "condition",
    ]);
    expect(clauses[0]!.conditions.map((clause) => clause.text)).toHaveLength(3);
  });

  it("a total under a condition whose terms follow a dash carries what it names", () => {
    expect(
      statuses(
        "Count: 19, if two untested premises hold — that api_version reflects the live calls, and that the primary adapter's retry path really kicks in on 5xx errors. Cutoff 2027-03-31 per the provider changelog.",
        ["researcher/A1", "researcher/A2", "researcher/F4"],
      ),
    ).toEqual({
      "researcher/A1": "carried",
      "researcher/A2": "carried",
      "researcher/F4": "carried",
    });
  });

  it("sentences are cut before a lower-case or digit opening, not after an abbreviation", () => {
    const sentences = (text: string) => new Set(answerClauses(text).map((c) => c.sentence)).size;
    expect(sentences("the count is firm. the override group is still open.")).toBe(2);
    expect(sentences("The date holds after that. 16 accounts move first.")).toBe(2);
    expect(sentences("Some test accounts, e.g. the twelve, are pinned.")).toBe(1);
  });

  it("a document cited in one part of a parenthesis, in a footnote, or as a reporting subject", () => {
    expect(
      statuses("Cutoff: 2027-03-31 (vendor changelog, line 12; calls fail with 410 after).", [
        "researcher/F1",
      ]),
    ).toEqual({ "researcher/F1": "carried" });
    expect(
      statuses("The old API is gone on 2027-03-31¹.\n\n¹ Provider changelog, line 12.", [
        "researcher/F1",
      ]),
    ).toEqual({ "researcher/F1": "carried" });
    expect(
      statuses("The changelog we were sent has 2027-03-31 as the last day.", ["researcher/F1"]),
    ).toEqual({ "researcher/F1": "carried" });
    // The date stated with no source is still stated plainly.
    expect(statuses("The old API is gone on 2027-03-31.", ["researcher/F1"])).toEqual({
      "researcher/F1": "dropped/medium",
    });
  });

  it("a date shared with others at the end of a clause answers when the test-mode group is cut off", () => {
    expect(
      statuses(
        "Sixteen accounts go dark on 2027-03-31 per the provider changelog, the 12 sandbox merchants too.",
        ["researcher/U2"],
      ),
    ).toEqual({ "researcher/U2": "dropped/high" });
    // A finding restated with "too" and no date says nothing of when.
    expect(
      statuses(
        "Per the changelog v2 ends 2027-03-31. The 12 sandbox merchants are pinned to v2 too; their date is not announced.",
        ["researcher/U2"],
      ),
    ).toEqual({ "researcher/U2": "carried" });
  });
});

describe("reliance, pointers back and checks to come", () => {
  it("reliance verbs in any tense and a premise that has to fire are conditions", () => {
    expect(families("the sixteen leaned on the rows being current")).toContain("condition");
    expect(families("the retry branch has to trigger on a 503 first")).toContain("condition");
  });

  it("a clause pointing back with a verb of its own qualifies the one before it", () => {
    expect(
      statuses(
        "Sixteen accounts are set to v2 in the merchants table; this presumes the rows govern what they send, which nobody compared with traffic.",
        ["researcher/A1"],
      ),
    ).toEqual({ "researcher/A1": "carried" });
  });

  it("a check still to come after an introductory phrase keeps the rows unverified", () => {
    expect(families("Ahead of the switch, verify each account's calls")).toContain("unknown");
    expect(families("rows from the table; confirm each against captures")).toContain("unknown");
  });
});

describe("reporters, scope and the child's own label", () => {
  it("sameness said of the reporters answers no question", () => {
    expect(
      statuses(
        "Both researchers came to the same dead end: m_0015, m_0082, m_0092, m_0144 and m_0154 choose a version per call and nobody can tell which one without request logs.",
        ["researcher/U1"],
      ),
    ).toEqual({ "researcher/U1": "carried" });
  });

  it("an answer limited to one question lists nobody another question could extend", () => {
    expect(
      statuses(
        "About the per-request group only: m_0015, m_0082, m_0092, m_0144 and m_0154 pick a version per call, and without request logs we can't tell which.",
        ["researcher/U2", "researcher/F4"],
      ),
    ).toEqual({ "researcher/U2": "not_used", "researcher/F4": "not_used" });
  });

  it("a child's name names who reported, not what the clause is about", () => {
    expect(
      statuses(
        "The direct and the fallback researcher both lacked request logs, so the five per-request merchants stay unknown.",
        ["fallback-researcher/A2", "fallback-researcher/U1"],
        fanOut,
      ),
    ).toEqual({ "fallback-researcher/A2": "not_used", "fallback-researcher/U1": "carried" });
  });
});

describe("certainty, completeness, dismissal and no-effect classes", () => {
  it("classes read in more of their forms", () => {
    expect(certaintyMarkers("Said with certainty: nineteen accounts")).toEqual(["with certainty"]);
    expect(listCompleteness("nineteen go dark, and those are every one of them")).toHaveLength(1);
    expect(listCompleteness("All other accounts are free to ignore this.")).toHaveLength(1);
    expect(listCompleteness('{"count": 19, "status": "final"}')).toHaveLength(1);
    expect(dismissals("Test-mode accounts are not part of this cutover.")).toHaveLength(1);
    expect(noEffectClaims("the per-request five won't need any work")).toHaveLength(1);
    expect(codeCompleteness("merchant-config.ts only ever returns v3")).toHaveLength(1);
  });

  it("a state left to everyone else answers the override question", () => {
    expect(
      statuses(
        "Per the changelog v2 ends 2027-03-31; the per-request five don't need any work, they are on v3 already.",
        ["researcher/U1"],
      ),
    ).toEqual({ "researcher/U1": "dropped/high" });
  });
});

describe("coverage claimed in more forms", () => {
  it("what a coverage claim names after a dash is what it claims was covered, by its full name", () => {
    expect(
      statuses(
        "The four of them looked at every part — the notes, the retry path and the sandbox adapter — so nothing is missing. Per the changelog v2 ends 2027-03-31.",
        ["sandbox-researcher/N8", "sandbox-researcher/N9"],
        fanOut,
      ),
    ).toEqual({
      "sandbox-researcher/N8": "dropped/high",
      // The router is not named: the claim of completeness only leaves it out (low).
      "sandbox-researcher/N9": "dropped/low",
    });
  });

  it("a child said to hold an area claims that area alone was covered", () => {
    expect(
      statuses(
        "Per the changelog v2 ends 2027-03-31, and the sandbox researcher has the sandbox adapter source, so that side is covered.",
        ["sandbox-researcher/N8", "sandbox-researcher/N9", "sandbox-researcher/N4"],
        fanOut,
      ),
    ).toEqual({
      "sandbox-researcher/N8": "dropped/high",
      "sandbox-researcher/N9": "not_used",
      "sandbox-researcher/N4": "not_used",
    });
  });
});

describe("subjects, folders and structured qualifiers", () => {
  it("a run of identifiers before a dash is the subject of its whole sentence", () => {
    const clauses = answerClauses(
      "m_0005, m_0067 — v3 accounts; keep them on the list, since retries apparently reach the old client.",
    );
    expect(clauses[0]!.appendices.map((clause) => clause.text)).toEqual(
      clauses.slice(1).map((clause) => clause.text),
    );
  });

  it("a folder named in a coverage claim covers every unread file under it", () => {
    expect(
      statuses(
        "Per the changelog v2 ends 2027-03-31. We went through every file in db/ for this.",
        ["researcher/N1", "researcher/N2", "researcher/N4"],
      ),
    ).toEqual({
      "researcher/N1": "dropped/high",
      "researcher/N2": "dropped/high",
      // (Ninth round: a claim about db/ says nothing of src/adapters/version-router.ts; it was a
      // low "the code holds nothing else" flag before, which v9's labels contradict.)
      "researcher/N4": "not_used",
    });
  });

  it("a key that asks how sure ('how_sure', 'firmness') qualifies its siblings", () => {
    expect(
      statuses(
        '{"retry_group": {"ids": ["m_0005", "m_0067", "m_0148"], "how_sure": "inferred from the adapter"}}',
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "carried" });
  });
});

describe("mention then contradict", () => {
  it("a hedge reported, then overruled by a certain clause after a contrast, is dropped high", () => {
    expect(
      statuses(
        "The researcher labelled m_0005, m_0067 and m_0148 an inference, but the adapter code is unambiguous — the retry path hands failed calls to the v2 client. Cutoff 2027-03-31 per the provider changelog.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/high" });
    // Reported and left standing, the hedge is carried.
    expect(
      statuses(
        "The researcher labelled m_0005, m_0067 and m_0148 an inference, and the retry path may not fire at all. Cutoff 2027-03-31 per the provider changelog.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "carried" });
  });
});
