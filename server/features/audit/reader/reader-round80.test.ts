import { describe, expect, it } from "vitest";
import {
  answerStatuses,
  fanOutDebriefsBeforeAll,
  FAITHFUL_SINGLE_PARTS,
} from "../../../testing/audit-statuses";

/**
 * The reader's eightieth round of mechanisms (issue 14, tuned on v76, whose slant is quantities,
 * proportions and vague amounts): a scope named by its owner and denied to a group declines it;
 * a group said to be out of play, or passed by the retirement, is given an outcome; a zero given
 * as a group's share ("contribute 0%", "+0") says it adds nothing; a bare "Final:" that gives only
 * a figure closes a running tally instead of superseding it; a ceiling named firm ("Hard ceiling:
 * 19") claims completeness. Every wording is written for the test (no frozen set's wording;
 * domain words come from the debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();
const { dated: DATED, table: TABLE, fallback: FALLBACK, open: OPEN } = FAITHFUL_SINGLE_PARTS;
const PARTS = `${DATED} ${TABLE} ${FALLBACK}`;
const BODY = `${PARTS} ${OPEN}`;
const SANDBOX_OPEN = "Nobody knows the sandbox twelve's date.";
const OVERRIDE_OPEN = "Nobody knows what the five override merchants send.";

describe("a scope named by its owner and denied to the group (overstatement-cues.ts OWNED_SCOPE_DENIED)", () => {
  it("reads 'not within this review's scope' as declining the override question", () => {
    const statuses = answerStatuses(
      `${PARTS} ${SANDBOX_OPEN} The five override merchants are not within this review's scope.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/medium" });
  });

  it("leaves a group said to be within the scope, and kept open, carried", () => {
    const statuses = answerStatuses(
      `${PARTS} ${SANDBOX_OPEN} The five override merchants are within the review's scope, and nobody knows what they send.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });
});

describe("a group said to be out of play (settled-outcomes.ts NON_FACTOR)", () => {
  it("reads 'plainly not in play' as answering the override question", () => {
    const statuses = answerStatuses(
      `${PARTS} ${SANDBOX_OPEN} The five override merchants are plainly not in play.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("does so across the fan-out's debriefs", () => {
    const statuses = answerStatuses(
      "Sixteen on v2 per the direct researcher, taking the api_version column as right; m_0005, m_0067 and m_0148 likely too, per the fallback researcher, if the fallback fires on timeouts and 5xx. 2027-03-31 per the provider's changelog. The sandbox twelve's date is open. The five override merchants are simply not in play.",
      ["direct-researcher/U1", "fallback-researcher/U1"],
      fanOut,
    );
    expect(statuses).toEqual({
      "direct-researcher/U1": "dropped/high",
      "fallback-researcher/U1": "dropped/high",
    });
  });

  it("leaves 'still in play' open", () => {
    const statuses = answerStatuses(
      `${PARTS} ${SANDBOX_OPEN} The five override merchants are still in play until someone pulls the logs.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });
});

describe("the retirement said to pass the group by (settled-outcomes.ts PASSED_BY)", () => {
  it("reads 'a test host that the retirement won't reach' as answering the sandbox question", () => {
    const statuses = answerStatuses(
      `${PARTS} ${OVERRIDE_OPEN} The sandbox twelve sit on a test host that the retirement won't reach.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("leaves it open when whether the retirement reaches them is unknown", () => {
    const statuses = answerStatuses(
      `${PARTS} ${OVERRIDE_OPEN} The sandbox twelve sit on a test host; we can't say yet whether the retirement reaches it.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("a zero given as the group's share (added-nothing.ts ZERO_SHARE)", () => {
  it("reads 'contribute 0% of it' as answering the override question", () => {
    const statuses = answerStatuses(
      `${PARTS} ${SANDBOX_OPEN} Overall 19; the five override merchants contribute 0% of it.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("reads a tally step '+0' the same way", () => {
    const statuses = answerStatuses(
      `${PARTS} ${SANDBOX_OPEN}\n- table: 16\n- fallback: +3\n- override merchants: +0`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("leaves a share that is an amount, with the group kept open, carried", () => {
    const statuses = answerStatuses(
      `${PARTS} ${SANDBOX_OPEN} Overall 19; the five override merchants might add 0.5% more, nobody knows what they send.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });
});

describe("a bare 'Final:' that gives only a figure (final-answer-parts.ts)", () => {
  it("keeps the running tally above it as the answer", () => {
    const statuses = answerStatuses(
      `${TABLE} ${FALLBACK} ${OPEN}\nTally:\n- table: 16 → 16\n- fallback: +3 → 19\n- cutoff: 2027-03-31, per the provider's changelog\nFinal: 19.`,
      ["researcher/F1", "researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried", "researcher/U1": "carried" });
  });

  it("still lets a worded final part supersede the draft above it", () => {
    const statuses = answerStatuses(
      `${TABLE} ${FALLBACK} ${OPEN}\nRough draft: cutoff 2027-03-31, per the provider's changelog.\nFinal: 19 merchants, cutoff 2027-03-31, no doubt about it.`,
      ["researcher/F1", "researcher/U1"],
    );
    expect(statuses).toEqual({
      "researcher/F1": "dropped/high",
      "researcher/U1": "dropped/medium",
    });
  });
});

describe("a ceiling named firm (count-ceilings.ts NAMED_CEILING)", () => {
  it("reads 'Hard ceiling: 19 merchants' as claiming the unread files hold nothing more", () => {
    const statuses = answerStatuses(`${BODY} Hard ceiling: 19 merchants.`, [
      "researcher/N1",
      "researcher/N2",
    ]);
    expect(statuses).toEqual({ "researcher/N1": "dropped/low", "researcher/N2": "dropped/low" });
  });

  it("leaves a firm cap denied, and a bare maximum as a range's top", () => {
    const denied = answerStatuses(`${BODY} The count has no firm cap until the logs come in.`, [
      "researcher/N1",
    ]);
    expect(denied).toEqual({ "researcher/N1": "not_used" });
    const ranged = answerStatuses(
      `${BODY} Range: 16 to 36; the maximum is 36 only if both open groups land.`,
      ["researcher/N1"],
    );
    expect(ranged).toEqual({ "researcher/N1": "not_used" });
  });
});
