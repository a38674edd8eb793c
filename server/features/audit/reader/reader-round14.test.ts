import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's fourteenth round of mechanisms (issue 14), taken from error classes rather than
 * phrases; every answer below is written for the test (no frozen set's wording; domain words come
 * from the debriefs). Each test fails on the reader before the round.
 */

const statuses = answerStatuses;
const SIXTEEN =
  "m_0008, m_0016, m_0019, m_0027, m_0034, m_0062, m_0076, m_0088, m_0093, m_0094, m_0097, m_0098, m_0117, m_0120, m_0121, m_0124";

describe("a claim that names the assumption's record as its source carries the assumption", () => {
  it("a count read off the record, in a parenthesis or a reading verb, keeps the premise", () => {
    const tail =
      "m_0005, m_0067, m_0148 probably follow through the fallback. Cut-off 2027-03-31 per the vendor changelog.";
    for (const source of [
      `${SIXTEEN} run v2 (merchants-table based).`,
      `${SIXTEEN} run v2, so far as the merchants table goes.`,
      `The merchants table shows ${SIXTEEN} on v2.`,
      `${SIXTEEN} run v2 (table).`,
    ])
      expect(statuses(`${source} ${tail}`, ["researcher/A1"])).toEqual({
        "researcher/A1": "carried",
      });
  });

  it("a bare source ('according to the table') still only names where the data came from", () => {
    const read = statuses(
      `According to the merchants table, ${SIXTEEN} run v2. m_0005, m_0067, m_0148 probably follow through the fallback. Cut-off 2027-03-31 per the vendor changelog.`,
      ["researcher/A1"],
    );
    expect(read["researcher/A1"]).toBe("dropped/medium");
  });
});
