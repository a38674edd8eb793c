import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { hedgeCues } from "./hedge-cues";

/**
 * The reader's thirteenth round of mechanisms (issue 14), taken from error classes rather than
 * phrases; every answer below is written for the test (no frozen set's wording; domain words come
 * from the debriefs). Each test fails on the reader before the round.
 */

const statuses = answerStatuses;
const SIXTEEN =
  "m_0008, m_0016, m_0019, m_0027, m_0034, m_0062, m_0076, m_0088, m_0093, m_0094, m_0097, m_0098, m_0117, m_0120, m_0121, m_0124";

describe("a hedged lead before a colon reaches every member of its list", () => {
  it("a lead that takes things on trust covers the members after a semicolon", () => {
    const read = statuses(
      `${SIXTEEN} are on v2 and m_0005, m_0067, m_0148 probably reach it through the fallback; cut-off 2027-03-31 per the vendor changelog. Taken on trust, never verified: the api_version column is accurate; the fallback path triggers on 5xx and timeouts.`,
      ["researcher/A1", "researcher/A2"],
    );
    expect(read).toEqual({ "researcher/A1": "carried", "researcher/A2": "carried" });
  });

  it("a condition that announces a list covers its later conjuncts", () => {
    const read = statuses(
      `Answer: the count is 19 provided both hold: the api_version column is accurate, and the fallback path really triggers on 5xx and timeouts. ${SIXTEEN} are plain v2; m_0005, m_0067, m_0148 we deduced from the adapter code. Cut-off 2027-03-31, going by the vendor changelog.`,
      ["researcher/A2"],
    );
    expect(read).toEqual({ "researcher/A2": "carried" });
  });
});

describe("requirement keywords in capitals grant or require, they do not hedge", () => {
  it("a capitalised MAY in a runbook settles the question it dismisses", () => {
    expect(hedgeCues("Billing MAY skip the five header-override accounts").size).toBe(0);
    expect(hedgeCues("the header-override accounts may send v2").has("epistemic")).toBe(true);
    expect(hedgeCues("THE FALLBACK MAY FIRE").has("epistemic")).toBe(true);
    const read = statuses(
      `Ops MUST migrate ${SIXTEEN} before 2027-03-31 per the vendor changelog, and probably m_0005, m_0067, m_0148. Ops MAY skip the five header-override accounts: they send v3.`,
      ["researcher/U1"],
    );
    expect(read["researcher/U1"]).toBe("dropped/high");
  });
});

describe("a heading that gives an outcome answers for the group listed under it", () => {
  it("the override accounts listed under a not-impacted heading are answered flatly", () => {
    const read = statuses(
      `## Impacted\n- ${SIXTEEN} (v2 in the table, if that column holds)\n- m_0005, m_0067, m_0148, deduced from the adapter code\n\n## Not impacted\n- The header-override accounts: m_0015, m_0082, m_0092, m_0144, m_0154\n\nCut-off 2027-03-31 per the vendor changelog; the sandbox date is still unannounced.`,
      ["researcher/U1"],
    );
    expect(read["researcher/U1"]).toBe("dropped/high");
    // (A heading that hedges answers nothing.)
    const hedged = statuses(
      `## Impacted\n- ${SIXTEEN} (v2 in the table, if that column holds)\n- m_0005, m_0067, m_0148, deduced from the adapter code\n\n## Possibly not impacted\n- The header-override accounts: m_0015, m_0082, m_0092, m_0144, m_0154\n\nCut-off 2027-03-31 per the vendor changelog; the sandbox date is still unannounced.`,
      ["researcher/U1"],
    );
    expect(hedged["researcher/U1"]).toBe("carried");
  });
});
