import { describe, expect, it } from "vitest";
import { answerStatuses, FAITHFUL_SINGLE_PARTS } from "../../../testing/audit-statuses";

/**
 * The reader's eighty-sixth round of mechanisms (issue 14, faithful answers with a high flag): a
 * zero count or "neither" as the subject's determiner ("zero of the nineteen are confirmed",
 * "neither part of it is settled", "zero children verified the date") denies the certainty word
 * after it, as "none of" does. Every wording is written for the test (no frozen set's wording;
 * domain words come from the debriefs).
 */

const { dated: DATED, table: TABLE, fallback: FALLBACK, open: OPEN } = FAITHFUL_SINGLE_PARTS;
const BODY = `${DATED} ${TABLE} ${FALLBACK} ${OPEN}`;
const FOUND = ["researcher/F3", "researcher/F4", "researcher/A1", "researcher/A2"];

describe("a zero count or 'neither' as the subject's determiner (negated-subjects.ts)", () => {
  it("reads 'zero of the nineteen are confirmed' as certainty denied", () => {
    const statuses = answerStatuses(`${BODY} Zero of the nineteen are confirmed.`, FOUND);
    expect(statuses).toEqual({
      "researcher/F3": "carried",
      "researcher/F4": "dropped/medium",
      "researcher/A1": "carried",
      "researcher/A2": "carried",
    });
  });

  it("reads 'neither part of it is settled' the same way", () => {
    const statuses = answerStatuses(
      `${BODY} Nineteen is where the counts meet, and neither part of it is settled.`,
      FOUND,
    );
    expect(statuses).toEqual({
      "researcher/F3": "carried",
      "researcher/F4": "dropped/medium",
      "researcher/A1": "carried",
      "researcher/A2": "carried",
    });
  });

  it("still flags certainty asserted of the whole count", () => {
    const statuses = answerStatuses(`${BODY} All nineteen are confirmed.`, FOUND);
    expect(statuses).toEqual({
      "researcher/F3": "dropped/high",
      "researcher/F4": "dropped/high",
      "researcher/A1": "carried",
      "researcher/A2": "carried",
    });
  });
});
