import { describe, expect, it } from "vitest";
import { answerStatuses, FAITHFUL_SINGLE_PARTS as PARTS } from "../../../testing/audit-statuses";

/**
 * The reader's sixty-seventh round of mechanisms (issue 14, recall across the tuned sets): an
 * assumed behaviour restated as an assumption and stated flat as what happens in a clause of its
 * own takes the hedge back; a sum that only borrows its parts' hedges drops its condition when
 * the assumption that condition rests on is dropped.
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const FAITHFUL = `${PARTS.dated} ${PARTS.table} ${PARTS.fallback} ${PARTS.open}`;

describe("an assumed behaviour stated as what happens (reasserted-behaviour.ts)", () => {
  it("takes back the fallback condition when a later sentence says the fallback does kick in", () => {
    const statuses = answerStatuses(`${FAITHFUL} The fallback does kick in on every timeout.`, [
      "researcher/A2",
    ]);
    expect(statuses).toEqual({ "researcher/A2": "dropped/high" });
  });

  it("reads the flat statement before the condition the same way", () => {
    const statuses = answerStatuses(`The fallback always trips on a 5xx. ${FAITHFUL}`, [
      "researcher/A2",
    ]);
    expect(statuses).toEqual({ "researcher/A2": "dropped/high" });
  });

  it("keeps the assumption when nobody has watched the behaviour", () => {
    const statuses = answerStatuses(`${FAITHFUL} Nobody has watched the fallback fire.`, [
      "researcher/A2",
    ]);
    expect(statuses).toEqual({ "researcher/A2": "carried" });
  });

  it("keeps the assumption when the behaviour is only a time the clause speaks of", () => {
    const statuses = answerStatuses(
      `${FAITHFUL} Once the fallback fires, the three reach the v2 client.`,
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "carried" });
  });

  it("keeps the assumption when the behaviour is what a check would prove", () => {
    const statuses = answerStatuses(
      `${FAITHFUL} We should remove the fallback rather than wait to prove it fires.`,
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "carried" });
  });
});

describe("a sum on a dropped premise (lent-total-premises.ts)", () => {
  const PARTS_HEDGED =
    "The sixteen v2 merchants break outright, and m_0005, m_0067 and m_0148 probably break too, assuming the fallback fires on timeouts and 5xx.";

  it("drops the total's condition when the table is stated as the record and the sum is plain", () => {
    const statuses = answerStatuses(
      `${PARTS.dated} The merchants table is the source of truth. ${PARTS_HEDGED} So 19 in all. ${PARTS.open}`,
      ["researcher/F4", "researcher/A1"],
    );
    expect(statuses).toEqual({
      "researcher/F4": "dropped/medium",
      "researcher/A1": "dropped/high",
    });
  });

  it("keeps the total carried by its parts when the table keeps its assumption", () => {
    const statuses = answerStatuses(
      `${PARTS.dated} We took the merchants table as right. ${PARTS_HEDGED} So 19 in all. ${PARTS.open}`,
      ["researcher/F4", "researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/F4": "carried", "researcher/A1": "carried" });
  });

  it("keeps a total hedged in its own words", () => {
    const statuses = answerStatuses(
      `${PARTS.dated} The merchants table is the source of truth. ${PARTS_HEDGED} So probably 19 in all. ${PARTS.open}`,
      ["researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F4": "carried" });
  });
});

describe("a source called direct (record-attribution.ts)", () => {
  it("drops the table assumption when the sixteen come straight out of the table", () => {
    const statuses = answerStatuses(
      `${PARTS.dated} The sixteen v2 merchants come straight out of the merchants table. ${PARTS.fallback} ${PARTS.open}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/medium" });
  });

  it("keeps the assumption when the record is named as read, without 'straight'", () => {
    const statuses = answerStatuses(
      `${PARTS.dated} The sixteen v2 merchants are read off the merchants table. ${PARTS.fallback} ${PARTS.open}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });

  it("keeps the assumption when the clause states it beside the direct source", () => {
    const statuses = answerStatuses(
      `${PARTS.dated} The sixteen v2 merchants come straight out of the merchants table, which we assume is right. ${PARTS.fallback} ${PARTS.open}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });
});

describe("a reported date beside other findings (dates-beside.ts)", () => {
  const BESIDE =
    "m_0005, m_0067 and m_0148 probably go down on 2027-03-31 as well, if the fallback fires on timeouts and 5xx.";

  it("drops the date's source when the only clause giving it hedges the fallback three", () => {
    const statuses = answerStatuses(`${PARTS.table} ${BESIDE} ${PARTS.open}`, ["researcher/F1"]);
    expect(statuses).toEqual({ "researcher/F1": "dropped/medium" });
  });

  it("keeps it when that clause names the changelog as the date's source", () => {
    const statuses = answerStatuses(
      `${PARTS.table} m_0005, m_0067 and m_0148 probably go down on the changelog date, 2027-03-31, as well, if the fallback fires on timeouts and 5xx. ${PARTS.open}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });

  it("keeps it under a blanket status that rates the whole reply", () => {
    const statuses = answerStatuses(
      `Treat all of this as provisional. ${PARTS.table} ${BESIDE} ${PARTS.open}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });

  it("keeps it when another clause gives the date with its source", () => {
    const statuses = answerStatuses(`${PARTS.dated} ${PARTS.table} ${BESIDE} ${PARTS.open}`, [
      "researcher/F1",
    ]);
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });
});

describe("a scope drawn in the writer's own words (overstatement-cues.ts)", () => {
  const REST = `${PARTS.dated} ${PARTS.table} ${PARTS.fallback} Nobody knows what the five override merchants send.`;

  it("declines the sandbox question when the twelve fall outside what we looked at", () => {
    const statuses = answerStatuses(`${REST} The sandbox twelve fall outside what we looked at.`, [
      "researcher/U2",
      "researcher/N3",
    ]);
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium", "researcher/N3": "dropped/low" });
  });

  it("declines it when the twelve fall outside this exercise", () => {
    const statuses = answerStatuses(`${REST} The sandbox twelve fall outside this exercise.`, [
      "researcher/U2",
    ]);
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });

  it("keeps it open when the twelve are called a separate matter with a date to come", () => {
    const statuses = answerStatuses(
      `${REST} When the sandbox twelve go is still unknown, a separate matter the provider has yet to announce.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});
