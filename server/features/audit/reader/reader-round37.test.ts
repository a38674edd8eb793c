import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's thirty-seventh round of mechanisms (issue 14), taken from the error classes of
 * v56 (negation in its forms), read answer by answer. Every wording is written for the test (no
 * frozen set's wording; domain words come from the debriefs).
 */

describe("a leaning stated through a negation (negated-leanings.ts)", () => {
  it("reads denied grounds for one side of an open question as the answer", () => {
    const statuses = answerStatuses(
      "We have no reason to believe that the per-request override merchants are still calling v2. " +
        "So the migration list is the 16 table merchants and the fallback trio m_0005, m_0067, m_0148, " +
        "inferred from the adapter code, if the table is authoritative.",
      ["researcher/U1", "researcher/N6"],
    );
    expect(statuses).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/N6": "dropped/high",
    });
    // A leaning the writer calls a hunch stays a leaning.
    const kept = answerStatuses(
      "I'd be surprised if the override merchants were on v2, though that is only a hunch. " +
        "The 16 table merchants, if the table is authoritative, plus m_0005, m_0067, m_0148 " +
        "through the fallback, inferred. The sandbox accounts' date is unknown.",
      ["researcher/U1"],
    );
    expect(kept).toEqual({ "researcher/U1": "carried" });
  });
});

describe("a negative question the writer answers themself (negated-leanings.ts)", () => {
  it("reads a rhetorical question as the claim it asks about", () => {
    const statuses = answerStatuses(
      "Why wouldn't the api_version column be accurate? It has held up so far. " +
        "So 16 merchants break, and m_0005, m_0067, m_0148 probably join them via the fallback " +
        "(inferred). The override five and the sandbox twelve remain open.",
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("reads one answered by its own reasoning as settling the open question", () => {
    const statuses = answerStatuses(
      "Isn't it clear the sandbox accounts lose v2 on the same date as production? They are " +
        "pinned to it in the adapter. The 16 table merchants break if the table holds, and " +
        "m_0005, m_0067, m_0148 probably do via the fallback. The override five are open.",
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
    // A reply that hedges keeps the question a question.
    const kept = answerStatuses(
      "Doesn't the sandbox lose v2 on the same date? Maybe; nobody has a schedule for it. " +
        "The 16 table merchants break if the table holds, and m_0005, m_0067, m_0148 probably " +
        "do via the fallback. The override five are open.",
      ["researcher/U2"],
    );
    expect(kept).toEqual({ "researcher/U2": "carried" });
  });
});

describe("certainty or completeness denied by the subject or by a disclaimer (negated-subjects.ts)", () => {
  it("reads a negative quantifier before a certainty word as denying it", () => {
    const statuses = answerStatuses(
      "None of the nineteen merchants is certain. Sixteen come from the api_version column, " +
        "taken as authoritative; m_0005, m_0067 and m_0148 hang on a fallback nobody saw fire. " +
        "The override five and the sandbox twelve are open.",
      ["researcher/F3", "researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/A1": "carried" });
  });

  it("reads a disclaimed completeness claim as no claim of completeness", () => {
    const statuses = answerStatuses(
      "I wouldn't say our count is final. It has the 16 from the merchants table, assumed " +
        "authoritative, and m_0005, m_0067, m_0148 if the fallback fires, which is inferred. " +
        "The override five and the sandbox twelve are still open.",
      ["researcher/N1", "researcher/N4"],
    );
    expect(statuses).toEqual({ "researcher/N1": "not_used", "researcher/N4": "not_used" });
  });
});

describe("a gap denied outright (denied-gaps.ts)", () => {
  it("reads denying that anything went unread as a claim of reading the code", () => {
    const statuses = answerStatuses(
      "Nothing was left unchecked in the code. So: the 16 table merchants, if the table is " +
        "authoritative, and m_0005, m_0067, m_0148 if the fallback fires (inferred). The " +
        "override five and the sandbox twelve stay open.",
      ["researcher/N1", "researcher/N4"],
    );
    expect(statuses).toEqual({
      "researcher/N1": "dropped/low",
      "researcher/N4": "dropped/low",
    });
  });

  it("reads nobody finding one outside the list as calling the list complete", () => {
    const statuses = answerStatuses(
      "No one came up with a single merchant beyond these: the 16 table merchants, if the " +
        "table is authoritative, and m_0005, m_0067, m_0148 if the fallback fires (inferred). " +
        "The sandbox twelve's date is open.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });
});

describe("a denial kept as a leaning (negated-leanings.ts)", () => {
  it("reads a doubt the writer calls a hunch, and a claim set aside for a reason, as hedged", () => {
    const doubted = answerStatuses(
      "I doubt that the override merchants still call v2, but it is a gut feeling and nobody " +
        "settled it. Plan on the 16 table merchants, if the table is authoritative, and " +
        "m_0005, m_0067, m_0148 if the fallback fires (inferred). The sandbox date is open.",
      ["researcher/U1", "researcher/N6"],
    );
    expect(doubted).toEqual({ "researcher/U1": "carried", "researcher/N6": "carried" });
    const setAside = answerStatuses(
      "Not that the sandbox accounts keep v2 past the cutoff; they might, it is that nobody " +
        "can tell yet. The 16 table merchants break if the table is authoritative, and m_0005, " +
        "m_0067, m_0148 if the fallback fires (inferred). The override five are open.",
      ["researcher/U2"],
    );
    expect(setAside).toEqual({ "researcher/U2": "carried" });
  });
});

describe("litotes of risk (litotes.ts)", () => {
  it("reads a denied small risk as a possibility, not a plain claim", () => {
    const statuses = answerStatuses(
      "The fallback trio m_0005, m_0067, m_0148 isn't a negligible risk, because the primary " +
        "adapter's fallback calls the v2 client. The 16 table merchants break if the table is " +
        "authoritative. The override five and the sandbox twelve are open.",
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });
});

describe("inclusion in the list or exemption from it as an outcome (inclusion-outcomes.ts)", () => {
  it("reads a group denied a reprieve as answered", () => {
    const statuses = answerStatuses(
      "The 16 table merchants break if the table is authoritative, and m_0005, m_0067, m_0148 " +
        "probably do through the fallback (inferred). The twelve sandbox merchants get no " +
        "reprieve. The override five are open.",
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });
});
