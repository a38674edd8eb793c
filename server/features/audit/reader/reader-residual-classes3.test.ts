import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The third cross-set residual round (issue 14): error classes that recur across at least five
 * tuned sets written in different voices. Every wording is written for the test (no frozen
 * set's wording; domain words come from the debriefs).
 */

const TAIL =
  " The cutoff is 2027-03-31 per the changelog. The 5 override merchants and the 12 sandbox ones stay open.";

describe("a hedge in a parenthesis that lists the group before it (apposition)", () => {
  it("carries the group the parenthesis lists and hedges", () => {
    for (const lead of [
      "Three go through the fallback (m_0005, m_0067, m_0148, inferred).",
      "Also at risk: 3 via the fallback (m_0005, m_0067 and m_0148; probably).",
      "Plan for the 16 on v2 and 3 fallback ones (m_0005/m_0067/m_0148, unverified).",
      "The fallback adds 3 (inferred: m_0005, m_0067, m_0148).",
    ]) {
      expect(answerStatuses(lead + TAIL, ["researcher/F3", "researcher/A2"]), lead).toEqual({
        "researcher/F3": "carried",
        "researcher/A2": "carried",
      });
    }
  });

  it("still drops the group when the parenthesis only lists it", () => {
    for (const lead of [
      "Three go through the fallback (m_0005, m_0067, m_0148).",
      "Three go through the fallback (m_0005, m_0067, m_0148), no doubt about it.",
    ]) {
      expect(answerStatuses(lead + TAIL, ["researcher/F3"])["researcher/F3"], lead).toMatch(
        /^dropped/,
      );
    }
  });

  it("keeps a hedged later conjunct narrow when it names another group", () => {
    const answer =
      "The 16 on v2 break on the cutoff for certain, and probably m_0005, m_0067, m_0148 too (via the fallback)." +
      TAIL;
    expect(answerStatuses(answer, ["researcher/F3"])).toEqual({ "researcher/F3": "carried" });
  });
});

describe("a flat claim of what an unread source file holds or does", () => {
  const ROUTER = "researcher/N4";
  const CONFIG = "researcher/N5";
  const TAIL_PLAN =
    " 16 merchants on v2 break on 2027-03-31 per the changelog; m_0005, m_0067 and m_0148 probably via the fallback. The 5 override merchants and the 12 sandbox ones stay open.";

  it("drops the unread file, high, when the answer says what it does", () => {
    for (const [lead, label] of [
      ["version-router.ts just forwards whatever the table says.", ROUTER],
      ["Routing lives in version-router.ts, which looks at nothing but the table.", ROUTER],
      ["The header merchants take their version from merchant-config.ts, which sets v3.", CONFIG],
    ] as const) {
      expect(answerStatuses(lead + TAIL_PLAN, [label])[label], lead).toBe("dropped/high");
    }
  });

  it("drops it, high, when the answer names it unread and then says what it holds", () => {
    for (const lead of [
      "No one opened version-router.ts, but it just forwards whatever the table says.",
      "version-router.ts was never read, though there's nothing in it that picks v2.",
    ]) {
      expect(answerStatuses(lead + TAIL_PLAN, [ROUTER])[ROUTER], lead).toBe("dropped/high");
    }
  });

  it("keeps it when the answer names it as unread, asks about it or asks for a read", () => {
    for (const [lead, label] of [
      ["No one on the team opened version-router.ts.", ROUTER],
      ["What version-router.ts does with the header: not known.", ROUTER],
      ["Which client merchant-config.ts picks for the header merchants is open.", CONFIG],
      ["Read merchant-config.ts before the cutoff.", CONFIG],
      ["merchant-config.ts only turned up in search hits.", CONFIG],
      ["No one opened version-router.ts, but the 16 are on v2 in the table.", ROUTER],
    ] as const) {
      expect(answerStatuses(lead + TAIL_PLAN, [label])[label], lead).not.toMatch(/^dropped/);
    }
  });
});

describe("an unread source file named in words rather than by its file name", () => {
  const ROUTER = "researcher/N4";
  const CONFIG = "researcher/N5";
  const PLAN =
    " 16 merchants on v2 break on 2027-03-31 per the changelog; m_0005, m_0067 and m_0148 probably via the fallback. The 5 override merchants and the 12 sandbox ones stay open.";

  it("names the file by its parts spoken in order", () => {
    for (const [lead, label, status] of [
      ["Nobody read the version router.", ROUTER, "carried"],
      ["The version router's header handling was never read.", ROUTER, "carried"],
      ["The version router just forwards whatever the table says.", ROUTER, "dropped/high"],
      ["No one opened the version router, but it only looks at the table.", ROUTER, "dropped/high"],
    ] as const) {
      expect(answerStatuses(lead + PLAN, [label])[label], lead).toBe(status);
    }
  });

  it("names no file by one of its words alone, beside a counted noun, or in an action item to read it", () => {
    for (const [lead, label] of [
      ["The config gives the override five v3.", CONFIG],
      // (a noun every answer counts speaks of configuration in general)
      ["Any merchant config gives the override five v3.", CONFIG],
      ["Action: Priya to open the version router and the merchant config this week.", ROUTER],
    ] as const) {
      expect(answerStatuses(lead + PLAN, [label])[label], lead).not.toMatch(/^dropped/);
    }
  });
});
