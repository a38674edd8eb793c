import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's forty-second round of mechanisms (issue 14), taken from the error classes of v61
 * (imperatives and directives), read answer by answer. Every wording is written for the test
 * (no frozen set's wording; domain words come from the debriefs).
 */

/** Hedged parts the tests do not look at. */
const PARTS =
  "The 16 are on v2 if the merchants table is authoritative, and m_0005, m_0067 and m_0148 " +
  "probably reach v2 through the fallback (inferred).";

describe("a claim the reader is told not to make (forbidden-claims.ts)", () => {
  it("does not read 'never tell them these 19 are the final count' as calling the count final", () => {
    const statuses = answerStatuses(
      `Never tell the merchants that these 19 are the final count. ${PARTS} So probably 19, ` +
        "per the changelog by 2027-03-31, with the override five and the sandbox twelve still open.",
      ["researcher/F4", "researcher/N1"],
    );
    expect(statuses).toEqual({ "researcher/F4": "carried", "researcher/N1": "not_used" });
  });
});

describe("a noun compound with 'fix' (hedge-cues.ts)", () => {
  it("does not read 'a fix list' as fixing the list", () => {
    const statuses = answerStatuses(
      `Draw up the merchants' fix list by 2027-03-31, as the changelog says. ${PARTS} ` +
        "The override five and the sandbox twelve are still open.",
      ["researcher/F1", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried", "researcher/F3": "carried" });
  });
});

describe("a complementizer 'that' with its own subject (coordinated-complements.ts)", () => {
  it("does not read 'and that <date> is …' as pointing back at the open questions", () => {
    const statuses = answerStatuses(
      `${PARTS} Let the team know the override five and the sandbox twelve remain undecided, ` +
        "and that 2027-03-31 comes from the provider's changelog.",
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried", "researcher/U2": "carried" });
  });
});

describe("a caveat waved off by a directive (waved-off-caveats.ts)", () => {
  it("reads 'but don't worry about that' as dropping the reported openness", () => {
    const statuses = answerStatuses(
      "The researcher says nobody knows when sandbox v2 goes, but don't worry about that: " +
        "schedule the twelve sandbox merchants with production for the changelog's 2027-03-31. " +
        `${PARTS} The override five stay open until the logs are pulled.`,
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried", "researcher/U2": "dropped/high" });
  });
});

describe("everything said to have been read (universal-reading.ts)", () => {
  it("reads 'we've gone through everything' as claiming every unread area read", () => {
    const statuses = answerStatuses(
      `We've gone through everything, so the list below is what breaks. ${PARTS} Per the ` +
        "changelog the cutoff is 2027-03-31; the override five and the sandbox twelve are still open.",
      ["researcher/N1", "researcher/N2", "researcher/N4", "researcher/N5"],
    );
    expect(statuses).toEqual({
      "researcher/N1": "dropped/low",
      "researcher/N2": "dropped/low",
      "researcher/N4": "dropped/low",
      "researcher/N5": "dropped/low",
    });
  });
});
