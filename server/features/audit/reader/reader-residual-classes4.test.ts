import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The fourth cross-set residual round (issue 14): error classes that recur across tuned sets
 * written in different voices. Every wording is written for the test (no frozen set's wording;
 * domain words come from the debriefs).
 */

const one = (answer: string, labels: string[]) => answerStatuses(answer, labels);

describe("a list called complete is certain of its extent and total, not of a hedged part", () => {
  const PARTS =
    "The table has sixteen accounts on v2. The fallback most likely drags in m_0005, m_0067 and m_0148 as well. The changelog gives 2027-03-31. ";

  it("keeps the part's hedge when another sentence states the part with it", () => {
    for (const close of [
      "Final tally: these 19 accounts form the complete list.",
      "So 19 accounts in all, and that is the whole list.",
    ]) {
      const statuses = one(PARTS + close, ["researcher/F3", "researcher/F4"]);
      expect(statuses["researcher/F3"], close).toBe("carried");
      expect(statuses["researcher/F4"], close).toBe("dropped/high");
    }
  });

  it("still reaches the part by certainty in other words or when the list spells it out", () => {
    for (const close of [
      "Final tally: 19 accounts, definitely.",
      "The complete list: the sixteen plus m_0005, m_0067 and m_0148.",
    ]) {
      expect(one(PARTS + close, ["researcher/F3"])["researcher/F3"], close).toBe("dropped/high");
    }
  });
});
