import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's thirty-fifth round of mechanisms (issue 14), taken from the error classes of
 * v54 (where qualifiers sit and how far they reach: blanket disclaimers, asides, headings,
 * exemptions), read answer by answer. Every wording is written for the test (no frozen set's
 * wording; domain words come from the debriefs).
 */

const one = (answer: string, labels: string[]) => answerStatuses(answer, labels);

describe("certainty headings over a section", () => {
  it("reads a bare 'Confirmed' or 'Certainly:' heading as certainty on the plain lines under it", () => {
    for (const heading of ["## Confirmed", "Certainly:", "**What we know**"]) {
      const statuses = one(
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
    const inline = one(["## Settled", "- the 2027-03-31 cutoff from the changelog"].join("\n"), [
      "researcher/F1",
    ]);
    expect(inline["researcher/F1"]).toBe("dropped/high");
    const bracketed = one(["## Settled", "- the cutoff is 2027-03-31 (changelog)"].join("\n"), [
      "researcher/F1",
    ]);
    expect(bracketed["researcher/F1"]).toBe("carried");
  });

  it("keeps a part filed under a hedged heading hedged when a certain heading files the total", () => {
    const statuses = one(
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
