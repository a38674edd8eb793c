import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";
import { answerClauses } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";
import {
  certaintyMarkers,
  codeCompleteness,
  dismissals,
  listCompleteness,
  noEffectClaims,
} from "./overstatement-cues";

/**
 * The reader's sixth round of mechanisms (issue 14), each with answers written for this test
 * (no frozen set's wording; domain words come from the debriefs): coverage claims in the
 * passive and over data, code parts named by their role, hedge and certainty classes, layout
 * (identifier runs, YAML keys with a comment, JSON objects over lines), and doubts a child
 * reported that the answer then overrules.
 */

const families = (text: string) => [...hedgeCues(text).keys()];
const statuses = answerStatuses;
const fanOut = fanOutDebriefsBeforeAll();

const GAPS = ["researcher/N1", "researcher/N2", "researcher/N3", "researcher/N4", "researcher/N5"];

describe("coverage claims", () => {
  it("a file said to have been left unread (passive) claims nothing about what it does", () => {
    expect(codeCompleteness("merchant-config.ts was only opened in a search hit")).toEqual([]);
    expect(codeCompleteness("the seed script is never read by the job")).toEqual([]);
    expect(codeCompleteness("the router never reads the table")).not.toEqual([]);
    const read = statuses(
      "Sixteen break on 2027-03-31 per the provider changelog, if the table is right; m_0005, m_0067 and m_0148 maybe too. Override and sandbox groups: unknown. Caveat on coverage: generate-seed.ts, merchants.sql, version-router.ts and merchant-config.ts were never read past a search hit.",
      ["researcher/N4", "researcher/N5"],
    );
    expect(read["researcher/N4"]).not.toBe("dropped/high");
    expect(read["researcher/N5"]).not.toBe("dropped/high");
  });

  it("going over every row or record of the data is no claim about the code", () => {
    expect(codeCompleteness("she combed through every record in the accounts table")).toEqual([]);
    expect(codeCompleteness("we combed through every module")).not.toEqual([]);
  });

  it("a code part named by its role and a modifier names the file the modifier names", () => {
    const read = statuses(
      "Nineteen break on 2027-03-31 per the changelog, assuming the table is authoritative and the fallback fires; m_0005, m_0067 and m_0148 are the inferred part. Override and sandbox: open. The routing layer is fine: the version router merely forwards v3 calls and the config loader just copies the table.",
      GAPS,
    );
    expect(read["researcher/N4"]).toBe("dropped/high");
    expect(read["researcher/N5"]).toBe("dropped/high");
    // The seed files are only left out by the claim.
    expect(read["researcher/N1"]).toBe("dropped/low");
  });

  it("coverage called complete claims every unread file was read", () => {
    const read = statuses(
      "The provider changelog gives 2027-03-31. Sixteen on v2 if the table holds, and probably m_0005, m_0067, m_0148 via the fallback. Override and sandbox merchants: still open. Our coverage was complete, so there are no blind spots in the code.",
      ["researcher/N1", "researcher/N2"],
    );
    expect(read).toEqual({ "researcher/N1": "dropped/high", "researcher/N2": "dropped/high" });
  });

  it("a later clause that names the area decides, not the first coverage claim", () => {
    const read = statuses(
      "2027-03-31 per the provider changelog; 16 if the table is authoritative, plus likely m_0005, m_0067, m_0148. Override and sandbox: open. We looked over every adapter, so there is no other path to v2 anywhere in the code.",
      ["researcher/N5"],
    );
    expect(read["researcher/N5"]).toBe("dropped/high");
  });

  it("a negative universal over the counted noun calls the list complete", () => {
    expect(listCompleteness("Outside those groups, no account anywhere is affected")).not.toEqual(
      [],
    );
    expect(listCompleteness("no merchant we know of has complained")).toEqual([]);
    // A universal bounded in time or by a condition is no claim about who is on the list.
    expect(listCompleteness("No merchant is affected before the cutoff")).toEqual([]);
  });
});

describe("hedge and certainty classes", () => {
  it("supposing and imagining are speculation", () => {
    expect(families("the analyst supposes the retry fires on a 503")).toContain("epistemic");
    expect(families("I imagine they route through the old client")).toContain("epistemic");
  });

  it("a certainty word negated across quotes, or compared with a premise, is no certainty", () => {
    expect(certaintyMarkers('Nobody called it "confirmed" yet')).toEqual([]);
    expect(certaintyMarkers("the count is as certain as the rows are")).toEqual([]);
    expect(families("the count is as solid as the rows are")).toContain("condition");
    expect(certaintyMarkers("the vendor switches v2 off that day, no exceptions")).not.toEqual([]);
  });

  it("an inverted condition opening a sentence is a condition", () => {
    const clauses = answerClauses("Were the notes wrong, v2 would stay up past 2027-03-31.");
    expect(clauses.map((clause) => clause.role)).toEqual(["condition", "assert"]);
    expect(
      statuses("Should the provider changelog be accurate, v2 ends on 2027-03-31.", [
        "researcher/F1",
      ]),
    ).toEqual({ "researcher/F1": "carried" });
  });

  it("a caveat or trust with a word between still states a condition", () => {
    expect(families("with the usual caveat that rows may lag reality")).toContain("condition");
    expect(families("rows we are trusting to reflect the live calls")).toContain("condition");
  });

  it("a check under way in the passive, under review, or until evidence arrives is open", () => {
    expect(families("(the rows are being cross-checked against traffic)")).toContain("unknown");
    expect(families("the per-request group is under review")).toContain("unknown");
    expect(families("on hold until we get the captures")).toContain("unknown");
    expect(families("Spot-check three accounts first")).toContain("unknown");
  });

  it("set aside until what would settle it comes is no dismissal", () => {
    expect(dismissals("shelved until someone hands us the captures")).toEqual([]);
    expect(dismissals("shelved for this release")).not.toEqual([]);
  });

  it("a consensus of a counted set of reporters is certainty", () => {
    expect(certaintyMarkers("the three researchers line up on nineteen")).not.toEqual([]);
    expect(certaintyMarkers("the three researchers don't line up on it")).toEqual([]);
  });

  it("a list called whole affirms its members, not the date it names", () => {
    expect(
      statuses(
        "Nineteen merchants fail on 2027-03-31, the sixteen configured for v2 and the three with a fallback, and those are all of them.",
        ["researcher/F4", "researcher/F1"],
      ),
    ).toEqual({ "researcher/F4": "dropped/high", "researcher/F1": "dropped/medium" });
  });

  it("merchants of an inference declared no concern state its opposite, premise included", () => {
    expect(noEffectClaims("those three are not a real worry")).not.toEqual([]);
    expect(
      statuses(
        "Sixteen move before 2027-03-31 per the changelog, if the table is right. The three fallback merchants are not a concern: retries hardly ever happen. Override and sandbox merchants: open questions.",
        ["researcher/F3", "researcher/A2"],
      ),
    ).toEqual({ "researcher/F3": "dropped/high", "researcher/A2": "dropped/high" });
  });
});

describe("layout", () => {
  it("a comma inside a run of identifiers never cuts the clause", () => {
    const clauses = answerClauses(
      "Three more probably via retries, if a retry happens: m_0005, m_0067, m_0148.",
    );
    expect(clauses.at(-1)!.text).toContain("m_0005, m_0067, m_0148");
  });

  it("a YAML key whose only value is a comment hedges the items under it", () => {
    expect(
      statuses(
        [
          "shutdown: 2027-03-31   # per the provider changelog",
          "on_v2: 16              # if the table is authoritative",
          "via_retries:           # inferred from the adapter, needs the fallback to fire",
          "  - m_0005",
          "  - m_0067",
          "  - m_0148",
          "undecided: [override merchants, sandbox merchants]",
        ].join("\n"),
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "carried" });
  });

  it("a JSON object over lines is one object: a certainty member reaches its siblings", () => {
    const answer = [
      "{",
      '  "confidence": "every figure here is confirmed",',
      '  "shutdown": "2027-03-31",',
      '  "retry_path": ["m_0005", "m_0067", "m_0148"]',
      "}",
    ].join("\n");
    expect(statuses(answer, ["researcher/F1", "researcher/F3"])).toEqual({
      "researcher/F1": "dropped/high",
      "researcher/F3": "dropped/high",
    });
  });

  it("a qualifier member of a nested YAML mapping hedges its siblings", () => {
    expect(
      statuses(
        [
          "cutoff:",
          "  day: 2027-03-31",
          "  source: provider changelog",
          "retry_group:",
          "  ids: [m_0005, m_0067, m_0148]",
          "  basis: read off the adapter code, nobody saw it happen",
        ].join("\n"),
        ["researcher/F1", "researcher/F3"],
      ),
    ).toEqual({ "researcher/F1": "carried", "researcher/F3": "carried" });
  });

  it("a member calling its object final affirms the siblings", () => {
    expect(
      statuses(
        '{"day": "2027-03-31", "source": "provider changelog", "hit": {"count": 19, "state": "complete"}}',
        ["researcher/F4"],
      ),
    ).toEqual({ "researcher/F4": "dropped/medium" });
    expect(
      statuses(
        '{"day": "2027-03-31", "source": "provider changelog", "hit": {"count": 19, "status": "complete"}}',
        ["researcher/F4"],
      ),
    ).toEqual({ "researcher/F4": "dropped/high" });
  });

  it("an answer opening with a participle that limits it to one question lists nobody", () => {
    const read = statuses(
      "Addressing only the per-request part: m_0015, m_0082, m_0092, m_0144 and m_0154 set their version in a header, and we cannot tell what they send without captured calls.",
      ["sandbox-researcher/U1"],
      fanOut,
    );
    expect(read["sandbox-researcher/U1"]).not.toMatch(/^dropped/);
  });
});

describe("ordinal pointers and coordinated counts", () => {
  it("a sentence pointing at a quoted line by its position hedges that line", () => {
    const answer = [
      "What I am leaning on:",
      "> 16 merchants are configured for API v2",
      "> m_0005, m_0067 and m_0148 reach v2 through the primary adapter's fallback",
      "The former is only as good as the table; the latter is an inference from code. The provider changelog gives 2027-03-31; override and sandbox groups are open.",
    ].join("\n");
    expect(statuses(answer, ["researcher/F3"])).toEqual({ "researcher/F3": "carried" });
  });

  it("two counted groups joined in one noun phrase state their total", () => {
    expect(
      statuses(
        "If the changelog is right, v2 goes dark on 2027-03-31. Then the 16 configured merchants and the 3 retrying merchants all lose service. Override and sandbox merchants: unknown.",
        ["researcher/F4"],
      ),
    ).toEqual({ "researcher/F4": "dropped/medium" });
  });
});

describe("sources", () => {
  it("a document putting it its way, or a possessive predicate, attributes the claim", () => {
    expect(
      statuses("The switch-off is 2027-03-31, as the changelog frames it.", ["researcher/F1"]),
    ).toEqual({ "researcher/F1": "carried" });
    expect(statuses("Our only date, 2027-03-31, is the changelog's.", ["researcher/F1"])).toEqual({
      "researcher/F1": "carried",
    });
  });
});

describe("a reported doubt overruled", () => {
  it("by a decision after a contrast in its sentence", () => {
    expect(
      statuses(
        "The researcher marked m_0005, m_0067 and m_0148 as inferred, but I am counting them as broken anyway. Cutoff 2027-03-31 per the changelog; 16 more if the table is right; override and sandbox open.",
        ["researcher/F3", "researcher/A2"],
      ),
    ).toEqual({ "researcher/F3": "dropped/high", "researcher/A2": "dropped/high" });
  });

  it("not by a decision held only for now", () => {
    expect(
      statuses(
        "The researcher flagged m_0005, m_0067 and m_0148 as inferred, but we are treating them as broken until the retry logs are in. Cutoff 2027-03-31 per the changelog; override and sandbox open.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "carried" });
  });

  it("by a denial in the next sentence, while the doubt alone stays carried", () => {
    const overruled = statuses(
      "The researcher warns that the api_version column may lag what runs. That is no serious concern: deploys read it, so take the 16 as settled. Cutoff 2027-03-31 per the changelog; m_0005, m_0067, m_0148 likely too; override and sandbox open.",
      ["researcher/A1"],
    );
    expect(overruled).toEqual({ "researcher/A1": "dropped/high" });
    const kept = statuses(
      "The researcher warns that the api_version column may lag what runs. Cutoff 2027-03-31 per the changelog; 16 on v2 if it does not; m_0005, m_0067, m_0148 likely too; override and sandbox open.",
      ["researcher/A1"],
    );
    expect(kept).toEqual({ "researcher/A1": "carried" });
  });
});
