import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The second cross-set residual round (issue 14): error classes that recur across at least
 * five tuned sets written in different voices. Every wording is written for the test (no frozen
 * set's wording; domain words come from the debriefs).
 */

const one = (answer: string, labels: string[]) => answerStatuses(answer, labels);

describe("a reported finding attributed in other words (attribution idioms)", () => {
  const tail =
    " The 16 merchants on v2 in the merchants table break then; m_0005, m_0067 and m_0148 probably follow through the fallback.";

  it("carries the reported date under an attribution idiom", () => {
    for (const lead of [
      // a postposition after the source (Hindi written in Latin letters)
      "v2 band hoga 2027-03-31 ko, vendor ki changelog ke hisaab se.",
      "Changelog ke mutabik v2 2027-03-31 ko khatam.",
      "Provider notice ke according, v2 ends 2027-03-31.",
      // a preposition of another language before the source
      "Secondo la changelog del provider, v2 termina il 2027-03-31.",
      "Segundo o changelog, a v2 acaba em 2027-03-31.",
      "El changelog del proveedor dice que v2 termina el 2027-03-31.",
      // a cleft that puts the source last
      "v2 goes dark 2027-03-31, that is what vendor changelog is telling us.",
      // the speaker's memory of the report
      "v2 goes dark on 2027-03-31 afaik.",
      "Cutoff: 2027-03-31, IIRC.",
      // the source compounded with a verb of announcing
      "Plan for the vendor-announced cutoff of 2027-03-31.",
      // the child that reported it named as the date's source
      "The changelog researcher's cutoff is 2027-03-31.",
      "The changelog researcher reports v2 ending 2027-03-31.",
    ]) {
      expect(one(lead + tail, ["researcher/F1"])["researcher/F1"], lead).toBe("carried");
    }
  });

  it("still drops the date stated flatly with no source", () => {
    for (const lead of [
      "v2 goes dark on 2027-03-31.",
      "Second, v2 ends on 2027-03-31 for every merchant.",
      "Second, v2 is what breaks them on 2027-03-31.",
    ]) {
      expect(one(lead + tail, ["researcher/F1"])["researcher/F1"], lead).toMatch(/^dropped/);
    }
  });
});
