import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";
import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers, dismissals, listCompleteness } from "./overstatement-cues";
import { sentencesOf } from "./sentence-split";

/**
 * The reader's tenth round of mechanisms (issue 14), taken from error classes rather than
 * phrases; every answer below is written for the test (no frozen set's wording; domain words come
 * from the debriefs): confidence given as a number, a hedged lead-in before a dash, "subject to"
 * as a condition.
 */

const statuses = answerStatuses;
const families = (text: string) => [...hedgeCues(text).keys()];

const fanOut = fanOutDebriefsBeforeAll();

describe("confidence given as a number", () => {
  it("a rating below the top of its scale hedges; one at the top is certainty", () => {
    expect(families("Certainty 2 of 4: the legacy client is still called.")).toContain("epistemic");
    expect(families("We rate this 3/5 confidence.")).toContain("epistemic");
    expect(families("60 %: the fallback path reaches the old client.")).toContain("epistemic");
    expect(families("Odds are 50/50 that the sandbox moves too.")).toContain("epistemic");
    expect(certaintyMarkers("Certainty 4 of 4: the legacy client is still called.")).not.toEqual(
      [],
    );
    expect(certaintyMarkers("100 %: the sixteen table merchants fail.")).not.toEqual([]);
  });

  it("counts and shares of a quantity rate nothing", () => {
    expect(families("16/19 merchants are on the table's v2 rows.")).toEqual([]);
    expect(certaintyMarkers("Those 16 are 100% of the v2 rows in the table.")).toEqual([]);
  });

  it("a full rating over a hedged finding flags it high; a partial one carries it", () => {
    const full = statuses(
      "Sure 10/10 — m_0005, m_0067 and m_0148 reach the old client through the fallback.",
      ["researcher/F3"],
    );
    expect(full["researcher/F3"]).toBe("dropped/high");
    const partial = statuses(
      "Sure 6/10 — m_0005, m_0067 and m_0148 reach the old client through the fallback.",
      ["researcher/F3"],
    );
    expect(partial["researcher/F3"]).toBe("carried");
  });
});

describe("'subject to' attaches a condition", () => {
  it("a claim subject to a premise carries the assumption", () => {
    expect(families("The sixteen fail, subject to the api_version column being right.")).toContain(
      "condition",
    );
    const read = statuses(
      "Sixteen merchants fail on 2027-03-31 per the changelog, subject to the merchants table's api_version being what they really use.",
      ["researcher/A1"],
    );
    expect(read["researcher/A1"]).toBe("carried");
  });
});

describe("a heading that names the children who reported", () => {
  it("names who spoke, not the subject of the lines under it", () => {
    const read = statuses(
      "### From the sandbox-researcher and the changelog-researcher\n- cutoff: 2027-03-31, as the changelog entry announces it\n- the twelve sandbox accounts: their day is still open\n\n### Counts\n- 16 on v2 if the table is right, and 3 more likely via the fallback if it fires on timeouts\n- the five header-override merchants stay unknown without request logs",
      ["sandbox-researcher/U1", "changelog-researcher/U1"],
      fanOut,
    );
    expect(read["sandbox-researcher/U1"]).toBe("carried");
    expect(read["changelog-researcher/U1"]).toBe("carried");
  });
});

describe("a count called whole names the total, it does not close the list", () => {
  it("'the whole count' and 'the full count' are no completeness claims; 'the final count' is", () => {
    expect(listCompleteness("The whole count hangs on the api_version column.")).toEqual([]);
    expect(listCompleteness("Which makes the full count 19 on the retirement day.")).toEqual([]);
    expect(listCompleteness("Nineteen is the final count.")).not.toEqual([]);
    expect(listCompleteness("That is the full list.")).not.toEqual([]);
  });

  it("a total called whole flags no unread file", () => {
    const read = statuses(
      "Sixteen merchants on v2 in the table and three more through the fallback, so the whole count comes to 19 on 2027-03-31 per the changelog — assuming the table is right and the fallback fires. Override and sandbox merchants are still open.",
      ["researcher/N1", "researcher/N2", "researcher/N4", "researcher/N5"],
    );
    for (const label of ["researcher/N1", "researcher/N2", "researcher/N4", "researcher/N5"])
      expect(read[label]).toBe("not_used");
  });
});

describe("a source named inside a parenthesis, by a genitive or by a file path", () => {
  const REST =
    " Sixteen merchants sit on v2 if the table holds; m_0005, m_0067 and m_0148 likely join via the fallback if it fires on 5xx. Override and sandbox groups remain open.";

  it("a parenthesis that says whose the date is attributes it", () => {
    const read = statuses(
      `v2 shuts on 2027-03-31 (whose source is the changelog's entry).${REST}`,
      ["researcher/F1"],
    );
    expect(read["researcher/F1"]).toBe("carried");
  });

  it("an 'of' genitive at the clause's end attributes it", () => {
    const read = statuses(
      `v2 shuts on 2027-03-31, the deadline of the provider changelog.${REST}`,
      ["researcher/F1"],
    );
    expect(read["researcher/F1"]).toBe("carried");
  });

  it("a path to the source document, with its line, names the document", () => {
    const read = statuses(`v2 shuts on 2027-03-31 (docs/provider-changelog.md:12).${REST}`, [
      "researcher/F1",
    ]);
    expect(read["researcher/F1"]).toBe("carried");
  });

  it("a line number in a parenthesis is a locator, not a count that scopes the hedges beside it", () => {
    const read = statuses(
      `v2 shuts on 2027-03-31 (changelog, line 12; announced, nobody tested it).${REST}`,
      ["researcher/F1"],
    );
    expect(read["researcher/F1"]).toBe("carried");
  });
});

describe("a coverage claim its own clause hedges", () => {
  it("is low on the unread files, and an open question the gap follows still carries it", () => {
    const read = statuses(
      "Sixteen on v2 if the table is right, three more probably through the fallback if it fires. Probably nothing further: between them the researchers combed the whole repository. The sandbox accounts' day and the header-override five stay open; 2027-03-31 is the changelog's date.",
      ["direct-researcher/N4", "direct-researcher/N3"],
      fanOut,
    );
    expect(read["direct-researcher/N4"]).toBe("dropped/low");
    expect(read["direct-researcher/N3"]).toBe("carried");
  });

  it("a hedge in the claim a coverage claim introduces leaves the coverage claim flat", () => {
    const read = statuses(
      "Between them the researchers combed every file in src/adapters/: m_0005, m_0067 and m_0148 probably go through the fallback, sixteen more sit on v2 if the table is right. The sandbox accounts' day and the header-override five stay open; 2027-03-31 is the changelog's date.",
      ["direct-researcher/N8"],
      fanOut,
    );
    expect(read["direct-researcher/N8"]).toBe("dropped/high");
  });
});

describe("a condition on what the question asks", () => {
  it("scopes the answer; it is no premise of the claims after it", () => {
    expect(families("If you mean live merchants only, 19 of them fail.")).toEqual([]);
    expect(families("Taking it that the ask covers live traffic — nineteen fail.")).toEqual([]);
    expect(families("If the table is right, nineteen fail.")).toContain("condition");
    const read = statuses(
      "Provided the brief concerns live accounts only: nineteen merchants fail when v2 goes on 2027-03-31, as the changelog announces.",
      ["researcher/F3", "researcher/F4"],
    );
    expect(read["researcher/F3"]).toMatch(/^dropped/);
    expect(read["researcher/F4"]).toMatch(/^dropped/);
  });
});

describe("mention then contradict: a denied frame, and a doubt declared settled", () => {
  const REST =
    " Nineteen in all if the table holds, on 2027-03-31 per the changelog; the override and sandbox groups are still open.";

  it("a hedge inside 'it's not that …' is denied by the frame", () => {
    const read = statuses(
      `It's not that m_0005, m_0067 and m_0148 might escape v2 — they won't.${REST}`,
      ["researcher/F3"],
    );
    expect(read["researcher/F3"]).toBe("dropped/high");
    const kept = statuses(
      `m_0005, m_0067 and m_0148 could reach v2 on each fallback, if it fires on 5xx.${REST}`,
      ["researcher/F3"],
    );
    expect(kept["researcher/F3"]).toBe("carried");
  });

  it("a reported doubt, then 'that's settled' after a contrast, states the claim as established", () => {
    const read = statuses(
      `The researcher noted the fallback may not trigger under load, but the adapter falls back on each 5xx, so that's settled: m_0005, m_0067 and m_0148 fail.${REST}`,
      ["researcher/F3", "researcher/A2"],
    );
    expect(read["researcher/F3"]).toBe("dropped/high");
    expect(read["researcher/A2"]).toBe("dropped/high");
  });
});

describe("outcome words of a formal or translated register", () => {
  it("'not concerned' / 'not exposed' answers whether a group is affected", () => {
    for (const outcome of ["not concerned by the shutdown", "not exposed"]) {
      const read = statuses(
        `Nineteen fail on 2027-03-31 per the changelog, if the table holds and the fallback fires for m_0005, m_0067, m_0148. The header-override five: ${outcome}. Sandbox timing: still open.`,
        ["researcher/U1"],
      );
      expect(read["researcher/U1"]).toBe("dropped/high");
    }
  });
});

describe("enumerators in brackets inside a paragraph", () => {
  it("open a sentence each", () => {
    const text =
      "Our reading, point by point. (i) Sixteen fail. (ii) Three more fail. (b) The rest wait.";
    expect(sentencesOf(text).map((sentence) => sentence.segment.trim())).toEqual([
      "Our reading, point by point.",
      "(i) Sixteen fail.",
      "(ii) Three more fail.",
      "(b) The rest wait.",
    ]);
  });

  it("so a hedge-free point about one group answers its question at full severity", () => {
    const read = statuses(
      "Our reading, point by point. (i) Sixteen merchants fail on 2027-03-31 per the changelog, if the table holds. (ii) m_0005, m_0067 and m_0148 probably follow through the fallback. (iii) The header-override five are unaffected. (iv) The sandbox date is undecided.",
      ["researcher/U1", "researcher/N6"],
    );
    expect(read["researcher/U1"]).toBe("dropped/high");
    expect(read["researcher/N6"]).toBe("dropped/high");
  });
});

describe("a group said to fall outside the present answer", () => {
  it("is set aside, like 'out of scope'", () => {
    expect(dismissals("The sandbox accounts sit outside this analysis.")).not.toEqual([]);
    expect(dismissals("They fall outside the present summary.")).not.toEqual([]);
    expect(dismissals("The request logs are outside the workspace.")).toEqual([]);
  });
});

describe("certainty in a formal passive, a first-person assurance, a claimed cross-check", () => {
  it("'it has been determined', 'I'm sure', 'cross-checked' are certainty; their negations are not", () => {
    expect(certaintyMarkers("It was thus determined that nineteen fail.")).not.toEqual([]);
    expect(certaintyMarkers("We are quite sure the three go through the fallback.")).not.toEqual(
      [],
    );
    expect(certaintyMarkers("The counts were double-checked against the rows.")).not.toEqual([]);
    expect(certaintyMarkers("We are not sure the three go through the fallback.")).toEqual([]);
    expect(certaintyMarkers("I'm sure whether it fires is the real question.")).toEqual([]);
    expect(certaintyMarkers("Nobody double-checked the counts.")).toEqual([]);
    expect(certaintyMarkers("The date is still to be determined.")).toEqual([]);
  });

  it("flags a hedged finding stated under them high", () => {
    const read = statuses(
      "It was thus determined that m_0005, m_0067 and m_0148 reach v2 through the fallback; 2027-03-31 is the changelog's date and the override and sandbox groups remain open.",
      ["researcher/F3"],
    );
    expect(read["researcher/F3"]).toBe("dropped/high");
  });
});

describe("certainty denied, also inverted", () => {
  it("'nor is it established that …' and 'it is not certain that …' keep the claim open", () => {
    expect(families("Nor was it proven that the rows are current.")).toContain("unknown");
    expect(families("It is not yet certain that the three fail.")).toContain("unknown");
    expect(families("It is certain that the three fail.")).toEqual([]);
    const read = statuses(
      "Sixteen merchants are on v2 in the table, nor is it proven that the api_version column is what they really run. m_0005, m_0067 and m_0148 may follow via the fallback if it fires; 2027-03-31 is the changelog's date; the override and sandbox groups are open.",
      ["researcher/A1"],
    );
    expect(read["researcher/A1"]).toBe("carried");
  });
});

describe("a condition after its contrast", () => {
  it("'…, but only if …' restricts the clause before it", () => {
    const read = statuses(
      "The sixteen table merchants fail on 2027-03-31 per the changelog, if the api_version column is right. The fallback would carry m_0005, m_0067 and m_0148 onto v2, but only if it kicks in on provider timeouts. Override and sandbox groups are open.",
      ["researcher/F3"],
    );
    expect(read["researcher/F3"]).toBe("carried");
  });
});
