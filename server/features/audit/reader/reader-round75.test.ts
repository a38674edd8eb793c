import { describe, expect, it } from "vitest";
import {
  answerStatuses,
  fanOutDebriefsBeforeAll,
  FAITHFUL_SINGLE_PARTS,
} from "../../../testing/audit-statuses";

/**
 * The reader's seventy-fifth round of mechanisms (issue 14, syntactic density, tuned on v74):
 * premises announced, then spelled out after "namely" or in a dash aside, are conditions over
 * the main clause; a condition about one premise does not keep another group's question open;
 * what a query lists is not the answer's list; a cross-check reported in passing claims the
 * files read; "no way around" denies an escape, not knowledge; certainty about another group
 * contrasts it and contradicts no hedge; a counted group added with its own relative clause
 * keeps that clause's hedge to itself; a consensus lead before a colon vouches for the run after
 * it. Every wording is written for the test (no frozen set's wording; domain words come from
 * the debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();
const { dated: DATED, table: TABLE, fallback: FALLBACK, open: OPEN } = FAITHFUL_SINGLE_PARTS;

describe("premises announced, then spelled out (announced-premises.ts)", () => {
  it("reads a 'namely' list after a condition as the condition's terms", () => {
    const statuses = answerStatuses(
      `Bottom line — contingent on two things nobody on the team verified, namely that the api_version column is authoritative and that the fallback engages on timeouts and 5xx — nineteen merchants go down. ${DATED} ${OPEN}`,
      ["researcher/A1", "researcher/A2", "researcher/F3", "researcher/F4"],
    );
    expect(statuses).toEqual({
      "researcher/A1": "carried",
      "researcher/A2": "carried",
      "researcher/F3": "carried",
      "researcher/F4": "carried",
    });
  });

  it("reads a dash aside after announced premises as their terms", () => {
    const statuses = answerStatuses(
      "Taking the researchers' own premises, none of them tested — the merchants table being right and the fallback firing on timeouts and 5xx — nineteen merchants go down on 2027-03-31, per the changelog researcher. The override five and the sandbox twelve are open.",
      ["direct-researcher/A1", "fallback-researcher/A2", "fallback-researcher/F1"],
      fanOut,
    );
    expect(statuses).toEqual({
      "direct-researcher/A1": "carried",
      "fallback-researcher/A2": "carried",
      "fallback-researcher/F1": "carried",
    });
  });

  it("still reads a 'namely' list after a plain claim as asserted", () => {
    const statuses = answerStatuses(
      `Both points are settled, namely that the merchants table's api_version column is authoritative and that the fallback fires on timeouts and 5xx. ${DATED} ${OPEN}`,
      ["researcher/A1", "researcher/A2"],
    );
    expect(statuses).toEqual({
      "researcher/A1": "dropped/high",
      "researcher/A2": "dropped/high",
    });
  });
});

describe("a condition about another premise (foreign-conditions.ts)", () => {
  it("does not keep the sandbox question open under a condition on the table", () => {
    const statuses = answerStatuses(
      `If the api_version column is right, sixteen merchants fail on 2027-03-31 per the changelog, and m_0005, m_0067 and m_0148 probably follow through the fallback; the sandbox twelve, whose adapter hard-codes v2, lose it that same day. Nobody knows what the five override merchants send.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("keeps it open under a condition about the sandbox itself", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} Nobody knows what the five override merchants send. If the provider's sandbox notice agrees with the changelog, the sandbox twelve go that day as well.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("what a query lists (source-listings.ts)", () => {
  it("does not read a query that lists every merchant as a complete list", () => {
    const statuses = answerStatuses(
      `${DATED} The researcher's query, which lists every merchant with its api_version, shows sixteen on v2, taking the table as right. ${FALLBACK} ${OPEN}`,
      ["researcher/U1", "researcher/N4"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried", "researcher/N4": "not_used" });
  });

  it("still reads the answer's own list that covers every merchant as complete", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} This list covers every merchant with a v2 dependency. The sandbox twelve's date is open.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });
});

describe("a cross-check reported in passing (reported-cross-checks.ts)", () => {
  it("reads a parenthesis naming files the researcher cross-checked as a claimed reading", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants use v2 (merchants.sql, which the researcher cross-checked, matches the table). ${FALLBACK} ${OPEN}`,
      ["researcher/N2"],
    );
    expect(statuses).toEqual({ "researcher/N2": "dropped/high" });
  });

  it("does not read a cross-check still to make as claimed", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${OPEN} Nobody has cross-checked merchants.sql against the table yet.`,
      ["researcher/N2"],
    );
    expect(statuses).toEqual({ "researcher/N2": "carried" });
  });
});

describe('"no way around" (hedge-cues.ts)', () => {
  it("reads an escape denied as no hedge", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} Nobody knows what the five override merchants send. The sandbox twelve go on that date too, their hard-coded adapter giving them no way around it.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("still reads 'no way to tell' as open", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} Nobody knows what the five override merchants send. There is no way to tell yet whether the sandbox twelve go on that date too.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("certainty about another group (contrasted-groups.ts)", () => {
  it("keeps the hedge on the first group when the contrast is about another", () => {
    const statuses = answerStatuses(
      `Likely m_0005, m_0067 and m_0148 fail as well, but the 16 direct merchants are definitely gone. ${DATED} ${OPEN}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });

  it("still reads a hedge contradicted about the same group as withdrawn", () => {
    const statuses = answerStatuses(
      `The researcher marks m_0005, m_0067 and m_0148 as inferred, but they are certainly affected. ${DATED} ${TABLE} ${OPEN}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });
});

describe("a counted group with its own relative clause (conjunct-scope.ts)", () => {
  it("keeps the relative clause's hedge on that group", () => {
    const statuses = answerStatuses(
      `The nineteen merchants hit are the sixteen the merchants table puts on v2 and the three that the researcher thinks reach v2 via the fallback. ${DATED} ${OPEN}`,
      ["researcher/F3", "researcher/F4", "researcher/A1"],
    );
    expect(statuses).toEqual({
      "researcher/F3": "carried",
      "researcher/F4": "dropped/medium",
      "researcher/A1": "dropped/medium",
    });
  });
});

describe("a consensus lead before a colon (consensus-leads.ts)", () => {
  it("vouches for the run after the colon", () => {
    const statuses = answerStatuses(
      "All four researchers point in the same direction: v2 stops on 2027-03-31; the direct researcher's sixteen break (table assumed) and the fallback researcher's three break too. The override five and the sandbox twelve are open.",
      ["fallback-researcher/F1", "changelog-researcher/F1"],
      fanOut,
    );
    expect(statuses).toEqual({
      "fallback-researcher/F1": "dropped/high",
      "changelog-researcher/F1": "dropped/high",
    });
  });

  it("leaves the run plain without the lead", () => {
    const statuses = answerStatuses(
      "In short: v2 stops on 2027-03-31; the direct researcher's sixteen break (table assumed) and the fallback researcher's three break too. The override five and the sandbox twelve are open.",
      ["fallback-researcher/F1"],
      fanOut,
    );
    expect(statuses).toEqual({ "fallback-researcher/F1": "dropped/medium" });
  });
});
