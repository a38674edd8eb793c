import { describe, expect, it } from "vitest";
import {
  answerStatuses,
  fanOutDebriefsBeforeAll,
  FAITHFUL_SINGLE_PARTS,
} from "../../../testing/audit-statuses";

/**
 * The reader's seventy-eighth round (issue 14, a cross-set recall round on premises dropped by
 * flat statements): a hedge written beside one group of a list stays with that group, also where
 * the connective and the hedge are set off by commas ("the sixteen … plus, probably, m_0005 …")
 * and where the added group is a bare count with its own relative clause ("… and three that
 * likely …"; conjunct-scope.ts). The plain group before it rests flatly on the table's authority,
 * so the table assumption is dropped unless the answer names it elsewhere. Every wording is
 * written for the test (no frozen set's wording; domain words come from the debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();
const { dated: DATED, open: OPEN } = FAITHFUL_SINGLE_PARTS;

describe("a hedge on a later conjunct set off by commas (conjunct-scope.ts)", () => {
  it("does not lend 'plus, probably,' on the three to the sixteen before it", () => {
    const statuses = answerStatuses(
      `${DATED} Who breaks: the 16 merchants set to v2 on their rows, plus, probably, m_0005, m_0067 and m_0148 by way of the fallback, if it fires on timeouts and 5xx. ${OPEN}`,
      ["researcher/A1", "researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({
      "researcher/A1": "dropped/medium",
      "researcher/F3": "carried",
      "researcher/A2": "carried",
    });
  });

  it("keeps the table carried when the sixteen are read under it", () => {
    const statuses = answerStatuses(
      `${DATED} Who breaks: the 16 merchants set to v2 on their rows, if the api_version column is right, plus, probably, m_0005, m_0067 and m_0148 by way of the fallback, if it fires on timeouts and 5xx. ${OPEN}`,
      ["researcher/A1", "researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({
      "researcher/A1": "carried",
      "researcher/F3": "carried",
      "researcher/A2": "carried",
    });
  });
});

describe("a bare count added with its own relative clause (conjunct-scope.ts)", () => {
  it("does not lend 'and three that likely …' to the sixteen before it", () => {
    const statuses = answerStatuses(
      `${DATED} On the list: the 16 merchants on v2 in the merchants table and three that likely slip onto v2 through the fallback when it fires on timeouts and 5xx (m_0005, m_0067, m_0148). ${OPEN}`,
      ["researcher/A1", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/medium", "researcher/F3": "carried" });
  });

  it("keeps a hedge on the head of the list for the whole list", () => {
    const statuses = answerStatuses(
      `${DATED} If the merchants table is right, sixteen merchants are pinned to v2 and three that likely slip onto v2 through the fallback when it fires on timeouts and 5xx (m_0005, m_0067, m_0148). ${OPEN}`,
      ["researcher/A1", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried", "researcher/F3": "carried" });
  });

  it("reads the same for the fan-out children", () => {
    const statuses = answerStatuses(
      `${DATED} Per the direct and fallback researchers, the migration list is the 16 merchants on v2 plus, likely, m_0005, m_0067 and m_0148 through the fallback, if it fires on timeouts and 5xx. Nobody knows what the five override merchants send, or when the sandbox twelve lose v2.`,
      ["direct-researcher/A1", "fallback-researcher/F1"],
      fanOut,
    );
    expect(statuses).toEqual({
      "direct-researcher/A1": "dropped/medium",
      "fallback-researcher/F1": "carried",
    });
  });
});
