import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's fifty-fifth round of mechanisms (issue 14): a source named as the one speaking,
 * and a verdict on the clause before given by pointing back within the sentence. Every wording
 * is written for the test (no frozen set's wording; domain words come from the debriefs).
 */

describe('a source named as the one speaking, "that\'s the changelog talking" (speaking-sources.ts)', () => {
  it("reads the date as the changelog's word after a contrast", () => {
    const statuses = answerStatuses(
      "The override five and the sandbox twelve stay open. v2 is switched off for production " +
        "on 2027-03-31, but that is just the provider's changelog speaking.",
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });
});

describe('a verdict pointing back within its sentence, ", and it may well be right" (pointed-verdicts.ts)', () => {
  it("lends the verdict's hedge to the total before it", () => {
    const statuses = answerStatuses(
      "The override five and the sandbox twelve stay open. Our count comes to 19 merchants, " +
        "though it could well be an undercount.",
      ["researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F4": "carried" });
  });
});

describe("a source named by pointing back within the sentence, \"…; it's the changelog's\" (pointed-sources.ts)", () => {
  it("reads the pointer's source as the attribution of the date before it", () => {
    const statuses = answerStatuses(
      "The override five and the sandbox twelve stay open. Production v2 goes dark on " +
        "2027-03-31 — that is only the vendor notice's word.",
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });

  it("reads a source's possessive after a clause that disowns the date", () => {
    const statuses = answerStatuses(
      "The override five and the sandbox twelve stay open. Production's cutoff, 2027-03-31, " +
        "isn't ours but the vendor notice's.",
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });
});
