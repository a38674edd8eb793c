import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's forty-first round of mechanisms (issue 14), taken from the error classes of v60
 * (summaries and restatements), read answer by answer. Every wording is written for the test
 * (no frozen set's wording; domain words come from the debriefs).
 */

/** The rest of an answer the tests do not look at. */
const OPEN = "The override five and the sandbox twelve are still open.";

describe("a certainty word the answer later denies (denied-certainty.ts)", () => {
  it("reads 'none of it was verified' as taking back the summary's 'verified'", () => {
    const statuses = answerStatuses(
      "Summary: 19 merchants, all verified. On a second pass, none of it was verified: the 16 " +
        "rest on the table, which we took as authoritative, and m_0005, m_0067, m_0148 probably " +
        `break through the fallback (inferred), so probably 19. Per the changelog the cutoff is 2027-03-31. ${OPEN}`,
      ["researcher/F3", "researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/F4": "carried" });
  });

  it("reads a quoted certainty word called wrong as taking it back", () => {
    const statuses = answerStatuses(
      "Headline: 19 merchants, definitely. I should say 'definitely' was wrong: the 16 come " +
        "from the table if it is authoritative, and m_0005, m_0067, m_0148 are inferred from the " +
        `fallback code, so 19 is likely. Per the changelog the cutoff is 2027-03-31. ${OPEN}`,
      ["researcher/F3", "researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/F4": "carried" });
  });
});

describe("a total the sources are said to agree on (verified-totals.ts)", () => {
  it("takes back the assumptions under the parts the body hedges", () => {
    const statuses = answerStatuses(
      "Headline: everyone agrees, 16 + 3 = 19 merchants break. The 16 come from the table, " +
        "taken as authoritative; m_0005, m_0067 and m_0148 are inferred, assuming the fallback " +
        `fires on timeouts. Per the changelog the cutoff is 2027-03-31. ${OPEN}`,
      ["researcher/A1", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high", "researcher/A2": "dropped/high" });
  });
});

describe("a record named as the source and then called the truth (assumption-status.ts)", () => {
  it("does not read 'taken from the table' as restating the assumption the answer then states", () => {
    const statuses = answerStatuses(
      "The 16 merchants are taken from the merchants table, and that table is accurate for " +
        "them. m_0005, m_0067, m_0148 are probably affected through the fallback (inferred). " +
        `Per the changelog the cutoff is 2027-03-31. ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });
});

describe("an appositive that names the claim before it an assumption (appositive-hedges.ts)", () => {
  it("reads '— a premise nobody has tested' as hedging the table claim it follows", () => {
    const statuses = answerStatuses(
      "Overall: probably 19. In detail: 16 merchants on v2, counted from the merchants table — " +
        "a premise nobody has tested. m_0005, m_0067, m_0148 likely follow through the fallback " +
        `(inferred). Per the changelog the cutoff is 2027-03-31. ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });
});

describe("a bare count left open in a list of counts (count-status-lists.ts)", () => {
  it("reads '5 unresolved' in a summary of counts as keeping the override question open", () => {
    const statuses = answerStatuses(
      "The 16 come from the table, which we assumed is authoritative; m_0005, m_0067, m_0148 " +
        "probably follow through the fallback (inferred). Per the changelog the cutoff is " +
        "2027-03-31; the sandbox twelve have no date yet. In numbers: 16 likely, 3 possible, " +
        "5 unresolved.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });
});
