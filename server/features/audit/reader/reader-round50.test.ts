import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's fiftieth round of mechanisms (issue 14), taken from the faithful answers that
 * still got a high flag across the tuned sets. Every wording is written for the test (no frozen
 * set's wording; domain words come from the debriefs).
 */

describe('a listed complement after a demonstrative, "though that figure rests on two untested points: that …, and that …" (coordinated-complements.ts)', () => {
  it("reads the later complement with the hedge that governs the list, not the demonstrative", () => {
    const statuses = answerStatuses(
      "We count 19 merchants likely to break on 2027-03-31, per the changelog, though that " +
        "figure rests on two points nobody checked: that the api_version column is accurate, " +
        "and that the fallback path really fires on timeouts and 5xx responses. The five " +
        "override merchants and the twelve sandbox merchants are still open.",
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "carried" });
  });
});

describe('a long clause counting its premises before a dash, "19 is what we can stand behind, given two premises — …, and … —" (colon-lead-lists.ts)', () => {
  it("leads the dashed list with the counted premises", () => {
    const statuses = answerStatuses(
      "Our answer: 19 merchants is the number we can stand behind right now, given two " +
        "premises — the api_version column is accurate, and the fallback path fires on timeouts " +
        "and 5xx responses — and v2 goes away on 2027-03-31 per the changelog. The five " +
        "override merchants and the twelve sandbox merchants are still open.",
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "carried" });
  });
});

describe('a limiting "only where" before an event, "and only where the fallback trips" (hedge-cues.ts)', () => {
  it("reads the event as a condition on the claim", () => {
    const statuses = answerStatuses(
      "Goes down on 2027-03-31, per the changelog: 16 merchants on v2, if the table is " +
        "authoritative. Also m_0005, m_0067 and m_0148, which we infer from the adapter code, " +
        "and only where the fallback path trips on timeouts and 5xx responses. The five " +
        "override merchants and the twelve sandbox merchants are still open.",
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "carried" });
  });
});
