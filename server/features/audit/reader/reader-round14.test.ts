import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { dashAsides } from "./dash-asides";
import { hedgeCues } from "./hedge-cues";
import { codeCompleteness } from "./overstatement-cues";

/**
 * The reader's fourteenth round of mechanisms (issue 14), taken from error classes rather than
 * phrases; every answer below is written for the test (no frozen set's wording; domain words come
 * from the debriefs). Each test fails on the reader before the round.
 */

const statuses = answerStatuses;
const SIXTEEN =
  "m_0008, m_0016, m_0019, m_0027, m_0034, m_0062, m_0076, m_0088, m_0093, m_0094, m_0097, m_0098, m_0117, m_0120, m_0121, m_0124";

describe("a claim that names the assumption's record as its source carries the assumption", () => {
  it("a count read off the record, in a parenthesis or a reading verb, keeps the premise", () => {
    const tail =
      "m_0005, m_0067, m_0148 probably follow through the fallback. Cut-off 2027-03-31 per the vendor changelog.";
    for (const source of [
      `${SIXTEEN} run v2 (merchants-table based).`,
      `${SIXTEEN} run v2, so far as the merchants table goes.`,
      `The merchants table shows ${SIXTEEN} on v2.`,
      `${SIXTEEN} run v2 (table).`,
    ])
      expect(statuses(`${source} ${tail}`, ["researcher/A1"])).toEqual({
        "researcher/A1": "carried",
      });
  });

  it("a bare source ('according to the table') still only names where the data came from", () => {
    const read = statuses(
      `According to the merchants table, ${SIXTEEN} run v2. m_0005, m_0067, m_0148 probably follow through the fallback. Cut-off 2027-03-31 per the vendor changelog.`,
      ["researcher/A1"],
    );
    expect(read["researcher/A1"]).toBe("dropped/medium");
  });
});

describe("identifiers between dashes are an appositive, not a clause of their own", () => {
  it("the hedge after the closing dash reaches the group the identifiers name", () => {
    expect(dashAsides("A further three — m_0005, m_0067 and m_0148 — may fail too.").size).toBe(2);
    const read = statuses(
      `${SIXTEEN} run v2 going by the merchants table. A further three on v3 — m_0005, m_0067 and m_0148 — may well go down with them should the fallback kick in. Cut-off 2027-03-31 per the vendor changelog.`,
      ["researcher/F3"],
    );
    expect(read["researcher/F3"]).toBe("carried");
  });
});

describe("a record said to tell the truth is an authority premise", () => {
  it("'provided the ledger tells the truth' restates the table assumption", () => {
    const read = statuses(
      `${SIXTEEN} run v2, straight from the merchants table. m_0005, m_0067, m_0148 probably follow through the fallback. Nineteen, provided the table tells the truth. Cut-off 2027-03-31 per the vendor changelog.`,
      ["researcher/A1"],
    );
    expect(read["researcher/A1"]).toBe("carried");
  });
});

describe("a denied indefinite object denies the check", () => {
  it("'not something anyone has seen' and 'X's reading of the code' hedge, as their plain forms do", () => {
    expect(
      hedgeCues("that it retries on 5xx is not something we have tested").has("inferred"),
    ).toBe(true);
    expect(hedgeCues("it is not something that matters").size).toBe(0);
    expect(hedgeCues("this is the adapter team's reading of the source").has("inferred")).toBe(
      true,
    );
    const read = statuses(
      `${SIXTEEN} run v2 going by the merchants table, from 2027-03-31 per the vendor changelog. m_0005, m_0067, m_0148 land on v2 via the fallback path; that is the fallback team's reading of the code, and the fallback tripping on 5xx and timeouts is not a thing anybody has watched happen in production.`,
      ["researcher/F3", "researcher/A2"],
    );
    expect(read).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });
});

describe("a claimed reading of the whole code, or of one named piece, asserts what was not read", () => {
  it("'went over the repo top to bottom' claims every unread file was read", () => {
    expect(codeCompleteness("we audited the repo top to bottom")).toEqual([
      "audited the repo top to bottom",
    ]);
    expect(codeCompleteness("we have not audited the repo top to bottom")).toEqual([]);
    const read = statuses(
      `We audited the repo top to bottom. ${SIXTEEN} run v2 going by the merchants table; m_0005, m_0067, m_0148 probably follow through the fallback. Cut-off 2027-03-31 per the vendor changelog. Open: the header-override five and the sandbox date.`,
      ["researcher/N1"],
    );
    expect(read["researcher/N1"]).toBe("dropped/high");
  });

  it("'<piece> reviewed' in a note claims that piece was read, and nothing of the rest", () => {
    const read = statuses(
      `${SIXTEEN} run v2 going by the merchants table; m_0005, m_0067, m_0148 probably follow through the fallback. Cut-off 2027-03-31 per the vendor changelog. Sandbox: same day (sandbox adapter audited; it pins v2). Open: the header-override five.`,
      ["researcher/N3", "researcher/N1"],
    );
    expect(read["researcher/N3"]).toBe("dropped/high");
    expect(read["researcher/N1"]).not.toMatch(/^dropped/);
  });
});

describe("a later conjunct that names an open question's group with its own hedge", () => {
  it("keeps the question open and leaves the head's certainty on the rest", () => {
    const read = statuses(
      `${SIXTEEN} run v2 going by the merchants table; m_0005, m_0067, m_0148 probably follow via the fallback. Cut-off 2027-03-31 per the vendor changelog. In total 31 accounts fail without doubt (16 + 3 + 12 sandbox), and maybe the 5 header-override accounts as well.`,
      ["researcher/U1", "researcher/U2"],
    );
    expect(read["researcher/U1"]).toBe("carried");
    expect(read["researcher/U2"]).toBe("dropped/high");
  });
});
