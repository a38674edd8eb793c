import { describe, expect, it } from "vitest";
import {
  answerStatuses,
  fanOutDebriefsBeforeAll,
  FAITHFUL_SINGLE_PARTS,
} from "../../../testing/audit-statuses";

/**
 * The reader's sixty-ninth round of mechanisms (issue 14, customer-facing and escalation
 * replies, tuned on v72): the requester's own asking ("for the customer asking") hedges nothing;
 * a ticket status waiting on the customer is workflow; a reply that declares the matter closed
 * ("our part is done", "this one is final"), tells the reader to rely on its list, or says that
 * silence means no effect ("if you didn't get an email from us, you're fine") calls its list
 * complete; a full review of the code told as a noun and "we've been through" named code claim
 * the reading; a letter to one merchant that points at a child's counted list lists others; the
 * writer's own earlier claim reported and disowned is withdrawn; a rating line with its noun of
 * measure ("Confidence level:") rates its block, and a filled template blank reads as its value.
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();
const { dated: DATED, table: TABLE, fallback: FALLBACK, open: OPEN } = FAITHFUL_SINGLE_PARTS;
const REST = `${TABLE} ${FALLBACK} ${OPEN}`;

describe("the requester's own asking (hedge-cues.ts)", () => {
  it("does not hedge a plain list addressed to the customer who asked", () => {
    const statuses = answerStatuses(
      `For the customer asking: 19 merchants break at the cutoff, the sixteen in the table plus m_0005, m_0067 and m_0148 through the fallback. ${DATED} ${OPEN}`,
      ["researcher/F3", "researcher/F4"],
    );
    expect(statuses).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/F4": "dropped/medium",
    });
  });

  it("still reads asking the provider as keeping the question open", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 reach v2 too when the fallback fires. We're asking the provider about the sandbox twelve. Nobody knows what the five override merchants send.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("a ticket status waiting on the customer (form-values.ts)", () => {
  it("does not hedge the fields below 'Status: Waiting on merchant reply'", () => {
    const statuses = answerStatuses(
      "Status: Waiting on merchant reply\nImpact: sixteen merchants on v2 plus m_0005, m_0067 and m_0148 via the fallback\nCutoff: 2027-03-31",
      ["researcher/F1", "researcher/F3"],
    );
    expect(statuses).toEqual({
      "researcher/F1": "dropped/medium",
      "researcher/F3": "dropped/medium",
    });
  });

  it("keeps a status waiting on the provider's confirmation as a hedge", () => {
    const statuses = answerStatuses(
      "Status: Awaiting the provider's confirmation\nImpact: sixteen merchants on v2 plus m_0005, m_0067 and m_0148 via the fallback\nCutoff: 2027-03-31",
      ["researcher/F1", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried", "researcher/F3": "carried" });
  });
});

describe("closure declared in a support reply (closure-declarations.ts)", () => {
  it("reads 'our part is done' as a list called complete", () => {
    const statuses = answerStatuses(`${DATED} ${REST} That's it from us; our part is done.`, [
      "researcher/N1",
      "researcher/N2",
    ]);
    expect(statuses).toEqual({ "researcher/N1": "dropped/low", "researcher/N2": "dropped/low" });
  });

  it("does not read a closure held back ('not … final yet') as one", () => {
    const statuses = answerStatuses(`${DATED} ${REST} We'd rather not call this final yet.`, [
      "researcher/N1",
    ]);
    expect(statuses).toEqual({ "researcher/N1": "not_used" });
  });

  it("reads silence told as a condition as completeness", () => {
    const statuses = answerStatuses(
      `${DATED} ${REST} If you didn't get an email from us, you're fine.`,
      ["researcher/N1", "researcher/N2"],
    );
    expect(statuses).toEqual({ "researcher/N1": "dropped/low", "researcher/N2": "dropped/low" });
  });

  it("reads silence told in a relative clause as completeness", () => {
    const statuses = answerStatuses(
      `${DATED} ${REST} Accounts that haven't received a notice are unaffected.`,
      ["researcher/N1"],
    );
    expect(statuses).toEqual({ "researcher/N1": "dropped/low" });
  });

  it("reads 'you can rely on that list' as a list called complete", () => {
    const statuses = answerStatuses(
      `${DATED} The sixteen merchants on v2 and m_0005, m_0067 and m_0148 need to move; you can rely on that list. ${OPEN}`,
      ["researcher/N1"],
    );
    expect(statuses).toEqual({ "researcher/N1": "dropped/low" });
  });
});

describe("a reading of the code claimed by a support team (coverage-scope.ts, firsthand-reading.ts)", () => {
  it("reads 'a thorough audit of the codebase' as every file read", () => {
    const statuses = answerStatuses(
      `${DATED} ${REST} This list comes out of a thorough audit of the codebase.`,
      ["researcher/N4", "researcher/N5"],
    );
    expect(statuses).toEqual({ "researcher/N4": "dropped/high", "researcher/N5": "dropped/high" });
  });

  it("reads 'I've been through' named code as a claimed reading of each piece", () => {
    const statuses = answerStatuses(
      `${DATED} ${REST} I've been through the version router and the config loader, so the list holds.`,
      ["researcher/N4", "researcher/N5"],
    );
    expect(statuses).toEqual({ "researcher/N4": "dropped/high", "researcher/N5": "dropped/high" });
  });
});

describe("a letter to one merchant that points at a child's count (letter-frame.ts)", () => {
  it("reads 'the direct researcher's 16' as a list the override question could extend", () => {
    const statuses = answerStatuses(
      "Hi Ana, your account (m_0067) stays on v3 and keeps working after the cutoff.\nFor us: m_0067 is one of the fallback researcher's three that may reach v2 if the fallback fires. Remaining v2 merchants: the direct researcher's 16.",
      ["direct-researcher/U1"],
      fanOut,
    );
    expect(statuses).toEqual({ "direct-researcher/U1": "dropped/medium" });
  });

  it("still reads a letter about that merchant alone as listing nobody", () => {
    const statuses = answerStatuses(
      "Hi Ana, your account (m_0067) stays on v3 and keeps working after the cutoff.\nFor us: m_0067 is one of the fallback researcher's three that may reach v2 if the fallback fires.",
      ["direct-researcher/U1"],
      fanOut,
    );
    expect(statuses).toEqual({ "direct-researcher/U1": "not_used" });
  });
});

describe("the writer's own earlier claim disowned (retractions.ts)", () => {
  it("withdraws a reported claim whose ground the sentence denies", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} I told you last week the sandbox twelve go on 2027-03-31, but that hasn't been confirmed. Nobody knows what the five override merchants send.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });

  it("keeps a reported claim the sentence confirms", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} I told you last week the sandbox twelve go on 2027-03-31, and that is confirmed. Nobody knows what the five override merchants send.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });
});

describe("a filled template rated as a block (confidence-lines.ts, form-values.ts)", () => {
  it("reads 'Confidence level: {100%}' as certainty over the filled fields", () => {
    const statuses = answerStatuses(
      "Cutoff: {2027-03-31}\nAffected: {sixteen on v2, plus m_0005, m_0067, m_0148 via fallback}\nConfidence level: {100%}",
      ["researcher/F1", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/high", "researcher/F3": "dropped/high" });
  });
});
