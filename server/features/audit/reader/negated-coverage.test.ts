import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * A coverage claim negated by a perfect or past auxiliary ("we haven't gone through the whole
 * codebase yet", "I hadn't read …", "we didn't read …") claims no reading (issue 14, failure
 * class 3: hedge scope and negation); only the contractions "can't", "isn't" and the like were
 * read as negations before, so such an answer had every unread file flagged high.
 */

const unreadFiles = ["researcher/N1", "researcher/N2", "researcher/N4", "researcher/N5"];
const opening =
  "Sixteen merchants are on v2 in the table, probably nineteen with the fallback. The override merchants are unknown.";
const statusesOf = (sentence: string) => answerStatuses(`${opening} ${sentence}`, unreadFiles);

describe("a coverage claim negated by a perfect or past auxiliary", () => {
  for (const sentence of [
    "We haven't gone through the whole codebase yet, so other paths may exist.",
    "I hadn’t read the whole codebase when I wrote this.",
    "We didn't read the whole codebase.",
    "The team hasn't gone through the whole codebase.",
  ]) {
    it(`claims no reading: "${sentence}"`, () => {
      expect(Object.values(statusesOf(sentence))).toEqual([
        "not_used",
        "not_used",
        "not_used",
        "not_used",
      ]);
    });
  }

  it("still reads the same claim, not negated, as reading every unread file", () => {
    expect(Object.values(statusesOf("We have gone through the whole codebase."))).toEqual([
      "dropped/high",
      "dropped/high",
      "dropped/high",
      "dropped/high",
    ]);
  });
});
