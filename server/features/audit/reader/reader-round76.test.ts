import { describe, expect, it } from "vitest";
import { answerStatuses, FAITHFUL_SINGLE_PARTS } from "../../../testing/audit-statuses";

/**
 * The reader's seventy-sixth round (issue 14, missed drops across the tuned sets): a total
 * called beyond doubt after each of its parts was given with a doubt of its own overrules the
 * premises restated for those parts; a total that says what happens to every merchant ("nineteen
 * merchants break") claims the outcome flatly instead of inheriting its parts' hedges; a record
 * given the standing of the record ("the column is the record", "the official source")
 * states the authority assumption. Every wording is written for the test (no frozen set's
 * wording; domain words come from the debriefs).
 */

const { dated: DATED, table: TABLE, fallback: FALLBACK, open: OPEN } = FAITHFUL_SINGLE_PARTS;

const DOUBTED_PARTS =
  "Sixteen merchants sit on v2, if the merchants table is right. Three more, m_0005, m_0067 and m_0148, probably join them, if the fallback fires on timeouts and 5xx.";

describe("a total that overrules its parts' doubts (overruling-totals.ts)", () => {
  it("reads 'nineteen for sure' after doubted parts as contradicting both premises", () => {
    const statuses = answerStatuses(
      `${DATED} ${DOUBTED_PARTS} Taken together, it's nineteen for sure, no doubt about it. ${OPEN}`,
      ["researcher/A1", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high", "researcher/A2": "dropped/high" });
  });

  it("reads 'beyond any doubt' the same way", () => {
    const statuses = answerStatuses(
      `${DATED} ${DOUBTED_PARTS} So, beyond any doubt, 19 merchants in all. ${OPEN}`,
      ["researcher/A1", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high", "researcher/A2": "dropped/high" });
  });

  it("leaves a total that only counts the doubted parts alone", () => {
    const statuses = answerStatuses(
      `${DATED} ${DOUBTED_PARTS} Taken together, that's nineteen. ${OPEN}`,
      ["researcher/A1", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried", "researcher/A2": "carried" });
  });

  it("does not read a count's exact size as overruling the doubts", () => {
    const statuses = answerStatuses(
      `${DATED} ${DOUBTED_PARTS} Taken together, that's exactly nineteen. ${OPEN}`,
      ["researcher/A1", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried", "researcher/A2": "carried" });
  });
});

describe("a total stated as an outcome (outcome-totals.ts)", () => {
  it("reads 'nineteen merchants break' after hedged parts as a flat total", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} In sum, nineteen merchants break. ${OPEN}`,
      ["researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F4": "dropped/medium" });
  });

  it("reads 'those 19 stop working' the same way", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} The upshot: those 19 stop working at the cutoff. ${OPEN}`,
      ["researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F4": "dropped/medium" });
  });

  it("still lets a bare count inherit its parts' hedges", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} In sum, that makes nineteen. ${OPEN}`,
      ["researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F4": "carried" });
  });

  it("keeps a total whose outcome is hedged in its own words", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} In sum, nineteen merchants probably break. ${OPEN}`,
      ["researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F4": "carried" });
  });
});

describe("a record given the standing of the record (record-standing.ts)", () => {
  it("reads 'the column is the record' as the authority assumption stated", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants use v2, and the merchants table's api_version column is the record. ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("reads 'the column is the official source' the same way", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants use v2. The api_version column in the merchants table is the official source for versions. ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("does not read a hedged standing as stated", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants use v2, and the merchants table's api_version column is probably the record for them. ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });

  it("does not read the table named as the source as its standing", () => {
    const statuses = answerStatuses(`${DATED} ${TABLE} ${FALLBACK} ${OPEN}`, ["researcher/A1"]);
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });
});
