import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's fifty-sixth round of mechanisms (issue 14): a check denied in the contracted
 * perfect ("nobody's tested it"), and a claim the writer says needs a caveat. Every wording is
 * written for the test (no frozen set's wording; domain words come from the debriefs).
 */

describe('a check denied in the contracted perfect, "no one\'s seen that path trigger" (verb-classes.ts, unobserved-behaviour.ts)', () => {
  it("keeps the fallback assumption when its firing was never watched", () => {
    const statuses = answerStatuses(
      "The override five and the sandbox twelve stay open. Three more merchants go to v2 " +
        "when the fallback kicks in on a timeout; no one's seen that path trigger so far.",
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "carried" });
  });
});

describe('a claim said to need a caveat, "that total deserves an asterisk" (everyday-hedges.ts)', () => {
  it("reads the total as given with a caveat", () => {
    const statuses = answerStatuses(
      "The override five and the sandbox twelve stay open. Our total of 19 merchants " +
        "deserves an asterisk.",
      ["researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F4": "carried" });
  });

  it("still flags the total when the caveat is denied", () => {
    const statuses = answerStatuses(
      "The override five and the sandbox twelve stay open. Our total of 19 merchants " +
        "doesn't need an asterisk.",
      ["researcher/F4"],
    );
    expect(statuses["researcher/F4"]).toMatch(/^dropped/);
  });
});

describe("a hedge word denied as a noun at the end of its clause, \"this is not a 'perhaps'\" (denied-hedges.ts)", () => {
  it("reads the fallback three as stated with certainty", () => {
    const statuses = answerStatuses(
      "The override five and the sandbox twelve stay open. m_0005, m_0067 and m_0148 land " +
        "on v2 through the fallback, and this is not a 'perhaps'.",
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });
});
