import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's forty-fifth round of mechanisms (issue 14), taken from the error classes of v62
 * (entity-by-entity breakdowns), read answer by answer in a second round. Every wording is
 * written for the test (no frozen set's wording; domain words come from the debriefs).
 */

const OTHER_GROUPS =
  "- Direct: 16 merchants, if the table is authoritative.\n" +
  "- Fallback: m_0005, m_0067, m_0148, probably, if the fallback fires on timeouts.\n" +
  "- Override: five merchants, unknown without request logs.\n";

describe("a group handed a date by the date's name (named-dates.ts)", () => {
  it("reads another group's date given to the group as answering when it goes", () => {
    const statuses = answerStatuses(
      `By group:\n${OTHER_GROUPS}` +
        "- Sandbox: twelve accounts; the shutdown date in the changelog holds for them as well.\n" +
        "Shutdown: 2027-03-31.",
      ["researcher/U2", "researcher/N3"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high", "researcher/N3": "dropped/low" });
    // (A date named by the group's own name is the open date itself: still open.)
    const own = answerStatuses(
      `By group:\n${OTHER_GROUPS}` +
        "- Sandbox: twelve accounts; the sandbox date is for the provider to announce.\n" +
        "Shutdown: 2027-03-31.",
      ["researcher/U2", "researcher/N3"],
    );
    expect(own).toEqual({ "researcher/U2": "carried", "researcher/N3": "carried" });
  });
});

describe("a group named plainly beside a list called complete (complete-list-groups.ts)", () => {
  it("reads the complete list as settling a group it names with no doubt", () => {
    const statuses = answerStatuses(
      `Per group:\n${OTHER_GROUPS}` +
        "- Sandbox: twelve accounts, hard-wired to v2.\n" +
        "All groups covered: 19 in total, no others.",
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried", "researcher/U2": "dropped/high" });
    // (A list called complete with no total of its own may hold the group among its parts.)
    const untotalled = answerStatuses(
      `Per group:\n${OTHER_GROUPS}` +
        "- Sandbox: twelve accounts, hard-wired to v2.\n" +
        "Beyond these groups nobody is touched.",
      ["researcher/U2"],
    );
    expect(untotalled).toEqual({ "researcher/U2": "carried" });
    // (A group kept open in its own entry stays open beside the complete list.)
    const open = answerStatuses(
      `Per group:\n${OTHER_GROUPS}` +
        "- Sandbox: twelve accounts, their date not yet announced.\n" +
        "All groups covered: 19 in total, no others.",
      ["researcher/U1", "researcher/U2"],
    );
    expect(open).toEqual({ "researcher/U1": "carried", "researcher/U2": "carried" });
  });
});

describe('"Definite:" as a certainty heading (certain-headings.ts)', () => {
  it("files a plain entry under it as established, a hedged one keeps its hedge", () => {
    const statuses = answerStatuses(
      "Definite:\n" +
        "  m_0005, m_0067, m_0148 on the v2 client through the fallback\n" +
        "  2027-03-31 as the switch-off, from the provider's changelog\n" +
        "Open:\n" +
        "  the 16 on v2, if the table is authoritative\n" +
        "  the five override merchants and the twelve sandbox accounts, unknown for now",
      ["researcher/F3", "researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/U1": "carried" });
  });
});
