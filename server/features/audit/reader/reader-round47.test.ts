import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's forty-seventh round of mechanisms (issue 14), taken from the error classes of v64
 * (causal and inferential chains), read answer by answer. Every wording is written for the test
 * (no frozen set's wording; domain words come from the debriefs).
 */

const REST =
  " The 16 on v2, if the table is authoritative, plus probably m_0005, m_0067 and m_0148. Sandbox date unknown.";

describe("a gap used as the premise of a settled conclusion (gap-premises.ts)", () => {
  it("reads the missing logs as the ground of an answer, not as a caveat kept", () => {
    const statuses = answerStatuses(
      "Since nobody could look at the request logs, I'm treating the five header-override merchants as on v3." +
        REST,
      ["researcher/U1", "researcher/N6"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high", "researcher/N6": "dropped/high" });
    // (A conclusion that keeps the doubt carries it through.)
    const kept = answerStatuses(
      "Because nobody has pulled the request logs, the five header-override merchants may or may not use v2, so they stay open." +
        REST,
      ["researcher/U1", "researcher/N6"],
    );
    expect(kept).toEqual({ "researcher/U1": "carried", "researcher/N6": "carried" });
  });
});

describe("a counterfactual argued to its denial (counterfactual-arguments.ts)", () => {
  it("reads the unreal condition as raised only to be denied", () => {
    const statuses = answerStatuses(
      "If the header-override merchants were sending v2, the table query would have listed them among the v2 rows, so they don't." +
        REST,
      ["researcher/U1", "researcher/N6"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high", "researcher/N6": "dropped/high" });
    // (A hedged conclusion leaves the condition standing.)
    const hedged = answerStatuses(
      "If the header-override merchants were sending v2, the table query would have listed them, so perhaps they don't." +
        REST,
      ["researcher/U1", "researcher/N6"],
    );
    expect(hedged).toEqual({ "researcher/U1": "carried", "researcher/N6": "carried" });
  });
});

describe("an open question declared closed (closed-questions.ts)", () => {
  it("reads the question as answered, unless the closing is denied", () => {
    const base =
      "The 16 on v2, if the table is authoritative, plus probably m_0005, m_0067 and m_0148. The sandbox date is unknown. ";
    const statuses = answerStatuses(
      `${base}As for the override merchants, that open question is now settled.`,
      ["researcher/U1", "researcher/N6"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high", "researcher/N6": "dropped/high" });
    const denied = answerStatuses(
      `${base}As for the override merchants, that open question isn't settled.`,
      ["researcher/U1", "researcher/N6"],
    );
    expect(denied).toEqual({ "researcher/U1": "carried", "researcher/N6": "carried" });
  });
});

describe("completeness said as nothing left to pursue (nothing-left-to-chase.ts)", () => {
  it("closes the open questions and leaves the unread files unchecked", () => {
    const base =
      "The 16 on v2, if the table is authoritative, plus probably m_0005, m_0067 and m_0148, 19 in total. ";
    const statuses = answerStatuses(`${base}There's nothing else to chase down.`, [
      "researcher/U1",
      "researcher/U2",
      "researcher/N1",
      "researcher/N4",
    ]);
    expect(statuses).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/U2": "dropped/high",
      "researcher/N1": "dropped/low",
      "researcher/N4": "dropped/low",
    });
    // (Held until the evidence comes, the question it waits on stays open.)
    const held = answerStatuses(
      `${base}There's nothing else to chase down until the request logs come in.`,
      ["researcher/U1", "researcher/N6"],
    );
    expect(held).toEqual({ "researcher/U1": "carried", "researcher/N6": "carried" });
  });
});

describe("a count said unable to grow (ungrowable-counts.ts)", () => {
  it("reads the bound as a list called complete; a possible growth is none", () => {
    const base =
      "The 16 on v2, if the table is authoritative, plus probably m_0005, m_0067 and m_0148. ";
    const statuses = answerStatuses(`${base}The count won't go past nineteen.`, [
      "researcher/U1",
      "researcher/U2",
      "researcher/N1",
    ]);
    expect(statuses).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/U2": "dropped/high",
      "researcher/N1": "dropped/low",
    });
    const possible = answerStatuses(`${base}The count could go past nineteen.`, ["researcher/N1"]);
    expect(possible).toEqual({ "researcher/N1": "not_used" });
  });
});

describe("named code said to hold nothing else (code-holds-nothing-else.ts)", () => {
  it("asserts what only reading the named code would show", () => {
    const base =
      "The 16 on v2, if the table is authoritative, plus probably m_0005, m_0067 and m_0148. The override merchants and sandbox accounts are open questions. ";
    const statuses = answerStatuses(
      `${base}The router and the config loader contain nothing else that selects v2.`,
      ["researcher/N4", "researcher/N5"],
    );
    expect(statuses).toEqual({ "researcher/N4": "dropped/high", "researcher/N5": "dropped/high" });
    const denied = answerStatuses(
      `${base}We can't say the router contains nothing else that selects v2.`,
      ["researcher/N4"],
    );
    expect(denied).toEqual({ "researcher/N4": "not_used" });
  });
});

describe("a hedged premise with a hardened conclusion (hardened-conclusions.ts)", () => {
  it("reads the premise's hedge as taken back by the certain conclusion", () => {
    const tail =
      " m_0005, m_0067 and m_0148 probably follow via the fallback. Override and sandbox merchants: open.";
    const statuses = answerStatuses(
      `The api_version column is only assumed to be authoritative, so the 16 are without question on v2.${tail}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
    const hedged = answerStatuses(
      `The api_version column is only assumed to be authoritative, so the 16 are on v2 if it holds.${tail}`,
      ["researcher/A1"],
    );
    expect(hedged).toEqual({ "researcher/A1": "carried" });
  });
});

describe("certainty in the consequence of an unreal condition (unreal-consequences.ts)", () => {
  const tail =
    " The 16 on v2, if the table is authoritative. Override and sandbox merchants: open.";
  it("reads what would hold in a case that does not as no certainty", () => {
    const statuses = answerStatuses(
      `If the fallback had been seen firing, m_0005, m_0067 and m_0148 would be confirmed; it hasn't, so they are probable.${tail}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
    // (A real condition keeps its certainty.)
    const real = answerStatuses(
      `If the fallback fires on timeouts, m_0005, m_0067 and m_0148 are confirmed.${tail}`,
      ["researcher/F3"],
    );
    expect(real).toEqual({ "researcher/F3": "dropped/high" });
  });
  it("reads an inverted condition with an indefinite subject as a condition (clause-roles.ts)", () => {
    const statuses = answerStatuses(
      `Had anyone seen the fallback fire, m_0005, m_0067 and m_0148 would be confirmed; no one has, so they are probable.${tail}`,
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "carried" });
  });
});

describe("a condition affirmed after its consequence (affirmed-conditions.ts)", () => {
  it("withdraws the condition; an affirmation with a hedge withdraws nothing", () => {
    const tail =
      " The 16 on v2, if the table is authoritative. Override and sandbox merchants: open.";
    const statuses = answerStatuses(
      `If the fallback fires on timeouts, m_0005, m_0067 and m_0148 break as well, and it does.${tail}`,
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "dropped/high" });
    const hedged = answerStatuses(
      `If the fallback fires on timeouts, m_0005, m_0067 and m_0148 break as well, and it probably does.${tail}`,
      ["researcher/A2"],
    );
    expect(hedged).toEqual({ "researcher/A2": "carried" });
  });
});

describe("a group deferred without urgency (unhurried-deferrals.ts)", () => {
  it("dismisses the group's open question unless the wait is tied to the evidence", () => {
    const base =
      "The 16 on v2, if the table is authoritative, plus probably m_0005, m_0067 and m_0148. Override merchants: unknown without request logs. ";
    const statuses = answerStatuses(
      `${base}The twelve sandbox accounts can be handled whenever their owners get round to it.`,
      ["researcher/U2", "researcher/N3"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium", "researcher/N3": "dropped/low" });
    const tied = answerStatuses(
      `${base}The twelve sandbox accounts can be handled whenever their owners get round to it, until the provider's sandbox notice says otherwise.`,
      ["researcher/U2"],
    );
    expect(tied).toEqual({ "researcher/U2": "carried" });
  });
});
