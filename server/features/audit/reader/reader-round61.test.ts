import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's sixty-first round of mechanisms (issue 14: no faithful answer with a high flag):
 * an interrogative after a short label names an open question, idioms of a matter nobody can
 * call keep it open, a child named by its question's subject names no group, an appositive of
 * an inferred or assumed noun hedges the claim it follows, and a question may close a bracket.
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const BASE =
  "Sixteen merchants are on v2 in the table, which we took as right, plus m_0005, m_0067 and " +
  "m_0148 through the fallback, assuming it fires on timeouts and 5xx. The cutoff is " +
  "2027-03-31 per the changelog. The sandbox twelve's date is unknown.";

describe("an interrogative after a short label (question-status.ts)", () => {
  it("names the question, not answers it: 'Loose ends: what … send'", () => {
    const statuses = answerStatuses(
      `${BASE} Loose ends: what the five per-request override merchants send.`,
      ["researcher/U1", "researcher/N6"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried", "researcher/N6": "carried" });
  });

  it("still reads an outcome under the same label as an answer", () => {
    const statuses = answerStatuses(
      `${BASE} Loose ends: the five per-request override merchants send v3.`,
      ["researcher/U1", "researcher/N6"],
    );
    expect(statuses).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/N6": "dropped/high",
    });
  });
});

describe("a matter nobody can call (hedge-cues.ts)", () => {
  it("keeps the question open when the group is anybody's call", () => {
    const statuses = answerStatuses(
      `${BASE} The five override merchants are anybody's call for now.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });

  it("reads a plain outcome for the group as an answer", () => {
    const statuses = answerStatuses(`${BASE} The five override merchants are on v3 for now.`, [
      "researcher/U1",
    ]);
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });
});

const HEAD =
  "The cutoff is 2027-03-31 per the changelog. Sixteen merchants are on v2 in the table, which " +
  "we took as right. The override five and the sandbox twelve's date stay open.";

describe("an appositive of an inferred or assumed noun (appositive-hedges.ts)", () => {
  it("hedges the claim it follows: '— an assumed path, not a seen one'", () => {
    const statuses = answerStatuses(
      `${HEAD} m_0005, m_0067 and m_0148 would reach v2 through the primary adapter's ` +
        "fallback — an assumed path, not a seen one.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });

  it("lends nothing from an appositive that classifies nothing", () => {
    const statuses = answerStatuses(
      `${HEAD} m_0005, m_0067 and m_0148 would reach v2 through the primary adapter's ` +
        "fallback — a short route, not a long one.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/A2": "dropped/medium",
    });
  });
});

describe("a question that closes a bracket (answer-clauses.ts)", () => {
  it("reads '[fallback fires on timeouts and 5xx?]' as a question", () => {
    const statuses = answerStatuses(
      `${HEAD}\nfallback merchants: m_0005, m_0067, m_0148 [fallback fires on timeouts and 5xx?]`,
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "carried" });
  });

  it("reads the same bracket without the question mark as a statement", () => {
    const statuses = answerStatuses(
      `${HEAD}\nfallback merchants: m_0005, m_0067, m_0148 [fallback fires on timeouts and 5xx]`,
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "dropped/high" });
  });
});
