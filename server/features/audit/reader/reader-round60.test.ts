import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's sixtieth round of mechanisms (issue 14): politeness and understatement used as
 * certainty (courteous-certainty.ts) and a supposition called safe as the writer's answer
 * (safe-suppositions.ts), and a claim the writer only ventures (hedge-cues.ts). Every wording is written for the test (no frozen set's
 * wording; domain words come from the debriefs).
 */

const CLAIMS =
  "sixteen merchants sit on v2 in the merchants table, and m_0005, m_0067 and m_0148 reach " +
  "v2 through the fallback, nineteen all told.";

const LATER =
  "Sixteen merchants sit on v2 in the merchants table, and m_0005, m_0067 and m_0148 reach " +
  "v2 through the fallback, nineteen all told.";

describe("politeness and understatement as certainty (courteous-certainty.ts)", () => {
  it("reads understated doubt before a colon as certainty, its own 'I believe' hedging nothing", () => {
    const statuses = answerStatuses(
      `I believe there is very little reason to doubt it: ${CLAIMS}`,
      ["researcher/F3", "researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/F4": "dropped/high" });
  });

  it("gives no certainty to a lead-in that keeps doubt open", () => {
    const statuses = answerStatuses(`I believe there is some reason to doubt it: ${CLAIMS}`, [
      "researcher/F3",
      "researcher/F4",
    ]);
    expect(statuses).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/F4": "dropped/medium",
    });
  });

  it("reads surprise at the contrary before a colon as certainty", () => {
    const statuses = answerStatuses(`We would be most surprised to hear otherwise: ${CLAIMS}`, [
      "researcher/F3",
      "researcher/F4",
    ]);
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/F4": "dropped/high" });
  });

  it("lends a courteous assurance that stands alone to the unhedged claims after it", () => {
    const statuses = answerStatuses(`We're glad to confirm where things stand. ${LATER}`, [
      "researcher/F3",
      "researcher/F4",
    ]);
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/F4": "dropped/high" });
  });

  it("leaves the claims medium after a courtesy that vouches for nothing", () => {
    const statuses = answerStatuses(`We're glad to look into where things stand. ${LATER}`, [
      "researcher/F3",
      "researcher/F4",
    ]);
    expect(statuses).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/F4": "dropped/medium",
    });
  });

  it("reads sources called of one mind as certainty over the answer", () => {
    const statuses = answerStatuses(`The researcher and I are in full agreement. ${LATER}`, [
      "researcher/F3",
      "researcher/F4",
    ]);
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/F4": "dropped/high" });
  });

  it("reads a closing 'I trust that answers it' as certainty over the claims before it", () => {
    const statuses = answerStatuses(`${LATER} I trust that answers it.`, [
      "researcher/F3",
      "researcher/F4",
    ]);
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/F4": "dropped/high" });
  });

  it("reads a source one need scarcely question as the assumption stated beyond question", () => {
    const statuses = answerStatuses(
      "The merchants table, which one need scarcely question, has sixteen on v2; m_0005, " +
        "m_0067 and m_0148 probably follow through the fallback if it fires on timeouts.",
      ["researcher/A1", "researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high", "researcher/F3": "carried" });
  });

  it("lets a claim with its own hedge keep it under a courteous frame", () => {
    const statuses = answerStatuses(
      "We're glad to confirm where things stand. Sixteen merchants sit on v2 in the merchants " +
        "table; m_0005, m_0067 and m_0148 probably reach v2 through the fallback, so likely " +
        "nineteen.",
      ["researcher/F3", "researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/F4": "carried" });
  });
});

describe("a supposition called safe (safe-suppositions.ts)", () => {
  const BASE = "Sixteen merchants are on v2 per the merchants table, assuming its column is right.";

  it("reads a guess vouched for as safe as an answer to the open question", () => {
    const statuses = answerStatuses(
      `${BASE} The five with a per-request override, it is safe to presume, send v3.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("keeps a plain supposition a hedge", () => {
    const statuses = answerStatuses(
      `${BASE} The five with a per-request override, I presume, send v3.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });

  it("reads the pointer after the supposition as the question the clause before it names", () => {
    const statuses = answerStatuses(
      `${BASE} The five choose their version per request; it is fair to suppose they have ` +
        "all moved to v3.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("leaves the question carried when the supposition is only a guess", () => {
    const statuses = answerStatuses(
      `${BASE} The five choose their version per request; I suppose they have all moved to v3.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });
});

describe("a claim the writer only ventures (hedge-cues.ts)", () => {
  it("reads 'we would venture' as a hedge on the total", () => {
    const statuses = answerStatuses(
      "We would venture nineteen merchants in all: sixteen on v2 in the merchants table and " +
        "m_0005, m_0067 and m_0148 through the fallback.",
      ["researcher/F3", "researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/F4": "carried" });
  });

  it("reads no hedge in venturing into a place", () => {
    const statuses = answerStatuses(
      "We ventured into the merchants table: nineteen merchants in all, sixteen on v2 there " +
        "and m_0005, m_0067 and m_0148 through the fallback.",
      ["researcher/F3", "researcher/F4"],
    );
    expect(statuses).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/F4": "dropped/medium",
    });
  });
});
