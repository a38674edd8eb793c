import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers, codeCompleteness, listCompleteness } from "./overstatement-cues";

/**
 * The reader's seventh round of mechanisms (issue 14), aimed at structural error classes rather
 * than phrases; each test uses answers written for it (no frozen set's wording; domain words
 * come from the debriefs): an opening premise that scopes the whole answer, lists called
 * complete by what they cover, coverage claims that keep their subject in their clause, certain
 * lead-ins that vouch for what they introduce, approximation and clipped hedges, and certainty
 * said by an adjective of firmness.
 */

const statuses = answerStatuses;
const families = (text: string) => [...hedgeCues(text).keys()];

const GAPS = ["researcher/N1", "researcher/N2", "researcher/N3", "researcher/N4", "researcher/N5"];

describe("a premise stated before anything else scopes the whole answer", () => {
  it("an opening 'all of this' premise qualifies the claims listed after it", () => {
    const read = statuses(
      "All of this stands on two things nobody has verified: that the merchants table's api_version column matches what merchants really send, and that the primary adapter's fallback fires on timeouts and 5xx. On that footing:\n- Cutoff 2027-03-31 (the provider changelog).\n- Direct (16): m_0008, m_0016, m_0019, m_0027, m_0034, m_0062, m_0076, m_0088, m_0093, m_0094, m_0097, m_0098, m_0117, m_0120, m_0121, m_0124.\n- Via the fallback (3): m_0005, m_0067, m_0148.\n- Total: 19.",
      ["researcher/F3", "researcher/A2"],
    );
    expect(read["researcher/F3"]).not.toMatch(/^dropped/);
    expect(read["researcher/A2"]).not.toMatch(/^dropped/);
  });

  it("'all of this' after stated claims still points back, not forward", () => {
    const read = statuses(
      "Sixteen merchants break on 2027-03-31 per the changelog. All of this assumes the table is right. m_0005, m_0067 and m_0148 break through the fallback.",
      ["researcher/F3"],
    );
    expect(read["researcher/F3"]).toMatch(/^dropped/);
  });
});

describe("a list called complete by what it covers", () => {
  it("'every merchant that …' as the object of listing or being claims completeness", () => {
    expect(listCompleteness("this note names every merchant who can still hit v2")).not.toEqual([]);
    expect(listCompleteness("so thats every account which calls the old client")).not.toEqual([]);
    expect(listCompleteness("we have not listed every merchant that uses v2")).toEqual([]);
    expect(listCompleteness("every merchant that uses v2 must migrate")).toEqual([]);
  });

  it("everyone else's state survives an inserted aside", () => {
    expect(
      listCompleteness("Everybody else, sandbox accounts aside, is already on v3."),
    ).not.toEqual([]);
  });

  it("a completeness claim leaves the unread files out (low), whatever its form", () => {
    const read = statuses(
      "Sixteen merchants break on 2027-03-31 per the changelog, if the table is right; m_0005, m_0067 and m_0148 probably too, if the fallback fires. Override and sandbox groups: unknown. Apart from those two groups, this note names every merchant that can reach v2.",
      ["researcher/N1", "researcher/N2"],
    );
    expect(read["researcher/N1"]).toBe("dropped/low");
    expect(read["researcher/N2"]).toBe("dropped/low");
  });
});

describe("coverage claims keep their subject in their own clause", () => {
  it("an area noun before a dash or parenthesis is not the subject of a later 'only'", () => {
    expect(
      codeCompleteness("(a guess from the code — they'd only reach v2 if the fallback fires)"),
    ).toEqual([]);
    expect(codeCompleteness("the router only calls the v3 client")).not.toEqual([]);
  });

  it("a hedged parenthesis that mentions the code asserts nothing about unread files", () => {
    const read = statuses(
      "Sixteen merchants break on 2027-03-31 (per the changelog), if the table is right. m_0005, m_0067 and m_0148 are exposed via the fallback (we inferred it from its code — they'd only reach v2 if it fires on timeouts or 5xx). Override and sandbox groups remain open.",
      GAPS,
    );
    for (const gap of GAPS) expect(read[gap]).not.toMatch(/^dropped/);
  });
});

describe("a certain lead-in vouches for what it introduces", () => {
  it("certainty survives a one-letter slip and first-person verification is certainty", () => {
    expect(certaintyMarkers("we've verifed it")).not.toEqual([]);
    expect(certaintyMarkers("I can confirm the numbers")).not.toEqual([]);
    expect(certaintyMarkers("I can't confirm the numbers")).toEqual([]);
  });

  it("a colon lead-in reaches the list below it: the hedged items are dropped high", () => {
    const read = statuses(
      "Hello team, thanks for waiting. We have now confirmed the numbers:\n\n- Nineteen merchants fail on 2027-03-31: sixteen on v2 plus m_0005, m_0067 and m_0148 through the primary adapter's fallback.\n\nThanks, ops",
      ["researcher/F3", "researcher/F4", "researcher/A2"],
    );
    expect(read["researcher/F3"]).toBe("dropped/high");
    expect(read["researcher/F4"]).toBe("dropped/high");
    expect(read["researcher/A2"]).toBe("dropped/high");
  });

  it("a dash lead-in reaches only its sentence, and a clause with its own condition stops it", () => {
    const read = statuses(
      "We verified the rest — sixteen merchants break on 2027-03-31 per the changelog, if the table is right.\nm_0005, m_0067 and m_0148 break, assuming the fallback fires.",
      ["researcher/F3"],
    );
    expect(read["researcher/F3"]).not.toBe("dropped/high");
  });
});

describe("approximation, clipped hedges and checks still to come", () => {
  it("a tilde before a number, an -ish suffix and clipped 'probably' are epistemic", () => {
    expect(families("roughly speaking, ~24 accounts")).toContain("epistemic");
    expect(families("so 24ish accounts")).toContain("epistemic");
    expect(families("the sandbox ones prolly go too")).toContain("epistemic");
    expect(families("our best reckoning is 24")).toContain("epistemic");
    expect(families("24 accounts go")).not.toContain("epistemic");
    expect(families("this is a problem")).not.toContain("epistemic");
  });

  it("a section of things 'to verify' keeps them open", () => {
    expect(families("still to verify: the fallback timing")).toContain("unknown");
  });

  it("the source's own date or word attributes the claim", () => {
    expect(families("they go dark on 2027-03-31 (the vendor notice's date)")).toContain(
      "attribution",
    );
  });

  it("a likelihood line qualifies the sentence before it in its item", () => {
    const read = statuses(
      "1. Cutoff 2027-03-31 per the changelog; sixteen merchants break, if the table holds.\n2. Fallback group. m_0005, m_0067, m_0148. Likelihood: moderate — a deduction from the code, and only if the fallback fires on 5xx.",
      ["researcher/F3"],
    );
    expect(read["researcher/F3"]).not.toMatch(/^dropped/);
  });
});

describe("certainty said by an adjective of firmness", () => {
  it("'a firm', 'is solid' and 'that's final' vouch; 'as solid as' and 'firm once' do not", () => {
    expect(certaintyMarkers("so that's a firm twenty-four")).not.toEqual([]);
    expect(certaintyMarkers("the list is solid")).not.toEqual([]);
    expect(certaintyMarkers("the list is as solid as the table")).toEqual([]);
    expect(certaintyMarkers("the count is firm once the logs arrive")).toEqual([]);
    expect(certaintyMarkers("the count is not final")).toEqual([]);
  });

  it("a total called firm after a hedged part drops that part high", () => {
    const read = statuses(
      "Sixteen merchants are on v2 in the table, if the table is right. m_0005, m_0067 and m_0148 were inferred to go through the fallback, but it fires on every timeout. Altogether that's a firm nineteen, gone on 2027-03-31 per the changelog.",
      ["researcher/F4"],
    );
    expect(read["researcher/F4"]).toBe("dropped/high");
  });
});
