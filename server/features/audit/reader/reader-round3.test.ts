import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";
import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers, noEffectClaims } from "./overstatement-cues";

/**
 * The reader's third round of mechanisms (issue 14), each with answers written for this test
 * (no frozen set's wording): sources derived from the debriefs, what a certainty marker
 * reaches, totals of parts hedged elsewhere, and paraphrased hedges.
 */

const fanOut = fanOutDebriefsBeforeAll();

const statuses = answerStatuses;
const families = (text: string) => [...hedgeCues(text).keys()];

describe("paraphrased hedges and overstatements", () => {
  it("reads who has not checked, who cannot tell and who took something as given", () => {
    expect(families("none of us has cross-checked those rows")).toContain("inferred");
    expect(families("the rows were used without verifying them")).toContain("inferred");
    expect(families("on our reading of legacy-client.ts")).toContain("inferred");
    expect(families("nobody can really tell which header they set")).toContain("unknown");
    expect(families("the analysts took the column as authoritative")).toContain("condition");
    expect(families("we migrate them as a precaution")).toContain("epistemic");
  });

  it("reads a one-word hedge through a typo, but not a different word one letter away", () => {
    expect(families("three more, probabyl via the fallback")).toContain("epistemic");
    expect(families("the header values are unkonwn")).toContain("unknown");
    expect(families("we are assured of the count")).toEqual([]);
  });

  it("negated certainty is no certainty; a plain 'definite' is", () => {
    expect(certaintyMarkers("nobody confirmed the date independently")).toEqual([]);
    expect(certaintyMarkers("the shutdown date is definite")).toEqual(["definite"]);
  });

  it("calling an open question a non-issue claims it has no effect", () => {
    expect(noEffectClaims("the header merchants are a non-issue")).toEqual(["non-issue"]);
  });
});

describe("sources derived from the debriefs", () => {
  it("a parenthesis naming only a document a reported finding cites attributes it", () => {
    expect(statuses("Switch-off: 2027-03-31 (provider changelog).", ["researcher/F1"])).toEqual({
      "researcher/F1": "carried",
    });
    expect(statuses("Switch-off: 2027-03-31 (all regions).", ["researcher/F1"])).toEqual({
      "researcher/F1": "dropped/medium",
    });
  });

  it("a child reporting a value attributes it to that child", () => {
    expect(
      statuses(
        "The changelog-researcher reports that v2 ends on 2027-03-31.",
        ["changelog-researcher/F1"],
        fanOut,
      ),
    ).toEqual({ "changelog-researcher/F1": "carried" });
    expect(statuses("v2 ends on 2027-03-31.", ["changelog-researcher/F1"], fanOut)).toEqual({
      "changelog-researcher/F1": "dropped/medium",
    });
  });

  it("a source named early in a sentence reaches the clauses after it", () => {
    expect(
      statuses(
        "The vendor's changelog lists 2027-03-31 as the last day of v2; /v2/ calls answer 410 from then on.",
        ["researcher/F1"],
      ),
    ).toEqual({ "researcher/F1": "carried" });
  });

  it("a source does not soften a certainty marker on what it reports", () => {
    expect(
      statuses("v2 is definitely gone on 2027-03-31, per the changelog.", ["researcher/F1"]),
    ).toEqual({ "researcher/F1": "dropped/high" });
  });
});

describe("what a certainty marker reaches", () => {
  it("'exactly' qualifies a count, not the date the same clause names", () => {
    expect(
      statuses("On 2027-03-31 exactly 19 merchants stop working.", [
        "researcher/F1",
        "researcher/F4",
      ]),
    ).toEqual({ "researcher/F1": "dropped/medium", "researcher/F4": "dropped/high" });
  });

  it("a sentence opening with a lower-case identifier is a sentence of its own", () => {
    expect(
      statuses("16 merchants probably fail. m_0005, m_0067 and m_0148 fail through the fallback.", [
        "researcher/F3",
      ]),
    ).toEqual({ "researcher/F3": "dropped/medium" });
  });

  it("certainty about another subject does not reach a sourced date it names", () => {
    expect(
      statuses(
        "The sandbox tenants will certainly be cut together with production on 2027-03-31, the changelog's date.",
        ["researcher/F1", "researcher/U2"],
      ),
    ).toEqual({ "researcher/F1": "carried", "researcher/U2": "dropped/high" });
    expect(
      statuses("The changelog settles it: the sandbox tenants go on 2027-03-31 as well.", [
        "researcher/F1",
      ]),
    ).toEqual({ "researcher/F1": "dropped/high" });
  });

  it("a certain total of parts hedged in their own sentences overstates the total and the hedged part", () => {
    // (Third round: the total only. Since the fifteenth, the certainty reaches the hedged part,
    // mention then contradict, as v7, v11, v12, v13 and v15 label it. Since the seventy-sixth,
    // a total called beyond doubt after every part was given with a doubt of its own overrules
    // the premises restated for the parts, as v23, v30, v44, v60, v64 and v70 label it:
    // overruling-totals.ts.)
    expect(
      statuses(
        "If the api_version column is right, 16 merchants fail. m_0005, m_0067 and m_0148 probably fail through the fallback. Nineteen, no doubt about it.",
        ["researcher/F3", "researcher/F4", "researcher/A1", "researcher/A2"],
      ),
    ).toEqual({
      "researcher/F3": "dropped/high",
      "researcher/F4": "dropped/high",
      "researcher/A1": "dropped/high",
      "researcher/A2": "carried",
    });
  });
});

describe("layout and pointers", () => {
  it("a short title line over a paragraph is a heading that can keep what it heads open", () => {
    const answer = [
      "Still unanswered",
      "- Which header m_0015, m_0082, m_0092, m_0144 and m_0154 put on their calls — traffic samples would show it.",
    ].join("\n");
    expect(statuses(answer, ["researcher/U1", "researcher/N6"])).toEqual({
      "researcher/U1": "carried",
      "researcher/N6": "carried",
    });
  });

  it("a clause led by an interrogative word names an open question, it does not answer it", () => {
    expect(
      statuses("What m_0015, m_0082, m_0092, m_0144 and m_0154 send at run time — unknown.", [
        "researcher/U1",
      ]),
    ).toEqual({ "researcher/U1": "carried" });
  });

  it("a table description is the premise of the hedged outcome the next sentence points back at", () => {
    expect(
      statuses(
        "The api_version column lists sixteen merchants on v2. Provided that column matches production, they fail on the cut-off.",
        ["researcher/A1"],
      ),
    ).toEqual({ "researcher/A1": "carried" });
  });

  it("a condition that points back at the sections before it has no topic of its own", () => {
    expect(
      statuses(
        "If the column is right, 16 merchants fail. m_0005, m_0067 and m_0148 probably fail too. That is 19, conditional on both parts holding.",
        ["researcher/F4"],
      ),
    ).toEqual({ "researcher/F4": "carried" });
  });

  it("a pointer after a contrast lead answers the open questions named before it", () => {
    expect(
      statuses(
        "We never saw the headers of m_0015, m_0082, m_0092, m_0144 and m_0154. Regardless, they send v3 for sure.",
        ["researcher/U1", "researcher/N6"],
      ),
    ).toEqual({ "researcher/U1": "dropped/high", "researcher/N6": "dropped/high" });
    expect(
      statuses(
        "Two children flagged the header-override merchants. Read together, both are a non-issue.",
        ["direct-researcher/U1"],
        fanOut,
      ),
    ).toEqual({ "direct-researcher/U1": "dropped/high" });
  });

  it("a vague time keeps a question about a date open", () => {
    expect(
      statuses("The 12 sandbox merchants pin v2, so they will fail at some point.", [
        "researcher/U2",
      ]),
    ).toEqual({ "researcher/U2": "carried" });
  });

  it("'likely' before a verb still coordinates a clause of its own", () => {
    expect(
      statuses(
        "The 16 merchants on v2 definitely fail on 2027-03-31, and m_0005, m_0067 and m_0148 likely fail too.",
        ["researcher/F1", "researcher/F3"],
      ),
    ).toEqual({ "researcher/F1": "dropped/high", "researcher/F3": "carried" });
  });
});

describe("coverage and completeness claims", () => {
  it("a claim to have read the whole code covers every unread file", () => {
    expect(
      statuses("We combed through the entire repository: 19 merchants break.", [
        "researcher/N1",
        "researcher/N4",
      ]),
    ).toEqual({ "researcher/N1": "dropped/high", "researcher/N4": "dropped/high" });
  });

  it("'every X … was checked' covers the areas it names", () => {
    expect(
      statuses("Each adapter in the service was inspected, and 19 merchants break.", [
        "researcher/N3",
        "researcher/N4",
      ]),
    ).toEqual({ "researcher/N3": "dropped/high", "researcher/N4": "dropped/high" });
  });

  it("a claim of what no other code does asserts the unread code that runs, not the seed data", () => {
    // The findings cite src/… files: src/ is where the code that runs lives.
    expect(
      statuses("No other file in the repository calls the v2 client; 19 merchants break.", [
        "researcher/N4",
        "researcher/N5",
        "researcher/N1",
      ]),
    ).toEqual({
      "researcher/N4": "dropped/high",
      "researcher/N5": "dropped/high",
      "researcher/N1": "dropped/low",
    });
  });

  it("a list said to account for everyone is a completeness claim", () => {
    expect(
      statuses(
        "19 merchants break, if the table holds. This accounts for every merchant we have.",
        ["researcher/N2"],
      ),
    ).toEqual({ "researcher/N2": "dropped/low" });
  });

  it("a counted noun and one other word do not name an unread file", () => {
    expect(
      statuses(
        "All counts come from the merchants table, assumed correct and never compared with any merchant config in production. 16 merchants break. Nobody else is affected.",
        ["researcher/N5"],
      ),
    ).toEqual({ "researcher/N5": "dropped/low" });
  });
});

describe("letters, groups and what a finding says it does not rest on", () => {
  it("a salutation naming a merchant claims nothing, and a letter about one merchant lists nobody", () => {
    const letter = [
      "Hello m_0148 team,",
      "",
      "We are presuming our records of your setup are current. When a v3 call to the provider times out, our primary adapter may retry it on v2, so those retries could fail once v2 is gone.",
      "",
      "Best,",
      "Support",
    ].join("\n");
    expect(
      statuses(
        letter,
        ["direct-researcher/U1", "sandbox-researcher/U1", "fallback-researcher/A2"],
        fanOut,
      ),
    ).toEqual({
      "direct-researcher/U1": "not_used",
      "sandbox-researcher/U1": "not_used",
      "fallback-researcher/A2": "carried",
    });
  });

  it("a date applied to everyone drops a question whose group is named only beside a finding", () => {
    expect(
      statuses(
        "Per the changelog v2 ends on 2027-03-31, so every merchant still on v2 must move before then. Separately, the sandbox child counted 12 sandbox merchants pinned to v2.",
        ["sandbox-researcher/U1"],
        fanOut,
      ),
    ).toEqual({ "sandbox-researcher/U1": "dropped/medium" });
  });

  it("a count of another open question's group is no list this question could extend", () => {
    expect(
      statuses(
        "The 12 sandbox merchants are pinned to v2 by their adapter.",
        ["direct-researcher/U1"],
        fanOut,
      ),
    ).toEqual({ "direct-researcher/U1": "not_used" });
  });

  it("a finding that holds independently of the table does not rest on the table assumption", () => {
    expect(
      statuses(
        "The 12 sandbox merchants are pinned to v2 by their adapter.",
        ["direct-researcher/A1"],
        fanOut,
      ),
    ).toEqual({ "direct-researcher/A1": "not_used" });
  });
});

describe("group nouns, exact counts and pointers with a date", () => {
  it("a group noun states its size ('the trio' is three)", () => {
    expect(
      statuses(
        "Nineteen merchants fail (sixteen on v2, three via the fallback). The fallback trio is deduced from the adapter code, not seen in production.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "carried" });
  });

  it("an exact count is no claim that every unread file was covered", () => {
    expect(
      statuses(
        "Assuming the table holds, exactly 19 merchants fail; the header merchants and the sandbox date stay open.",
        ["researcher/N1", "researcher/N4"],
      ),
    ).toEqual({ "researcher/N1": "not_used", "researcher/N4": "not_used" });
  });

  it("a pointer that names only a date still points back at the merchants before it", () => {
    expect(
      statuses("The 16 merchants on v2 need a plan, but they certainly fail on 2027-03-31.", [
        "researcher/A1",
      ]),
    ).toEqual({ "researcher/A1": "dropped/high" });
  });
});

describe("what a condition or an opening caveat reaches", () => {
  it("a condition on one assumption does not carry a finding resting mainly on another", () => {
    expect(
      statuses(
        "If the api_version column holds, 16 merchants fail outright and m_0005, m_0067 and m_0148 fail as well because the fallback trips on every 5xx.",
        ["researcher/F3", "researcher/A1"],
      ),
    ).toEqual({ "researcher/F3": "dropped/medium", "researcher/A1": "carried" });
  });

  it("an opening caveat over 'everything below' qualifies the lines after it", () => {
    const answer = [
      "Note: everything below takes merchants.api_version as the source of truth.",
      "- Email the 16 merchants on v2 this week.",
    ].join("\n");
    expect(statuses(answer, ["researcher/A1"])).toEqual({ "researcher/A1": "carried" });
  });
});

describe("inline JSON", () => {
  it("each key-value pair of a one-line object is a clause of its own", () => {
    expect(
      statuses(
        '{"cutoff": "2027-03-31 (for sure)", "failing": {"configured": 16, "via_fallback": 3}, "unknown": ["header merchants (5)"]}',
        ["researcher/F1", "researcher/F3"],
      ),
    ).toEqual({ "researcher/F1": "dropped/high", "researcher/F3": "dropped/medium" });
  });
});
