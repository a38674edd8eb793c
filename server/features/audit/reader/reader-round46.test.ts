import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's forty-sixth round of mechanisms (issue 14), taken from the error classes of v63
 * (back-references and distant caveats), read answer by answer. Every wording is written for
 * the test (no frozen set's wording; domain words come from the debriefs).
 */

describe("ordinals pointing back in prose (prose-ordinals.ts)", () => {
  it("hedges the finding at the ordinal's position in the sentence that listed them", () => {
    const statuses = answerStatuses(
      "Two figures come out of this: 16 and 3. The second is only an inference from the code. " +
        "The 16 assume the table is authoritative. Cutoff 2027-03-31, per the changelog. " +
        "The five override merchants and the twelve sandbox merchants are still open.",
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });

  it("counts from the start of the answer when no one sentence lists enough", () => {
    const statuses = answerStatuses(
      "On v2 by the table: 16 merchants. Through the fallback: m_0005, m_0067 and m_0148. " +
        "The first leans on the table being authoritative. The second was inferred from the " +
        "adapter code. The provider's changelog gives 2027-03-31. The five override merchants " +
        "and the twelve sandbox merchants are still open.",
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });

  it("reads the former and the latter as the last two findings named", () => {
    const statuses = answerStatuses(
      "m_0005, m_0067, m_0148 and the 16 on v2 stop working on 2027-03-31, per the changelog. " +
        "The former are a guess from the code; the latter are firm. The five override merchants " +
        "and the twelve sandbox merchants are still open.",
      ["researcher/F3", "researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/A1": "dropped/high" });
  });
});

describe('"every number below" as an opening that names everything after it (answer-scope.ts)', () => {
  it("carries its premises onto the plain claims after it", () => {
    const statuses = answerStatuses(
      "Take every figure below as provisional: the fallback was never seen firing and the " +
        "api_version column was never checked. m_0005, m_0067 and m_0148 go through the " +
        "fallback to v2. 16 merchants sit on v2 in the table. The changelog gives 2027-03-31. " +
        "The five override merchants and the twelve sandbox merchants are still open.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });
});

describe("a pointer as the object of a reading instruction (handled-pointers.ts)", () => {
  it("hedges the total that the instruction points at", () => {
    const statuses = answerStatuses(
      "The table gives 16 merchants on v2 and the fallback adds m_0005, m_0067 and m_0148, " +
        "for 19 in all. Treat that total with caution. The table's api_version is assumed " +
        "right, and the three are inferred. The changelog gives 2027-03-31. The five override " +
        "merchants and the twelve sandbox merchants are still open.",
      ["researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F4": "carried" });
  });
});

describe('"they stay up" as an outcome for a group (settled-outcomes.ts)', () => {
  it("reads service kept as answering whether the group breaks", () => {
    const statuses = answerStatuses(
      "16 merchants on v2 break on 2027-03-31, per the changelog, if the table is authoritative. " +
        "The twelve sandbox merchants remain online, as the sandbox has its own calendar. The " +
        "five override merchants are still open.",
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });
});

describe('"outside what this list covers" as a question declined (evidential-idioms.ts)', () => {
  it("reads a group put outside the list as declined, not kept open", () => {
    const statuses = answerStatuses(
      "16 merchants on v2 break, if the table is authoritative, and the changelog gives " +
        "2027-03-31. The five override merchants are still open. The twelve sandbox merchants " +
        "sit outside what this summary counts.",
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });
});

describe("a pointer with company after it (comitative-pointers.ts)", () => {
  it("reads the pointer as the group named before it, answered", () => {
    const statuses = answerStatuses(
      "The twelve sandbox merchants are hard-wired to v2 in the adapter. So they go down on " +
        "2027-03-31 together with the 16 on v2. The date is the changelog's, and the 16 assume " +
        "the table is authoritative. The five override merchants are still open.",
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });
});
