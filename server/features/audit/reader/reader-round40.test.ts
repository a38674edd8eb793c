import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's fortieth round of mechanisms (issue 14), taken from the error classes of v59
 * (symbols and status marks), read answer by answer. Every wording is written for the test (no
 * frozen set's wording; domain words come from the debriefs).
 */

describe("coloured emoji under a key written in colour names (colour-emoji.ts)", () => {
  it("reads a red circle as the key's 'red' and keeps its row open", () => {
    const statuses = answerStatuses(
      "Merged by colour (green = checked in code or data, amber = trusted or inferred, red = unresolved):\n" +
        "🟢 the table sets 16 merchants to v2\n" +
        "🟠 the api_version column being the real source\n" +
        "🟠 m_0005, m_0067, m_0148 landing on v2 through the fallback\n" +
        "🟠 2027-03-31, the provider's changelog\n" +
        "🔴 sandbox cutoff; 🔴 the version the five per-request merchants send",
      ["researcher/U1", "researcher/N6", "researcher/A1"],
    );
    expect(statuses).toEqual({
      "researcher/U1": "carried",
      "researcher/N6": "carried",
      "researcher/A1": "carried",
    });
  });
});

describe("a ticked box on a claim rather than a task (ticked-claims.ts)", () => {
  it("reads '[x] column is the source of truth' as certainty on the assumption", () => {
    const statuses = answerStatuses(
      "Before we migrate:\n" +
        "[x] merchants.api_version is the source of truth\n" +
        "[x] m_0005, m_0067, m_0148 reach v2 when the primary adapter falls back\n" +
        "[x] 19 merchants in scope\n" +
        "[x] provider turns v2 off 2027-03-31\n" +
        "[ ] email the account managers\n" +
        "The sandbox twelve and the five header merchants are still open.",
      ["researcher/A1", "researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high", "researcher/F4": "dropped/high" });
  });

  it("leaves a ticked task and a ticked line with its own hedge alone", () => {
    const statuses = answerStatuses(
      "[x] 16 v2 merchants listed from the table, whose api_version we assumed authoritative\n" +
        "[x] m_0005, m_0067, m_0148 via the fallback, inferred and never seen firing\n" +
        "[x] cutoff 2027-03-31 per the provider's changelog\n" +
        "[ ] sandbox date and the five header merchants: still open",
      ["researcher/A1", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried", "researcher/F3": "carried" });
  });
});

describe("a hedge struck through (struck-hedges.ts)", () => {
  it("reads '~~likely~~' and '~~an assumption~~' as the hedge withdrawn on purpose", () => {
    const statuses = answerStatuses(
      "Revised:\n" +
        "- m_0005, m_0067 and m_0148 ~~likely~~ go to v2 via the fallback\n" +
        "- the api_version column is ~~an assumption~~ the authority\n" +
        "Per the changelog the cutoff is 2027-03-31; the sandbox date and the five override " +
        "merchants are open.",
      ["researcher/F3", "researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/A1": "dropped/high" });
  });
});

describe("a rating line that opens the answer (confidence-lines.ts)", () => {
  it("spreads 'Confidence: 100%' over the lines below it", () => {
    const statuses = answerStatuses(
      "Confidence: 100%\n" +
        "19 merchants fail on 2027-03-31\n" +
        "- 16 set to v2 in the table\n" +
        "- m_0005, m_0067, m_0148 through the fallback\n" +
        "Sandbox: might get its own date, unknown. Override five: can't tell without logs.",
      ["researcher/F4", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F4": "dropped/high", "researcher/F3": "dropped/high" });
  });
});
