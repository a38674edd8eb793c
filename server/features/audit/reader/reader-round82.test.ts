import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";

/**
 * The reader's eighty-second round of mechanisms (issue 14, a cross-set recall round on groups
 * and dates named in other words): a count of the pro-form "ones" ("the 3 fallback ones") states
 * the finding that counts that group, so its hedge is read; a year clipped after an apostrophe
 * ("March '27") is the year the writer meant; and "the final day of" a quarter is its last day.
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();

describe('a count of "ones" stands for its group (finding-links.ts)', () => {
  it("links 'the 3 fallback ones', stated flatly, to the inferred fallback finding", () => {
    const statuses = answerStatuses(
      "Once the provider switches v2 off on 2027-03-31, whatever still calls it fails: the 16 table merchants, the 3 fallback ones and the sandbox.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/A2": "dropped/medium",
    });
  });

  it("reads the hedge on them, and links no finding for a count no finding has", () => {
    const hedged = answerStatuses(
      "Once the provider switches v2 off on 2027-03-31, whatever still calls it fails: the 16 table merchants and, if the fallback fires, probably the 3 fallback ones too.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(hedged).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
    const otherCount = answerStatuses(
      "Once the provider switches v2 off on 2027-03-31, whatever still calls it fails: the 16 table merchants and the 4 webhook ones.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(otherCount).toEqual({ "researcher/F3": "not_used", "researcher/A2": "not_used" });
  });
});

describe("a year clipped after an apostrophe (clipped-years.ts)", () => {
  it("reads 'when March '27 closes' as the changelog's date, stated without its source", () => {
    const statuses = answerStatuses(
      "The 16 direct merchants and the 3 fallback merchants go offline when March '27 closes.",
      ["changelog-researcher/F1"],
      fanOut,
    );
    expect(statuses).toEqual({ "changelog-researcher/F1": "dropped/medium" });
  });

  it("keeps the date carried with its source, and leaves a clipped year after no month", () => {
    const attributed = answerStatuses(
      "Per the provider's changelog, v2 is retired at the close of March '27; the 16 direct merchants and the 3 fallback merchants go with it.",
      ["changelog-researcher/F1"],
      fanOut,
    );
    expect(attributed).toEqual({ "changelog-researcher/F1": "carried" });
    const noMonth = answerStatuses(
      "The 16 direct merchants and the 3 fallback merchants go offline when the class of '27 graduates.",
      ["changelog-researcher/F1"],
      fanOut,
    );
    expect(noMonth).toEqual({ "changelog-researcher/F1": "not_used" });
  });
});

describe('"the final day of" a quarter (spoken-dates.ts)', () => {
  it("reads 'the final day of the first quarter of 2027' as the changelog's date", () => {
    const statuses = answerStatuses(
      "The 16 direct merchants and the 3 fallback merchants go offline on the final day of the first quarter of 2027.",
      ["changelog-researcher/F1"],
      fanOut,
    );
    expect(statuses).toEqual({ "changelog-researcher/F1": "dropped/medium" });
  });

  it("keeps it carried with its source", () => {
    const statuses = answerStatuses(
      "Per the provider's changelog, the cutoff is the final day of the first quarter of 2027; the 16 direct merchants and the 3 fallback merchants go with it.",
      ["changelog-researcher/F1"],
      fanOut,
    );
    expect(statuses).toEqual({ "changelog-researcher/F1": "carried" });
  });
});
