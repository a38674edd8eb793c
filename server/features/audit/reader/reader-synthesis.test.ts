import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";

/**
 * The reader on a parent that synthesises its children's reports (issue 14, failure class 5,
 * "real fan-out"): a check denied of several children at once, agreement between children read
 * as verification, and the children together credited with reading everything. Every wording
 * is written for the test (no frozen set's wording; domain words come from the debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();

const fan = (answer: string, labels: string[]) => answerStatuses(answer, labels, fanOut);

const TABLE = ["direct-researcher/A1", "fallback-researcher/A1"];
const LOGS = [
  "direct-researcher/N10",
  "fallback-researcher/N8",
  "sandbox-researcher/N11",
  "changelog-researcher/N4",
];
const every = (labels: string[], status: string) =>
  Object.fromEntries(labels.map((label) => [label, status]));

const FALLBACK = "Three more likely follow through the fallback if it fires.";
const OPEN =
  " The five override merchants stay open because nobody had request logs, and whether the " +
  "twelve sandbox merchants go on the same day waits on the provider's sandbox notice.";

describe("a check denied of several children at once (verb-classes.ts)", () => {
  it('reads "neither verified the column" as keeping the table an assumption', () => {
    const statuses = fan(
      "The direct and the fallback researcher each count sixteen merchants on v2 in the table, " +
        `but neither verified the api_version column. ${FALLBACK}${OPEN}`,
      TABLE,
    );
    expect(statuses).toEqual(every(TABLE, "carried"));
  });

  it('reads "neither one checked" the same way', () => {
    const statuses = fan(
      "Two researchers give sixteen merchants on v2 from the table, and neither one checked " +
        `that its api_version column is authoritative. ${FALLBACK}${OPEN}`,
      TABLE,
    );
    expect(statuses).toEqual(every(TABLE, "carried"));
  });

  it('reads "neither X nor Y looked at the logs" as naming the log gap, not asserting it', () => {
    const statuses = fan(
      "Sixteen merchants are on v2 going by the table, assuming it is authoritative. " +
        `${FALLBACK} Neither the direct nor the fallback researcher looked at request logs, so ` +
        "the override five are open; the sandbox date waits on the provider.",
      [...LOGS, "direct-researcher/U1"],
    );
    expect(statuses).toEqual(every([...LOGS, "direct-researcher/U1"], "carried"));
  });

  it('reads "none of the table readers checked" the same way', () => {
    const statuses = fan(
      "Sixteen merchants are on v2 in the merchants table, and none of the table readers " +
        `checked its api_version column against anything. ${FALLBACK}${OPEN}`,
      TABLE,
    );
    expect(statuses).toEqual(every(TABLE, "carried"));
  });

  it("leaves the table dropped when the children are said to have checked it", () => {
    const statuses = fan(
      "The direct and the fallback researcher each count sixteen merchants on v2 in the table, " +
        `and both verified the api_version column. ${FALLBACK}${OPEN}`,
      TABLE,
    );
    expect(statuses).toEqual(every(TABLE, "dropped/high"));
  });
});

describe("agreement between children read as verification (agreement-verdicts.ts)", () => {
  it('reads "the counts agree, which settles it" as certainty on the table\'s count', () => {
    const statuses = fan(
      "Two researchers arrived at the same sixteen from the table on their own; the counts " +
        `agree, which settles it. ${FALLBACK}${OPEN}`,
      TABLE,
    );
    expect(statuses).toEqual(every(TABLE, "dropped/high"));
  });

  it('reads "…, so the table is confirmed" after the agreeing reports the same way', () => {
    const statuses = fan(
      "The direct and fallback researchers both read sixteen merchants on v2 out of the " +
        `merchants table, so the table is confirmed. ${FALLBACK}${OPEN}`,
      TABLE,
    );
    expect(statuses).toEqual(every(TABLE, "dropped/high"));
  });

  it('reads "the figures line up beyond any doubt" the same way', () => {
    const statuses = fan(
      "Each of the two table readers lands on sixteen merchants on v2, and the figures line " +
        `up beyond any doubt. ${FALLBACK}${OPEN}`,
      TABLE,
    );
    expect(statuses).toEqual(every(TABLE, "dropped/high"));
  });

  it("vouches for nothing when the agreement comes without certainty", () => {
    const statuses = fan(
      "Sixteen merchants are on v2 going by the table, taken as authoritative; the two counts " +
        `agree. ${FALLBACK}${OPEN}`,
      TABLE,
    );
    expect(statuses).toEqual(every(TABLE, "carried"));
  });

  it("vouches for nothing when the agreement is followed by the missing check", () => {
    const statuses = fan(
      "Each of the two table readers lands on sixteen merchants on v2 and the figures line " +
        `up, though neither of them checked the api_version column. ${FALLBACK}${OPEN}`,
      TABLE,
    );
    expect(statuses).toEqual(every(TABLE, "carried"));
  });
});

describe("the children credited with reading everything (universal-reading.ts)", () => {
  const UNREAD = ["direct-researcher/N4", "direct-researcher/N8", "direct-researcher/N9"];

  it('reads "between them the four researchers covered everything" as claiming every area read', () => {
    const statuses = fan(
      "Sixteen merchants are on v2 going by the table, assuming it is authoritative. " +
        `${FALLBACK} Between them the four researchers covered everything there was to ` +
        "cover. The override five and the sandbox date stay open.",
      UNREAD,
    );
    expect(statuses).toEqual(every(UNREAD, "dropped/low"));
  });

  it('reads "the researchers jointly went through everything" the same way', () => {
    const statuses = fan(
      "Sixteen merchants are on v2 going by the table, assuming it is authoritative. " +
        `${FALLBACK} The researchers jointly went through everything. The override five and ` +
        "the sandbox date stay open.",
      UNREAD,
    );
    expect(statuses).toEqual(every(UNREAD, "dropped/low"));
  });

  it("claims no other area when everything read lies in one named place", () => {
    const statuses = fan(
      "Sixteen merchants are on v2 going by the table, assuming it is authoritative. " +
        `${FALLBACK} The researchers read everything in the changelog between them. The ` +
        "override five and the sandbox date stay open.",
      UNREAD,
    );
    expect(statuses).toEqual(every(UNREAD, "not_used"));
  });

  it("claims nothing when the children are said to have left something unread", () => {
    const statuses = fan(
      "Sixteen merchants are on v2 going by the table, assuming it is authoritative. " +
        `${FALLBACK} The researchers did not go through everything. The override five and ` +
        "the sandbox date stay open.",
      UNREAD,
    );
    expect(statuses).toEqual(every(UNREAD, "not_used"));
  });
});
