import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { hedgeCues } from "./hedge-cues";
import { verbForms } from "./verb-classes";

/**
 * The reader's fifth round of mechanisms (issue 14), each with answers written for this test
 * (no frozen set's wording; domain words come from the debriefs): verb classes inflected by
 * compromise rather than spelt out form by form.
 */

const families = (text: string) => [...hedgeCues(text).keys()];
const statuses = answerStatuses;

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
