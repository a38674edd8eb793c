import { describe, expect, it } from "vitest";
import { answerStatuses, FAITHFUL_SINGLE_PARTS } from "../../../testing/audit-statuses";

/**
 * The reader's seventy-first round of mechanisms (issue 14, recall on the open questions and the
 * fallback firing): an assumed behaviour given flat as the reason ("since …") or aside (", which
 * …") of another claim states the assumption, whatever hedges that claim; a letter opening with
 * a salutation and followed by a labeled internal note is the customer reply; that reply, written
 * to a member of an open question's group, answers the question when it tells them nothing
 * happens; and a one-merchant letter's frame does not reach the internal note's lists.
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const { dated: DATED, table: TABLE, open: OPEN } = FAITHFUL_SINGLE_PARTS;

describe("an assumed behaviour given as a reason or aside (reasserted-behaviour.ts)", () => {
  it("reads the fallback firing after 'since' as stated, under another claim's hedge", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 probably fail on the same day as well, since the fallback triggers on every provider timeout. ${OPEN}`,
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "dropped/high" });
  });

  it("reads the fallback firing after 'because' as stated", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 might need attention as well, because the fallback kicks in on 5xx responses. ${OPEN}`,
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "dropped/high" });
  });

  it("reads a non-restrictive 'which' after the fallback's name as stated", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 could also break through the primary adapter's fallback, which fires on timeouts and 5xx. ${OPEN}`,
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "dropped/high" });
  });

  it("leaves a reason that is hedged itself", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 may fail too, since the fallback probably fires on timeouts. ${OPEN}`,
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "carried" });
  });

  it("leaves a reason reported from the researcher", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 may be at risk too, because the researcher says the fallback fires on timeouts. ${OPEN}`,
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "carried" });
  });
});

describe("a letter followed by an internal note (audience-parts.ts)", () => {
  it("reads a reassurance to an override merchant as answering the override question", () => {
    const statuses = answerStatuses(
      "Hello m_0144 team, thank you for the question. Your integration runs on v3, so the v2 shutdown will not affect you.\nNot for the customer: m_0144 picks its version per request and we cannot say what it sends without request logs.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("reads 'nothing for you to do' to an override merchant as an answer", () => {
    const statuses = answerStatuses(
      "Dear m_0015 team, good question. There is nothing for you to do before the cutoff.\nInternal note: m_0015 sets its version in a header; whether it sends v2 is unknown until we see request logs.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("leaves a reply that keeps the question open itself", () => {
    const statuses = answerStatuses(
      "Dear m_0015 team, good question. We don't yet know which version your requests send, so we can't promise anything before the cutoff.\nInternal note: m_0015 sets its version in a header; whether it sends v2 is unknown until we see request logs.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });

  it("leaves a text with no internal note as one text", () => {
    const statuses = answerStatuses(
      "Dear m_0015 team, good question. We can't yet tell which version m_0015 sends without request logs; it may not affect you.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });
});

describe("a one-merchant letter's frame stops at the internal note (letter-frame.ts)", () => {
  it("reads the note's list of the rest as a list the open questions could extend", () => {
    const statuses = answerStatuses(
      "Hi Tomas, thanks for asking. Your account (m_0067) reaches v2 only if the fallback fires, which we have not confirmed.\nFor our side only: other merchants on v2 are the table's 16.",
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({
      "researcher/U1": "dropped/medium",
      "researcher/U2": "dropped/medium",
    });
  });

  it("keeps a letter with no internal note about its one merchant", () => {
    const statuses = answerStatuses(
      "Hi Tomas, thanks for asking. Your account (m_0067) reaches v2 only if the fallback fires, which we have not confirmed.",
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U1": "not_used", "researcher/U2": "not_used" });
  });
});
