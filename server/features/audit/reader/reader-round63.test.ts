import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's sixty-third round (issue 14, recall across the tuned sets): caveats named and
 * then dismissed as a whole, whatever the dismissal calls them (rejected-hedges.ts's
 * BLANKET_DISMISSED). Every wording is written for the test (no frozen set's wording; domain
 * words come from the debriefs).
 */

const TAIL =
  "The cutoff is 2027-03-31 per the changelog. The override five and the sandbox twelve's " +
  "date stay open.";

describe("caveats named, then dismissed as a whole (rejected-hedges.ts)", () => {
  it("drops an assumption the answer then counts as confirmed", () => {
    const statuses = answerStatuses(
      `Sixteen merchants sit on v2 in the table. At first the researcher held the table as an assumption; since then it counts as confirmed. ${TAIL}`,
      ["researcher/A1"],
    );
    expect(statuses["researcher/A1"]).toMatch(/^dropped/);
  });

  it("drops an assumption the answer tells the reader to treat as certain", () => {
    const statuses = answerStatuses(
      `The researcher assumed the table when it listed the sixteen v2 merchants. For the migration plan, treat all of it as certain. ${TAIL}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("drops assumptions the answer calls boilerplate by their own names", () => {
    const statuses = answerStatuses(
      `Sixteen merchants sit on v2 per the table, with m_0005, m_0067 and m_0148 added through the fallback. The table assumption and the timeout trigger are pure boilerplate. ${TAIL}`,
      ["researcher/A1", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high", "researcher/A2": "dropped/high" });
  });

  it("drops assumptions the answer grants and then will not block on", () => {
    const statuses = answerStatuses(
      `Sixteen merchants sit on v2 per the table, with m_0005, m_0067 and m_0148 added through the fallback. The table being right and the fallback firing are assumptions, granted, yet we're not blocking on them. ${TAIL}`,
      ["researcher/A1", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high", "researcher/A2": "dropped/high" });
  });

  it("keeps assumptions the answer keeps in view", () => {
    const statuses = answerStatuses(
      `Sixteen merchants sit on v2, assuming the table is right, with m_0005, m_0067 and m_0148 added if the fallback fires on timeouts. Both assumptions stay open until someone checks. ${TAIL}`,
      ["researcher/A1", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried", "researcher/A2": "carried" });
  });
});
