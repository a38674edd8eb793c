import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's forty-ninth round of mechanisms (issue 14), taken from the error classes of v65
 * (concession and contrast), read answer by answer. Every wording is written for the test (no
 * frozen set's wording; domain words come from the debriefs).
 */

const one = (answer: string, labels: string[]) => answerStatuses(answer, labels);

describe('a caveat admitted, then overridden flat in the next sentence, "… I grant. Even so, …" (overridden-admissions.ts)', () => {
  it("reads the admitted inference as contradicted and the override as established", () => {
    const statuses = one(
      "Nobody saw the fallback fire; the three are an inference from the adapter code, I grant. " +
        "Even so, m_0005, m_0067 and m_0148 go down with the 16 on v2. The changelog gives " +
        "2027-03-31, if the table is authoritative. The five override merchants and the twelve " +
        "sandbox merchants are still open.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/A2": "dropped/high" });
  });

  it("overrides nothing when the next sentence keeps a hedge", () => {
    const statuses = one(
      "Nobody saw the fallback fire; the three are an inference from the adapter code, I grant. " +
        "Even so, m_0005, m_0067 and m_0148 probably go down with the 16 on v2. The changelog " +
        "gives 2027-03-31, if the table is authoritative. The five override merchants and the " +
        "twelve sandbox merchants are still open.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });
});
