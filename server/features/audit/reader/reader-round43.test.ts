import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's forty-third round of mechanisms (issue 14), taken from the error classes of v62
 * (entity-by-entity breakdowns), read answer by answer. Every wording is written for the test
 * (no frozen set's wording; domain words come from the debriefs).
 */

describe("a heading over a list reaches its entries only (heading-reach.ts)", () => {
  it("does not lend a hedging heading to the plain line after its bulleted or indented list", () => {
    const statuses = answerStatuses(
      "Going down:\n" +
        "- the 16 on v2, if the table is authoritative\n" +
        "- m_0005, m_0067, m_0148, probably, if the fallback fires on timeouts\n" +
        "Still open:\n" +
        "- the 12 sandbox accounts, until the provider publishes their schedule\n" +
        "- the five override merchants, until someone pulls request logs\n" +
        "Shutdown day: 2027-03-31.",
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/medium" });
    // (Indented entries are a list too: the first line back at the margin leaves it.)
    const indented = answerStatuses(
      "Going down, probably:\n" +
        "  the 16 on v2, resting on the table being authoritative;\n" +
        "  m_0005, m_0067, m_0148 through the fallback, if it fires on timeouts and 5xx.\n" +
        "Not yet known:\n" +
        "  the override five, pending request logs;\n" +
        "  the sandbox twelve, pending the provider's sandbox notice.\n" +
        "Switch-off: 2027-03-31, when production v2 stops answering.",
      ["researcher/F1", "researcher/F3"],
    );
    expect(indented).toEqual({ "researcher/F1": "dropped/medium", "researcher/F3": "carried" });
  });
});

describe("behaviour nobody has seen happen (unobserved-behaviour.ts)", () => {
  const REST =
    "The 16 rest on the table, taken as authoritative. The five override merchants are unknown " +
    "without request logs, and the sandbox twelve have no announced date. Probably 19 in all; " +
    "the changelog gives 2027-03-31.";

  it("reads a mechanism never seen kicking in or firing as carrying the assumption on it", () => {
    const statuses = answerStatuses(
      "Three merchants, m_0005, m_0067 and m_0148, ride the primary adapter's fallback into the " +
        "v2 client. That comes from reading the adapter; nobody has seen it kick in on a " +
        `timeout. ${REST}`,
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "carried" });
    const observed = answerStatuses(
      "m_0005, m_0067, m_0148 go through the primary adapter, whose fallback calls the v2 " +
        "client according to its source; the fallback has never been observed firing in " +
        `production. ${REST}`,
      ["researcher/A2"],
    );
    expect(observed).toEqual({ "researcher/A2": "carried" });
  });
});
