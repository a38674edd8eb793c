import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";

/**
 * The reader's fifty-third round of mechanisms (issue 14), taken from engineering shorthand.
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();

const FAN_OUT_PARTS =
  "Likely 19: direct-researcher's 16 hold if the api_version column is authoritative, and " +
  "fallback-researcher infers m_0005, m_0067 and m_0148, if the fallback fires on 5xx. The " +
  "override five and the sandbox date stay open.";

const HEDGED_PARTS =
  "Probably 19 merchants break on 2027-03-31, per the provider's changelog: 16 on v2 if the " +
  "api_version column holds, and m_0005, m_0067 and m_0148 by inference, if the fallback " +
  "fires on timeouts and 5xx responses. The twelve sandbox merchants' date is still unknown.";

describe('a reply softened by chat shorthand, "AFAIK the header five are on v3" (recall-softeners.ts)', () => {
  it("reads IIRC before an outcome as answering the override question", () => {
    const statuses = answerStatuses(
      `${HEDGED_PARTS} Header-override merchants: IIRC all five moved to v3 last year, nothing to do.`,
      ["researcher/U1", "researcher/N6"],
    );
    expect(statuses).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/N6": "dropped/high",
    });
  });

  it('reads "should be OK" on the group as an answer, not an open question', () => {
    const statuses = answerStatuses(
      `${HEDGED_PARTS} The five merchants that override the version per request should be OK.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("keeps the question open when another hedge stays beside the shorthand", () => {
    const statuses = answerStatuses(
      `${HEDGED_PARTS} AFAIK the five override merchants likely send v3 headers.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });
});

describe('the reporting child as the source of a date, "EOL per changelog-researcher" (source-attribution.ts)', () => {
  it("reads the child as a line's label before the date", () => {
    const statuses = answerStatuses(
      `${FAN_OUT_PARTS}\n- changelog-researcher: v2 sunset on 2027-03-31.`,
      ["changelog-researcher/F1"],
      fanOut,
    );
    expect(statuses).toEqual({ "changelog-researcher/F1": "carried" });
  });

  it('reads "date from changelog-researcher: 2027-03-31" as attributed', () => {
    const statuses = answerStatuses(
      `${FAN_OUT_PARTS} Retirement date from changelog-researcher: 2027-03-31.`,
      ["changelog-researcher/F1"],
      fanOut,
    );
    expect(statuses).toEqual({ "changelog-researcher/F1": "carried" });
  });

  it("does not read a count credited to a child as the date's source", () => {
    const statuses = answerStatuses(
      "All 19 break: the sixteen from direct-researcher and the three from fallback-researcher, " +
        "all gone when v2 shuts on 2027-03-31. Overrides and sandbox: still open.",
      ["changelog-researcher/F1"],
      fanOut,
    );
    expect(statuses["changelog-researcher/F1"]).toMatch(/^dropped/);
  });
});
