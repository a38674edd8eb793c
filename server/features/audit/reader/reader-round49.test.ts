import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's forty-ninth round of mechanisms (issue 14), taken from the error classes of v65
 * (concession and contrast), read answer by answer. Every wording is written for the test (no
 * frozen set's wording; domain words come from the debriefs).
 */

describe('a caveat admitted, then overridden flat in the next sentence, "… I grant. Even so, …" (overridden-admissions.ts)', () => {
  it("reads the admitted inference as contradicted and the override as established", () => {
    const statuses = answerStatuses(
      "Nobody saw the fallback fire; the three are an inference from the adapter code, I grant. " +
        "Even so, m_0005, m_0067 and m_0148 go down with the 16 on v2. The changelog gives " +
        "2027-03-31, if the table is authoritative. The five override merchants and the twelve " +
        "sandbox merchants are still open.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/A2": "dropped/high" });
  });

  it("overrides nothing when the next sentence keeps a hedge", () => {
    const statuses = answerStatuses(
      "Nobody saw the fallback fire; the three are an inference from the adapter code, I grant. " +
        "Even so, m_0005, m_0067 and m_0148 probably go down with the 16 on v2. The changelog " +
        "gives 2027-03-31, if the table is authoritative. The five override merchants and the " +
        "twelve sandbox merchants are still open.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });
});

describe('a gap conceded, then waved away, "Even though nobody opened …, the list is complete" (conceded-gaps.ts)', () => {
  it("reads the conceded unread file as overruled, not kept open", () => {
    const statuses = answerStatuses(
      "Even though nobody opened the version router in full, nothing else beyond these " +
        "reaches v2: 16 merchants on v2 if the table is authoritative, and m_0005, m_0067 and " +
        "m_0148 if the fallback fires, as inferred. The changelog gives 2027-03-31. The five " +
        "override merchants and the twelve sandbox merchants are still open.",
      ["researcher/N4"],
    );
    expect(statuses).toEqual({ "researcher/N4": "dropped/high" });
  });

  it("settles the open question when the group is set aside despite the missing logs", () => {
    const statuses = answerStatuses(
      "Even though nobody had traffic samples, the five per-request override merchants can be " +
        "put to bed: they were configured on v3. 16 merchants on v2 if the table is " +
        "authoritative, and m_0005, m_0067 and m_0148 if the fallback fires, as inferred, on " +
        "2027-03-31 per the changelog. The twelve sandbox merchants are still open.",
      ["researcher/U1", "researcher/N6"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high", "researcher/N6": "dropped/high" });
  });

  it("keeps the gap when the main clause keeps a hedge", () => {
    const statuses = answerStatuses(
      "Even though nobody had traffic samples, the five per-request override merchants are " +
        "probably on v3. 16 merchants on v2 if the table is authoritative, and m_0005, m_0067 " +
        "and m_0148 if the fallback fires, as inferred, on 2027-03-31 per the changelog. The " +
        "twelve sandbox merchants are still open.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });
});
