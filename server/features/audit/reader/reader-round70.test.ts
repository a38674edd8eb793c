import { describe, expect, it } from "vitest";
import { answerStatuses, FAITHFUL_SINGLE_PARTS } from "../../../testing/audit-statuses";

/**
 * The reader's seventieth round of mechanisms (issue 14, recall across the tuned sets): a
 * reported date under hedges lent from another matter (a heading, a lead-in, a total's parts) is
 * given flat; a qualifier whose words name only another hedged finding (the fallback three) does
 * not reach the assumption the count beside it rests on (the table).
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const { dated: DATED, table: TABLE, fallback: FALLBACK, open: OPEN } = FAITHFUL_SINGLE_PARTS;

describe("a reported date under hedges lent from another matter (lent-date-hedges.ts)", () => {
  it("gives the date flat under a heading that estimates the workload", () => {
    const statuses = answerStatuses(
      `Workload estimate\nHard stop 2027-03-31.\n\n${TABLE} ${FALLBACK} ${OPEN}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/medium" });
  });

  it("keeps the date under that heading when the line names its source", () => {
    const statuses = answerStatuses(
      `Workload estimate\nHard stop 2027-03-31, from the provider's changelog.\n\n${TABLE} ${FALLBACK} ${OPEN}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });

  it("gives the date flat in a total that only borrows its parts' hedges", () => {
    const statuses = answerStatuses(
      `The provider's sandbox notice is still to come. ${TABLE} ${FALLBACK} That makes 19, out on 2027-03-31. Nobody knows what the five override merchants send.`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/medium" });
  });

  it("keeps the date under a lead-in that points at the lines after it", () => {
    const statuses = answerStatuses(
      `The following are all unconfirmed:\n- the v2 cutoff is 2027-03-31\n- sixteen merchants use v2 in the merchants table\n\n${FALLBACK} ${OPEN}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });
});

describe("a qualifier about another hedged finding (other-finding-qualifiers.ts)", () => {
  it("does not carry the table when only the fallback three are called inferred", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants on v2 and three more through the fallback path (m_0005, m_0067, m_0148) lose v2 on the cutoff. (The three fallback ones are inferred from the adapter code.) ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/medium" });
  });

  it("carries the table when the qualifier names the table too", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants on v2 and three more through the fallback path (m_0005, m_0067, m_0148) lose v2 on the cutoff. (The table was taken as right, and the three fallback ones are inferred from the adapter code.) ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });
});
