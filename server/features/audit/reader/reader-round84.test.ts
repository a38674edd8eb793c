import { describe, expect, it } from "vitest";
import {
  answerStatuses,
  fanOutDebriefsBeforeAll,
  FAITHFUL_SINGLE_PARTS,
} from "../../../testing/audit-statuses";

/**
 * The reader's eighty-fourth round of mechanisms (issue 14, tuned on v79: modality, tense and
 * aspect): advisory "should" with a person or team as subject, or a passive duty in a period,
 * is advice, not a belief hedge; advice to "treat" a group "as affected" is no premise; "look
 * set to" hedges a future, "are bound to" asserts it; "argued, not shown" names an inference;
 * a source "can be taken as authoritative" is relied on as certain. Every wording is written for
 * the test (no frozen set's wording; domain words come from the debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();
const { dated: DATED, table: TABLE, open: OPEN } = FAITHFUL_SINGLE_PARTS;

describe("advisory should (requirement-keywords.ts)", () => {
  it("reads a team told what it should do as advice, not a hedge", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} Engineering should move m_0005, m_0067 and m_0148 to v3 as well, since the fallback sends them to v2. ${OPEN}`,
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/A2": "dropped/medium",
    });
  });

  it("reads a passive duty to do in a period the same way", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 should all be migrated to v3 this sprint, since the fallback sends them to v2. ${OPEN}`,
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/A2": "dropped/medium",
    });
  });

  it("keeps a forecast 'should' about the merchants ambiguous", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 should reach v2 as well, since the fallback sends them there. ${OPEN}`,
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "uncertain", "researcher/A2": "carried" });
  });
});

describe("advice to treat a group as affected (hedge-cues.ts)", () => {
  it("reads 'we must treat … as affected' as no premise", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} We must treat m_0005, m_0067 and m_0148 as affected, since the fallback sends them to v2. ${OPEN}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/medium" });
  });

  it("keeps 'treating the fallback as live' a premise", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} Treating the fallback as live, m_0005, m_0067 and m_0148 are affected. ${OPEN}`,
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });
});

describe("'look set to' and 'are bound to' (hedge-cues.ts)", () => {
  it("reads 'look set to' as a hedge and 'are set to' as none", () => {
    const hedged = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 look set to reach v2 through the fallback on timeouts and 5xx. ${OPEN}`,
      ["researcher/F3"],
    );
    expect(hedged).toEqual({ "researcher/F3": "carried" });
    const plain = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 are set to reach v2 through the fallback on timeouts and 5xx. ${OPEN}`,
      ["researcher/F3"],
    );
    expect(plain).toEqual({ "researcher/F3": "dropped/medium" });
  });

  it("reads 'are bound to reach' as certainty, 'are bound to the adapter' as none", () => {
    const certain = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 are bound to reach v2 through the fallback on timeouts and 5xx. ${OPEN}`,
      ["researcher/F3"],
    );
    expect(certain).toEqual({ "researcher/F3": "dropped/high" });
    const tied = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 are bound to the primary adapter, which probably falls back to v2 on timeouts and 5xx. ${OPEN}`,
      ["researcher/F3"],
    );
    expect(tied).toEqual({ "researcher/F3": "carried" });
  });
});

describe("argued, not shown (hedge-cues.ts)", () => {
  it("reads an argument set against a demonstration as an inference", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} The researcher has argued, not shown, that m_0005, m_0067 and m_0148 reach v2 through the fallback on timeouts and 5xx. ${OPEN}`,
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });

  it("leaves 'argued and shown' plain", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} The researcher has argued and shown that m_0005, m_0067 and m_0148 reach v2 through the fallback on timeouts and 5xx. ${OPEN}`,
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/A2": "dropped/high",
    });
  });
});

describe("a source licensed as authoritative (everyday-hedges.ts)", () => {
  const fallback =
    "m_0005, m_0067 and m_0148 probably reach v2 too, if the fallback fires on timeouts and 5xx.";
  it("reads 'can be taken as authoritative' as certainty about the table", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants use v2 in the merchants table, which can be taken as authoritative. ${fallback} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("keeps 'which we took as right' an assumption named", () => {
    const statuses = answerStatuses(`${DATED} ${TABLE} ${fallback} ${OPEN}`, ["researcher/A1"]);
    expect(statuses).toEqual({ "researcher/A1": "carried" });
    expect(fanOut.length).toBeGreaterThan(0);
  });
});
