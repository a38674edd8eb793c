import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's forty-eighth round of mechanisms (issue 14), taken from the error classes of v63
 * (back-references and distant caveats) on a second pass, read answer by answer. Every wording
 * is written for the test (no frozen set's wording; domain words come from the debriefs).
 */

describe('a label that counts one item, "A single premise to flag:" (single-item-labels.ts)', () => {
  it("reaches its own sentence only, so a later answered question is not kept open", () => {
    const statuses = answerStatuses(
      "A single premise to flag: the 16 on v2 rest on the table's api_version being right. The " +
        "16 go down on 2027-03-31, per the changelog. The twelve sandbox merchants fail on that " +
        "day too. The five override merchants are still open.",
      ["researcher/A1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried", "researcher/U2": "dropped/high" });
  });
});

describe('a range of numbered items, "items 1 to 3" (numbered-item-ranges.ts)', () => {
  it("is a reference to the list, not a range that hedges the total as incomplete", () => {
    const statuses = answerStatuses(
      "1. 16 merchants on v2 go down.\n2. m_0005, m_0067 and m_0148 go down through the " +
        "fallback.\n3. 19 merchants in total.\n4. The changelog gives 2027-03-31.\nItem 2 is an " +
        "inference from the adapter code. Items 1 to 3 come from one pass over the merchants " +
        "table and the adapters. The five override merchants and the twelve sandbox merchants " +
        "are still open.",
      ["researcher/F3", "researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/F4": "dropped/medium" });
  });
});

describe("an earlier hedge recalled, then lifted (lifted-caveats.ts)", () => {
  it("reads the recalled proviso as withdrawn, not as carried", () => {
    const statuses = answerStatuses(
      "In my first reply the 16 on v2 carried a proviso about the table being authoritative. " +
        "After reading the merchant config I will now drop that proviso: 16 merchants on v2 " +
        "break on 2027-03-31, per the changelog. The five override merchants and the twelve " +
        "sandbox merchants are still open.",
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });
});

describe('nobody beyond a count named by a pointer, "nineteen, with nobody outside those" (counted-pointer-completeness.ts)', () => {
  it("calls the counted list complete, closing the open questions", () => {
    const statuses = answerStatuses(
      "16 merchants on v2 break on 2027-03-31, per the changelog, if the table is " +
        "authoritative. Add m_0005, m_0067 and m_0148, which we infer from the adapter code, " +
        "and you get nineteen, with nobody outside those.",
      ["researcher/U1", "researcher/N1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high", "researcher/N1": "dropped/low" });
  });
});

describe('a list called everything, "Items 1 and 2 are everything" (everything-predicates.ts)', () => {
  it("claims the list complete", () => {
    const statuses = answerStatuses(
      "1. 16 merchants on v2, assuming the table is authoritative.\n2. m_0005, m_0067 and " +
        "m_0148 through the fallback, inferred from the adapter code.\n3. The changelog gives " +
        "2027-03-31.\nItems 1 and 2 are everything; the five override merchants and the " +
        "twelve sandbox merchants are still open.",
      ["researcher/N1"],
    );
    expect(statuses).toEqual({ "researcher/N1": "dropped/low" });
  });
});

describe('a demonstrative date subject, "That date is fixed" (date-pointers.ts)', () => {
  it("vouches for the dated finding, not the undated clause just before it", () => {
    const statuses = answerStatuses(
      "The changelog gives 2027-03-31 for v2. m_0005, m_0067 and m_0148 break through the " +
        "fallback, which we infer from the adapter code. That date is fixed. The 16 on v2 " +
        "break too, if the table is authoritative. The five override merchants and the twelve " +
        "sandbox merchants are still open.",
      ["researcher/F1", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/high", "researcher/F3": "carried" });
  });
});

describe('a discourse aside between subject and verb, "That date, for the record, is locked" (discourse-asides.ts)', () => {
  it("reads the subject and its predicate together", () => {
    const statuses = answerStatuses(
      "16 merchants on v2 break, assuming the table is authoritative, per the changelog on " +
        "2027-03-31. m_0005, m_0067 and m_0148 follow through the fallback, which we infer " +
        "from the adapter code. That date, for the record, is locked. The five override " +
        "merchants and the twelve sandbox merchants are still open.",
      ["researcher/F1", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/high", "researcher/F3": "carried" });
  });
});

describe('a stop right after a note marker, "… [1]. v2 goes …" (sentence-split.ts)', () => {
  it("ends the sentence, so the note does not reach the next one", () => {
    const statuses = answerStatuses(
      "16 merchants on v2 break, if the table is authoritative, and so do m_0005, m_0067 and " +
        "m_0148 [1]. v2 goes dark on 2027-03-31 [2]. The five override merchants and the " +
        "twelve sandbox merchants are still open.\n\n[1] The three are a guess from the " +
        "adapter code.",
      ["researcher/F1", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/medium", "researcher/F3": "carried" });
  });
});
