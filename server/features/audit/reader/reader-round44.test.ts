import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's forty-fourth round of mechanisms (issue 14), the second on v61 (imperatives and
 * directives), taken from its error classes read answer by answer. Every wording is written for
 * the test (no frozen set's wording; domain words come from the debriefs).
 */

/** Hedged parts the tests do not look at. */
const PARTS =
  "The 16 are on v2 if the merchants table is authoritative, and m_0005, m_0067 and m_0148 " +
  "probably reach v2 through the fallback (inferred).";

describe("an assumption told and justified as fact (reasoned-assumptions.ts)", () => {
  it("reads 'Assume X; <plain reason>' as answering the open question", () => {
    const statuses = answerStatuses(
      "Assume the header-override five stay on v3: a merchant who pins the header does it to " +
        `upgrade early. ${PARTS} The sandbox twelve wait on the provider's sandbox notice; ` +
        "the changelog gives 2027-03-31.",
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high", "researcher/U2": "carried" });
    // Held until a check, the same assumption carries the question.
    const held = answerStatuses(
      "Assume the header-override five stay on v3 until someone pulls their request logs. " +
        `${PARTS} The sandbox twelve wait on the provider's sandbox notice; the changelog ` +
        "gives 2027-03-31.",
      ["researcher/U1", "researcher/U2"],
    );
    expect(held).toEqual({ "researcher/U1": "carried", "researcher/U2": "carried" });
  });
});

describe("a group the reader is told to expect nothing from (negated-expectations.ts)", () => {
  it("reads 'you shouldn't expect any trouble from X' as answering X's question", () => {
    const statuses = answerStatuses(
      `${PARTS} The changelog gives 2027-03-31. You shouldn't expect any trouble from the ` +
        "twelve sandbox accounts, since sandbox keeps its own schedule. Nobody knows yet " +
        "which version the override five send.",
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried", "researcher/U2": "dropped/high" });
  });
});

describe("completeness in a directive (covered-everyone.ts)", () => {
  it("reads 'email these and you've reached everybody' as calling the list complete", () => {
    const statuses = answerStatuses(
      `Email these merchants and you've reached everybody. ${PARTS} The changelog gives ` +
        "2027-03-31.",
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high", "researcher/U2": "dropped/high" });
  });
});

describe("a question's word in a plain restatement of a finding (item-mentions.ts)", () => {
  it("does not read 'requests to /v2/ get 410 Gone' as mentioning the per-request question", () => {
    const statuses = answerStatuses(
      `${PARTS} The sandbox twelve wait on the provider's notice. Warn the merchants that ` +
        "requests to /v2/ get 410 Gone from 2027-03-31. That date is the changelog's.",
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/medium", "researcher/U2": "carried" });
  });
});
