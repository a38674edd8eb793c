import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { assertsRecordAuthority } from "./asserted-authority";
import { idiomClasses, withCanonicalIdioms } from "./everyday-hedges";
import { hedgeCues } from "./hedge-cues";
import { codeCompleteness, dismissals, noEffectClaims } from "./overstatement-cues";
import { sharesOutcome } from "./shared-outcomes";
import { datesIn } from "./values";

/**
 * The reader's fifteenth round of mechanisms (issue 14), taken from error classes of v15 rather
 * than its phrases; every wording below is written for the test (no frozen set's wording; domain
 * words come from the debriefs). Each class is tested with several wordings of its own, so a
 * rule that only knows one phrase fails.
 */

const statuses = answerStatuses;
const SIXTEEN =
  "m_0008, m_0016, m_0019, m_0027, m_0034, m_0062, m_0076, m_0088, m_0093, m_0094, m_0097, m_0098, m_0117, m_0120, m_0121, m_0124";

describe("dates said in words", () => {
  it("an ordinal day word before or after the month is a day", () => {
    for (const text of [
      "the API shuts on the thirty-first of March, 2027",
      "it ends on the twenty-second of March 2027",
    ])
      expect(datesIn(text).map((date) => date.key)).toContainEqual(
        text.includes("thirty") ? "2027-03-31" : "2027-03-22",
      );
  });

  it("the boundary of a quarter or half year is its first or last day", () => {
    expect(datesIn("cut-off at the end of Q1 2027").map((date) => date.key)).toEqual([
      "2027-03-31",
    ]);
    expect(datesIn("gone by the close of the third quarter of 2027")[0]?.key).toBe("2027-09-30");
    expect(datesIn("starting at the beginning of H2 2026")[0]?.key).toBe("2026-07-01");
    expect(datesIn("the second of the three reports")).toEqual([]);
  });

  it("a date at a quarter's end states the changelog date, unattributed", () => {
    const read = statuses(
      `${SIXTEEN} lose v2 at the end of Q1 2027; m_0005, m_0067, m_0148 probably too, if the fallback kicks in and the api_version column is right. Open: the five override accounts and the sandbox date.`,
      ["researcher/F1"],
    );
    expect(read).toEqual({ "researcher/F1": "dropped/medium" });
  });
});

describe("everyday hedges by semantic class", () => {
  it("belief said as a noun is epistemic", () => {
    for (const text of [
      "my gut says the fallback trio goes too",
      "Our impression is that three more follow",
      "I have a sneaking suspicion the fallback fires",
      "the team's best guess is 19",
    ])
      expect(hedgeCues(text).has("epistemic"), text).toBe(true);
  });

  it("withheld commitment is epistemic", () => {
    for (const text of [
      "Don't quote me on the fallback three",
      "I wouldn't swear to it",
      "take this with a pinch of salt",
      "a ballpark of nineteen",
      "a back-of-the-envelope count",
    ])
      expect(hedgeCues(text).has("epistemic"), text).toBe(true);
  });

  it("evidence by a source's figures or word takes the source as given", () => {
    for (const text of [
      "By the config table's numbers, sixteen are exposed",
      "from the ledger's records the count is 16",
      "Sixteen are listed. That is just the table's say-so.",
    ])
      expect(hedgeCues(text).has("condition"), text).toBe(true);
    expect(idiomClasses("by the registry's tally")).toEqual(["evidence by a source's figures"]);
  });

  it("the limits of what was seen are epistemic", () => {
    for (const text of [
      "As far as anyone can tell, three more are exposed",
      "from what we could see the fallback fires on 5xx",
      "to the best of our knowledge the date holds",
    ])
      expect(hedgeCues(text).has("epistemic"), text).toBe(true);
  });

  it("a thing left out of a verification activity stays open; out of a scope it is dismissed", () => {
    expect(hedgeCues("the override accounts weren't part of our load test").has("unknown")).toBe(
      true,
    );
    expect(dismissals("the override accounts weren't part of our load test")).toEqual([]);
    expect(dismissals("the sandbox is not part of this ticket").length).toBeGreaterThan(0);
  });

  it("a predicate of no effect claims no effect; a dismissing predicate dismisses", () => {
    for (const text of [
      "the sandbox question is a red herring",
      "the override accounts don't really matter",
      "everything else is just noise",
    ])
      expect(noEffectClaims(text).length, text).toBeGreaterThan(0);
    expect(idiomClasses("it doesn't matter which header they send")).toEqual([]);
    expect(dismissals("the header question is a sideshow").length).toBeGreaterThan(0);
    expect(dismissals("the override accounts aren't worth chasing").length).toBeGreaterThan(0);
  });
});

describe("reading instructions and passive coverage", () => {
  it("telling the reader how to take the numbers claims no coverage", () => {
    expect(codeCompleteness("read all of these figures as rough estimates")).toEqual([]);
    expect(codeCompleteness("we read every adapter end to end")).not.toEqual([]);
    expect(withCanonicalIdioms("Read each count as a floor.")).toBe("treat each count as a floor.");
  });

  it("coverage in the passive over a universal is a coverage claim", () => {
    for (const text of [
      "the entire repo has been grepped for v2",
      "every adapter file was read",
      "All of the source got scanned",
    ])
      expect(codeCompleteness(text), text).not.toEqual([]);
    expect(codeCompleteness("the adapter was read in part")).toEqual([]);
  });
});

describe("a certain total over a part hedged elsewhere", () => {
  it("states the hedged part as established: mention then contradict", () => {
    const read = statuses(
      `Per the vendor changelog v2 is switched off on 2027-03-31. ${SIXTEEN} are on v2 if the api_version column is right; m_0005, m_0067, m_0148 are a deduction from the adapter code. Override and sandbox accounts: open. In short, 19 merchants will certainly fail.`,
      ["researcher/F3"],
    );
    expect(read).toEqual({ "researcher/F3": "dropped/high" });
  });
});

describe("'the rest' declared of no effect after the open points", () => {
  it("answers every open question named before it", () => {
    const read = statuses(
      `Per the vendor changelog, 2027-03-31. ${SIXTEEN} on v2 if the api_version column is right, plus probably m_0005, m_0067, m_0148. Still unknown: which header the five override accounts send, and the sandbox date. All of that is moot, though.`,
      ["researcher/U1", "researcher/U2"],
    );
    expect(read).toEqual({ "researcher/U1": "dropped/high", "researcher/U2": "dropped/high" });
  });

  it("a rest of merchants is no rest of questions", () => {
    const read = statuses(
      `Per the vendor changelog, 2027-03-31. ${SIXTEEN} on v2 if the api_version column is right, plus probably m_0005, m_0067, m_0148. Still unknown: which header the five override accounts send, and the sandbox date. The rest are on v3.`,
      ["researcher/U1"],
    );
    expect(read["researcher/U1"]).not.toBe("dropped/high");
  });
});

describe("a group folded into the others' outcome", () => {
  it("answers the open question about that group", () => {
    expect(sharesOutcome("so those twelve fall over as well")).toBe(true);
    expect(sharesOutcome("and they're swept up too")).toBe(true);
    expect(sharesOutcome("the sandbox date is unknown too")).toBe(false);
    const read = statuses(
      `Cut-off 2027-03-31 per the vendor changelog: ${SIXTEEN} on v2 if the api_version column is right, m_0005, m_0067, m_0148 probably via the fallback. The sandbox adapter hard-codes v2, so the 12 sandbox merchants get cut off as well. Override accounts: unknown.`,
      ["researcher/U2"],
    );
    expect(read).toEqual({ "researcher/U2": "dropped/high" });
  });
});

describe("hedges across one sentence's clauses", () => {
  it("an opening scope hedged in its consequence reaches every later number", () => {
    const read = statuses(
      `All of the following is from the merchants table and a look at the adapter code, so take each figure as a rough estimate. ${SIXTEEN} are on v2. m_0005, m_0067, m_0148 hit v2 through the fallback. 19 in all. Cut-off per the vendor changelog: 2027-03-31. Open: the five override accounts, the sandbox date.`,
      ["researcher/F3", "researcher/F4"],
    );
    expect(read).toEqual({ "researcher/F3": "carried", "researcher/F4": "carried" });
  });

  it("a bracketed relative clause qualifies the noun before it", () => {
    const read = statuses(
      `Cut-off per the vendor changelog: 2027-03-31. Our merchants table (which we take as accurate until someone audits it) puts ${SIXTEEN} on v2; m_0005, m_0067, m_0148 probably follow if the fallback fires. Open: the five override accounts, the sandbox date.`,
      ["researcher/A1"],
    );
    expect(read).toEqual({ "researcher/A1": "carried" });
  });
});

describe("coverage claimed in the answer's own voice", () => {
  it("'we opened the <area>' claims that area was read", () => {
    const read = statuses(
      `Cut-off per the vendor changelog: 2027-03-31. ${SIXTEEN} on v2 if the api_version column is right; m_0005, m_0067, m_0148 probably via the fallback. The test-mode accounts: we opened the sandbox adapter and it hard-codes v2 with no date logic. Override accounts: unknown.`,
      ["researcher/N3"],
    );
    expect(read).toEqual({ "researcher/N3": "dropped/high" });
  });

  it("a relative clause ('nothing we read') claims no reading", () => {
    const read = statuses(
      `Cut-off per the vendor changelog: 2027-03-31. ${SIXTEEN} on v2 if the api_version column is right; m_0005, m_0067, m_0148 probably via the fallback. When the sandbox goes is in nothing we read. Override accounts: unknown.`,
      ["researcher/N3"],
    );
    expect(read["researcher/N3"]).not.toBe("dropped/high");
  });
});

describe("a record called the truth states the authority assumption", () => {
  it("by a plain copula, in any of the truth predicates", () => {
    expect(assertsRecordAuthority("the config rows are the single source of truth")).toBe(true);
    expect(assertsRecordAuthority("Our ledger is fully accurate")).toBe(true);
    expect(assertsRecordAuthority("the table lists 16 merchants")).toBe(false);
    const read = statuses(
      `Cut-off per the vendor changelog: 2027-03-31. Step one: the api_version data is reliable, so migrate ${SIXTEEN}. Step two: m_0005, m_0067, m_0148 probably too. Open: the five override accounts, the sandbox date.`,
      ["researcher/A1"],
    );
    expect(read).toEqual({ "researcher/A1": "dropped/high" });
  });
});
