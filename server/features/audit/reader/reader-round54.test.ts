import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's fifty-fourth round of mechanisms (issue 14): premises presupposed by a "despite"
 * lead, and inferences reported by a next sentence that points back. Every wording is written
 * for the test (no frozen set's wording; domain words come from the debriefs).
 */

describe('a record\'s authority presupposed by "despite" (presupposed-premises.ts)', () => {
  it("reads the authority assumption as stated as fact", () => {
    const statuses = answerStatuses(
      "In spite of the merchants table being fully accurate, some of the figures carry a " +
        "hedge, and one of them stays: the fallback trio m_0005, m_0067 and m_0148 is probable " +
        "rather than observed. About 19 in all. The override five and the sandbox twelve stay " +
        "open questions.",
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("leaves a gerund premise that is named to be doubted alone", () => {
    const statuses = answerStatuses(
      "About 19 merchants break, though the count relies on the merchants table being accurate, " +
        "which nobody verified, and the fallback trio m_0005, m_0067 and m_0148 is inferred. " +
        "The override five and the sandbox twelve stay open questions.",
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });
});

describe('a next sentence that calls the one before an inference, "But it\'s an inference …" (next-sentence-inferences.ts)', () => {
  it("lends the inferred hedge back to the sentence before", () => {
    const statuses = answerStatuses(
      "Nineteen is where the researcher landed: sixteen on v2 in the merchants table and three " +
        "more via the primary adapter's fallback. But it's an inference resting on two untested " +
        "assumptions: the api_version column being the truth and the fallback firing on " +
        "timeouts. The changelog gives 2027-03-31 for production; the sandbox twelve and the " +
        "override five are still open.",
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });
});
