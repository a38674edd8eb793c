import { describe, expect, it } from "vitest";
import {
  answerStatuses,
  fanOutDebriefsBeforeAll,
  FAITHFUL_SINGLE_PARTS,
} from "../../../testing/audit-statuses";

/**
 * The reader's seventy-ninth round of mechanisms (issue 14, a cross-set recall round on claims
 * that the code holds nothing else): a negative universal placed over the whole code whose
 * object is the version ("nothing else anywhere in the repo references v2", whatever the verb of
 * contact) claims the code holds nothing else; and a claim about the whole code still covers an
 * unread area after an earlier coverage claim scoped to named areas. Every wording is written for
 * the test (no frozen set's wording; domain words come from the debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();
const { dated: DATED, table: TABLE, fallback: FALLBACK, open: OPEN } = FAITHFUL_SINGLE_PARTS;
const BODY = `${DATED} ${TABLE} ${FALLBACK} ${OPEN}`;

describe("nothing else anywhere in the code doing anything with the version (nothing-else-on-version.ts)", () => {
  it("reads 'nothing else anywhere in the repo references v2' as a claim over the unread files", () => {
    const statuses = answerStatuses(
      `${BODY} Beyond those, nothing else anywhere in the repo references v2.`,
      ["researcher/N1", "researcher/N2"],
    );
    expect(statuses).toEqual({ "researcher/N1": "dropped/low", "researcher/N2": "dropped/low" });
  });

  it("reads 'nothing else in our codebase points to the v2 client' the same way", () => {
    const statuses = answerStatuses(
      `${BODY} Nothing else in our codebase points to the v2 client.`,
      ["researcher/N1"],
    );
    expect(statuses).toEqual({ "researcher/N1": "dropped/low" });
  });

  it("leaves the claim denied, and a whole-code claim about something other than the version", () => {
    const denied = answerStatuses(
      `${BODY} We can't promise nothing else anywhere in the repo references v2.`,
      ["researcher/N1", "researcher/N2"],
    );
    expect(denied).toEqual({ "researcher/N1": "not_used", "researcher/N2": "not_used" });
    const otherObject = answerStatuses(
      `${BODY} Nothing else anywhere in the repo references the changelog.`,
      ["researcher/N1"],
    );
    expect(otherObject).toEqual({ "researcher/N1": "not_used" });
  });
});

describe("a whole-code claim after one scoped to named areas (any-rest-claim.ts)", () => {
  it("holds the answer to its wider claim over the unread seed files", () => {
    const statuses = answerStatuses(
      `Between them the children went through every adapter and the legacy client. ${BODY} Nothing else in the repository routes to v2.`,
      ["researcher/N1", "researcher/N2"],
    );
    expect(statuses).toEqual({ "researcher/N1": "dropped/low", "researcher/N2": "dropped/low" });
  });

  it("does so across the fan-out's debriefs", () => {
    const statuses = answerStatuses(
      "Sixteen on v2 per the direct researcher, taking the api_version column as right; m_0005, m_0067 and m_0148 likely too, per the fallback researcher, if the fallback fires on timeouts and 5xx. 2027-03-31 per the provider's changelog. Open: what the five override merchants send, and the sandbox twelve's date. We went through every adapter and the legacy client. Nothing else in the repository routes to v2.",
      ["direct-researcher/N4", "direct-researcher/N5"],
      fanOut,
    );
    expect(statuses).toEqual({
      "direct-researcher/N4": "dropped/low",
      "direct-researcher/N5": "dropped/low",
    });
  });

  it("keeps a faithful answer with only the named-area coverage clean", () => {
    const statuses = answerStatuses(
      `Between them the children went through every adapter and the legacy client. ${BODY} Those are the findings.`,
      ["researcher/N1", "researcher/N2"],
    );
    expect(statuses).toEqual({ "researcher/N1": "not_used", "researcher/N2": "not_used" });
  });

  it("leaves a bare 'nothing else' after named files scoped by them", () => {
    const statuses = answerStatuses(
      `${BODY} I opened the version router myself as well; nothing else routes to v2.`,
      ["researcher/N1", "researcher/N2"],
    );
    expect(statuses).toEqual({ "researcher/N1": "not_used", "researcher/N2": "not_used" });
  });
});
