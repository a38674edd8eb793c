import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's fifty-first round of mechanisms (issue 14), a second pass on the error classes
 * of v65 (concession and contrast), read answer by answer. Every wording is written for the
 * test (no frozen set's wording; domain words come from the debriefs).
 */

const REST =
  "16 merchants on v2 if the table is authoritative, plus m_0005, m_0067 and m_0148 if the " +
  "fallback fires, as inferred, on 2027-03-31 per the changelog. The five override merchants " +
  "are still open.";

describe('a hedge pinned on one part of a total, "31, with the fallback trio the weak link" (hedged-parts.ts)', () => {
  it("counts the sandbox merchants in the total, the hedge being the other part's", () => {
    const statuses = answerStatuses(
      `${REST} Budget for 31 merchants, with the fallback trio the grey area.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("keeps the question open when the hedged part is the sandbox group itself", () => {
    const statuses = answerStatuses(
      `${REST} Budget for 31 merchants, with the sandbox twelve the grey area.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe('an outcome stated whatever the date, "no matter when sandbox goes, no live charge fails" (indifferent-outcomes.ts)', () => {
  it("reads the date question as answered", () => {
    const statuses = answerStatuses(
      `${REST} The twelve sandbox merchants only run test traffic; whatever date the ` +
        "provider sets, no live charge fails.",
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("answers nothing when the outcome keeps a hedge", () => {
    const statuses = answerStatuses(
      `${REST} The twelve sandbox merchants only run test traffic; whatever date the ` +
        "provider sets, no live charge probably fails.",
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe('a contrast pointing back with a hedge, "…, but they are an inference" (contrast-pointers.ts)', () => {
  it("carries the hedge of the fallback merchants back to the flat clause", () => {
    const statuses = answerStatuses(
      "The 16 v2 merchants rest on the table being authoritative. The adapter code adds " +
        "m_0005, m_0067 and m_0148, but they are only an inference from reading it. " +
        "2027-03-31 per the changelog; the override five and the sandbox twelve are open.",
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });

  it("carries a bare hedge after the connective", () => {
    const statuses = answerStatuses(
      "The 16 v2 merchants rest on the table being authoritative. The adapter code adds " +
        "m_0005, m_0067 and m_0148, yet only by inference. 2027-03-31 per the changelog; the " +
        "override five and the sandbox twelve are open.",
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });

  it("keeps a contrast about another group from hedging the claim", () => {
    const statuses = answerStatuses(
      "The 16 v2 merchants rest on the table being authoritative. The adapter code adds " +
        "m_0005, m_0067 and m_0148, but the override five are only an inference. 2027-03-31 " +
        "per the changelog; the sandbox twelve are open.",
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/medium" });
  });
});

describe('a claim called a fact or exact, "the 16 are hard facts", "the list is exact" (certainty-idioms.ts)', () => {
  it("reads the table-backed count as stated with certainty", () => {
    const statuses = answerStatuses(
      "The v2 count is exact: 16 merchants in the table. m_0005, m_0067 and m_0148 are " +
        "inferred and need the fallback to fire. 2027-03-31 per the changelog; the override " +
        "five and the sandbox twelve are open.",
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("keeps an attributive 'exact' plain", () => {
    const statuses = answerStatuses(
      "The exact v2 count rests on the table being authoritative: 16 merchants. m_0005, " +
        "m_0067 and m_0148 are inferred and need the fallback to fire. 2027-03-31 per the " +
        "changelog; the override five and the sandbox twelve are open.",
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });
});

describe('a leading contrast, "Whereas the 16 are hard facts, the three are inferred" (contrast-leads.ts)', () => {
  it("keeps the main clause's hedge from reaching the flat lead", () => {
    const statuses = answerStatuses(
      "Whereas the table's 16 v2 merchants are hard facts, m_0005, m_0067 and m_0148 are an " +
        "inference that needs the fallback to fire. 2027-03-31 per the changelog; the override " +
        "five and the sandbox twelve are open.",
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("keeps a hedged lead with its main clause, as a concession", () => {
    const statuses = answerStatuses(
      "While the cutoff is only what the changelog announces, the 16 merchants the table lists " +
        "on v2 stop on 2027-03-31, if the table is authoritative; m_0005, m_0067 and m_0148 " +
        "join them if the fallback fires, as inferred. The override five and the sandbox " +
        "twelve are open.",
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });
});

describe('a blanket dismissal of the caveats, "the caveats are boilerplate" (rejected-hedges.ts)', () => {
  it("reads the listed caveats as contradicted and the next claims as established", () => {
    const statuses = answerStatuses(
      "The debrief lists an unvalidated table and a fallback nobody saw fire. Honestly, the " +
        "caveats are boilerplate. The 16 v2 merchants and m_0005, m_0067 and m_0148 break on " +
        "2027-03-31. The override five and the sandbox twelve are open.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/A2": "dropped/high" });
  });

  it("lends nothing when the next sentence keeps a hedge", () => {
    const statuses = answerStatuses(
      "The debrief lists an unvalidated table and a fallback nobody saw fire. Honestly, the " +
        "caveats are boilerplate. The 16 v2 merchants and m_0005, m_0067 and m_0148 probably " +
        "break on 2027-03-31. The override five and the sandbox twelve are open.",
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });
});
