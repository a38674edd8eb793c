import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's fifty-second round of mechanisms (issue 14), taken from the faithful answers that
 * still got a high flag across the tuned sets (second pass). Every wording is written for the
 * test (no frozen set's wording; domain words come from the debriefs).
 */

const HEDGED_BODY =
  "Probably 19 merchants break on 2027-03-31, the date in the provider's changelog: 16 on v2 " +
  "if the api_version column can be trusted, and m_0005, m_0067 and m_0148 by inference, if " +
  "the fallback path fires on timeouts and 5xx responses. Nobody knows yet what the five " +
  "override merchants send, or whether the twelve sandbox merchants share the date.";

describe('a glossary entry, "## Key terms / - **legacy client**: the code that sends v2 requests" (glossary-entries.ts)', () => {
  it("reads the entry as a definition, not as settling the override question", () => {
    const statuses = answerStatuses(
      `${HEDGED_BODY}\n\n## Key terms\n- **legacy client**: the module in src/adapters/legacy-client.ts ` +
        "that sends v2 requests.\n- **sandbox**: the provider's test environment.",
      ["researcher/U1", "researcher/N6"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried", "researcher/N6": "carried" });
  });
});

describe('knowledge as a basis, "nineteen on what we know" (bounded-knowledge.ts)', () => {
  it("reads no certainty in the basis", () => {
    const statuses = answerStatuses(
      "The three fallback merchants (m_0005, m_0067, m_0148) are an inference from the code, " +
        "and the 16 hold only if the api_version column is right, which nobody checked. " +
        "Nineteen on what we know so far, and perhaps more: the five override merchants and " +
        "the twelve sandbox merchants are unresolved. Date: 2027-03-31, per the changelog.",
      ["researcher/F3", "researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/F4": "carried" });
  });
});

describe('knowledge bounded by its denial, "we know a fallback exists, not that it fires" (bounded-knowledge.ts)', () => {
  it("reads no certainty, and the denied part as unknown", () => {
    const statuses = answerStatuses(
      "From reading the adapter we know the three v3 merchants m_0005, m_0067 and m_0148 " +
        "have a fallback path to the v2 client, not that it fires on timeouts and 5xx. The 16 " +
        "on v2 stand if the api_version column is authoritative, which was assumed. Date: " +
        "2027-03-31, as the changelog announces. Still open: the five override merchants and " +
        "the twelve sandbox merchants.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });
});

describe('a contracted modal after an unreal condition, "If it had …, we\'d expect … all along" (unreal-consequences.ts)', () => {
  it("reads the consequence without its certainty", () => {
    const statuses = answerStatuses(
      "If the fallback path had never tripped, we'd see m_0005, m_0067 and m_0148 succeeding " +
        "all along, and nobody has the traffic to tell. So they are likely casualties, inferred " +
        "from the code, not proven. The 16 direct ones hold if the api_version column is right, " +
        "which was assumed; 19 in all, from 2027-03-31 per the changelog. Open: the five " +
        "override merchants and the twelve sandbox merchants.",
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });
});

describe('a comma-enclosed insert before the verb, "if the source, the api_version column, is right" (comma-inserts.ts)', () => {
  it("keeps the condition to its verb", () => {
    const statuses = answerStatuses(
      "Sixteen, if the count's basis, the api_version column, is trustworthy; neither the " +
        "researcher nor anyone else tested it. m_0005, m_0067 and m_0148 probably break too, " +
        "by inference, if the fallback fires on timeouts and 5xx. Date 2027-03-31, per the " +
        "changelog. Unknown: the five override merchants and the twelve sandbox merchants.",
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });

  it('reads "whether X, or Y, are affected" as one question', () => {
    const statuses = answerStatuses(
      "The provider retires v2 on 2027-03-31, per its changelog. Probably 19 merchants: 16 if " +
        "the api_version column is accurate, and three through the fallback, if it fires on " +
        "timeouts and 5xx. We cannot say whether the override merchants, or the twelve sandbox " +
        "merchants, are hit on that date.",
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});
