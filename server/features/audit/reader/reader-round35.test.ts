import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's thirty-fifth round of mechanisms (issue 14), taken from the error classes of
 * v54 (where qualifiers sit and how far they reach: blanket disclaimers, asides, headings,
 * exemptions), read answer by answer. Every wording is written for the test (no frozen set's
 * wording; domain words come from the debriefs).
 */

describe("certainty headings over a section", () => {
  it("reads a bare 'Confirmed' or 'Certainly:' heading as certainty on the plain lines under it", () => {
    for (const heading of ["## Confirmed", "Certainly:", "**What we know**"]) {
      const statuses = answerStatuses(
        [heading, "- 19 merchants go down in total", "- the provider pulls v2 on 2027-03-31"].join(
          "\n",
        ),
        ["researcher/F4", "researcher/F1"],
      );
      expect(statuses).toEqual({
        "researcher/F4": "dropped/high",
        "researcher/F1": "dropped/high",
      });
    }
  });

  it("lets the heading override a source the line names in its own words, not one in brackets", () => {
    const inline = answerStatuses(
      ["## Settled", "- the 2027-03-31 cutoff from the changelog"].join("\n"),
      ["researcher/F1"],
    );
    expect(inline["researcher/F1"]).toBe("dropped/high");
    const bracketed = answerStatuses(
      ["## Settled", "- the cutoff is 2027-03-31 (changelog)"].join("\n"),
      ["researcher/F1"],
    );
    expect(bracketed["researcher/F1"]).toBe("carried");
  });

  it("keeps a part filed under a hedged heading hedged when a certain heading files the total", () => {
    const statuses = answerStatuses(
      [
        "Likely:",
        "- m_0005, m_0067, m_0148 via the fallback, if it ever fires",
        "Certainly:",
        "- 19 merchants altogether",
      ].join("\n"),
      ["researcher/F3", "researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/F4": "dropped/high" });
  });
});

describe("a blanket status over the whole answer", () => {
  const labels = [
    "researcher/F1",
    "researcher/F3",
    "researcher/F4",
    "researcher/A1",
    "researcher/A2",
  ];
  const claims =
    "16 v2 merchants and m_0005, m_0067, m_0148 via the fallback, 19 altogether, cut off on 2027-03-31.";
  const open = "The five header-override merchants and the sandbox dozen remain open.";
  const carried = Object.fromEntries(labels.map((label) => [label, "carried"]));

  it("hedges every claim after an opening that calls the whole reply tentative", () => {
    expect(
      answerStatuses(["Consider the whole reply tentative.", claims, open].join(" "), labels),
    ).toEqual(carried);
    expect(
      answerStatuses(["Unconfirmed across the board.", claims, open].join(" "), labels),
    ).toEqual(carried);
  });

  it("hedges every claim before a closing that denies any of it is firm", () => {
    expect(answerStatuses([claims, open, "None of this is firm yet."].join(" "), labels)).toEqual(
      carried,
    );
  });
});

describe("an exemption from a blanket status", () => {
  it("reads the exempted part on its own words: certainty there answers the question", () => {
    const statuses = answerStatuses(
      [
        "Everything in this reply is provisional: 16 v2 merchants, m_0005, m_0067, m_0148 via the fallback, 19 altogether.",
        "One point isn't tentative: the sandbox dozen are definitely cut off on the same day.",
        "The five header-override merchants remain open.",
      ].join(" "),
      ["researcher/F3", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/U2": "dropped/high" });
  });

  it("does not let the blanket reach a part named as its one exception", () => {
    const statuses = answerStatuses(
      [
        "Read the whole reply as tentative: 16 v2 merchants, m_0005, m_0067, m_0148 via the fallback, 19 altogether.",
        "The one exception to the tentative label: the header-override five are certainly unaffected.",
        "Whether the sandbox dozen share the date is unknown.",
      ].join(" "),
      ["researcher/F3", "researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/U1": "dropped/high" });
  });
});

describe("an exemption inside the sentence of a blanket status", () => {
  it("cuts a bare blanket from its 'except …' and reads the excepted claim as certain", () => {
    const statuses = answerStatuses(
      [
        "All tentative except the cutoff, which is certain: v2 goes away on 2027-03-31.",
        "Tentatively, 16 v2 merchants plus m_0005, m_0067, m_0148 via the fallback, 19 altogether.",
        "The header-override five and the sandbox dozen remain open.",
      ].join(" "),
      ["researcher/F1", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/high", "researcher/F3": "carried" });
  });

  it("reads ', apart from …' after a blanket as its own clause", () => {
    const statuses = answerStatuses(
      [
        "Take the whole note as provisional, apart from the sandbox dozen, who are certainly cut off on the same day.",
        "Provisionally: 16 v2 merchants, m_0005, m_0067, m_0148 via the fallback, 19 altogether; the header-override five remain open.",
      ].join(" "),
      ["researcher/U2", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high", "researcher/F3": "carried" });
  });
});

describe("a hedge conceded in a subordinate clause and overruled by its main clause", () => {
  it("reads the main clause's certainty as stating the conceded claim as established", () => {
    const statuses = answerStatuses(
      [
        "Though the fallback route was only inferred, m_0005, m_0067 and m_0148 will definitely go down with v2.",
        "The header-override five and the sandbox dozen remain open.",
      ].join(" "),
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/A2": "dropped/high" });
  });
});
