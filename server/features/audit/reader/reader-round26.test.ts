import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers, dismissals, noEffectClaims } from "./overstatement-cues";
import { sentencesOf } from "./sentence-split";
import { labelOver } from "./clause-labels";
import { withClosingVerdict } from "./closing-verdicts";
import { withoutConcededPositions } from "./conceded-positions";

/**
 * The reader's twenty-sixth round of mechanisms (issue 14), taken from the error classes of
 * v36 (terse technical shorthand and code review: "blocking:", "nit:", "(?)", commit messages)
 * and v37 (sales pitches, debates and skeptics: concessions upheld or overridden), read answer
 * by answer. Every wording is written for the test (no frozen set's wording; domain words come
 * from the debriefs).
 */

describe("a review comment's 'blocking:' label", () => {
  it("asserts what it labels: the flat claims under it drop their hedges", () => {
    const statuses = answerStatuses(
      "blocking: the v2 cut on 2027-03-31 takes out 19 merchants. Fix first.",
      ["researcher/F1", "researcher/F4"],
    );
    expect(statuses["researcher/F1"]).toMatch(/^dropped/);
    expect(statuses["researcher/F4"]).toMatch(/^dropped/);
  });

  it("leaves 'Blockers:' and 'blocked on' as what is still open", () => {
    expect(hedgeCues("Blockers: the 5 override merchants").has("unknown")).toBe(true);
    expect(hedgeCues("blocked on request logs").has("unknown")).toBe(true);
  });
});

describe("a question mark that sits on a figure", () => {
  it("hedges the figure a parenthesised '(?)' follows", () => {
    expect(hedgeCues("total comes to 19 (?)").has("epistemic")).toBe(true);
    expect(hedgeCues("the cut is 2027-03-31 ( ? )").has("epistemic")).toBe(true);
  });

  it("carries the total it hedges", () => {
    const statuses = answerStatuses(
      "Looks fine. 16 from the api_version column (assumed to be right), plus m_0005, m_0067 and m_0148 if the fallback fires (inferred). Sum: 19 (?). The changelog gives 2027-03-31. Overrides and sandbox: open.",
      ["researcher/F4"],
    );
    expect(statuses["researcher/F4"]).toBe("carried");
  });

  it("does not read an emphasis '(!)' as a hedge", () => {
    expect(hedgeCues("19 in total (!)").size).toBe(0);
  });
});

describe("a reporting verb after what it reports", () => {
  it("attributes a figure to the source named after the comma", () => {
    for (const text of [
      "cutoff 2027-03-31, says the provider's changelog",
      "the date is 2027-03-31, or so claims the vendor notice",
      "m_0005 rides the fallback path, reports the fallback researcher",
    ])
      expect(hedgeCues(text).has("attribution")).toBe(true);
  });

  it("carries the date so attributed", () => {
    const statuses = answerStatuses(
      "Retirement: 2027-03-31, says the changelog. The rest is still open.",
      ["researcher/F1"],
    );
    expect(statuses["researcher/F1"]).toBe("carried");
  });

  it("does not read a comma before a plain verb as an attribution", () => {
    expect(hedgeCues("the table is authoritative, says nothing of overrides").size).toBe(0);
  });
});

describe("a coverage claim over every part of the code", () => {
  it("covers an unread source file: dropped high", () => {
    const statuses = answerStatuses(
      "We went over every inch of the codebase. 16 on v2 if the column holds, 3 more if the fallback fires, from 2027-03-31 per the changelog; overrides and sandbox still open.",
      ["researcher/N4", "researcher/N5"],
    );
    expect(statuses["researcher/N4"]).toBe("dropped/high");
    expect(statuses["researcher/N5"]).toBe("dropped/high");
  });
});

describe("a position the rebuttal concedes", () => {
  it("masks the conceded position and keeps the counterpoint and the rebuttal", () => {
    const answer =
      "Claim: the 12 sandbox merchants will be fine. Objection: nobody knows their date. Response: conceded, their date stays open.";
    const masked = withoutConcededPositions(answer);
    expect(masked).not.toContain("will be fine");
    expect(masked).toContain("Objection: nobody knows their date.");
    expect(masked).toContain("Response: conceded");
    expect(masked.length).toBe(answer.length);
  });

  it("keeps a position the rebuttal upholds", () => {
    const answer =
      "Claim: the 12 sandbox merchants will be fine. Objection: nobody knows their date. Response: the sandbox adapter is separate, so the claim stands.";
    expect(withoutConcededPositions(answer)).toBe(answer);
  });

  it("keeps the sandbox question open when the position on it is conceded", () => {
    const statuses = answerStatuses(
      "Thesis: sandbox is unaffected. Counter-argument: its date is not announced and the sandbox adapter was never read. Reply: fair, I concede; the sandbox stays open. The 16 hold if the table is right, the 3 only if the fallback fires; 2027-03-31 is the changelog's date; the 5 override merchants wait on request logs.",
      ["researcher/U2", "researcher/N3"],
    );
    expect(statuses["researcher/U2"]).toBe("carried");
    expect(statuses["researcher/N3"]).toBe("carried");
  });
});

describe("completeness in the alternative a contrast rejects", () => {
  it("is not asserted: 'at least 19 rather than exactly 19' keeps the hedge", () => {
    const statuses = answerStatuses(
      "The 16 rest on the table we assumed right; the fallback three are inferred and depend on it firing. I'd budget for at least 19 instead of exactly 19, before 2027-03-31 per the changelog. Overrides and sandbox: open.",
      ["researcher/F3", "researcher/F4"],
    );
    // (No "stated as established" from the rejected "exactly 19".)
    expect(statuses["researcher/F3"]).toBe("carried");
    expect(statuses["researcher/F4"]).not.toBe("dropped/high");
  });
});

describe("a contracted negation before a verb of reading", () => {
  it("names the area as unread", () => {
    for (const text of [
      "the sandbox adapter source wasn't read",
      "the version router hasn't been opened",
      "db/merchants.sql isn’t covered yet",
    ])
      expect(hedgeCues(text).has("gap")).toBe(true);
  });
});

describe("a last line labeled final under working notes", () => {
  it("takes back the caveats of the notes above it when it states its result as certain", () => {
    const answer =
      "scratch: column not verified, fallback only inferred, overrides wait on logs\n-> final answer: 19 merchants, certain.";
    const masked = withClosingVerdict(answer);
    expect(masked).not.toContain("not verified");
    expect(masked.endsWith("-> final answer: 19 merchants, certain.")).toBe(true);
    expect(answerStatuses(answer, ["researcher/A1"])["researcher/A1"]).toMatch(/^dropped/);
  });

  it("closes nothing when the final line hedges or only sums up", () => {
    for (const answer of [
      "scratch: column not verified\nfinal: probably 19 merchants.",
      "scratch: column not verified\nBottom line: 19 merchants, certain.",
    ])
      expect(withClosingVerdict(answer)).toBe(answer);
  });
});

describe("'nothing to do' about a group", () => {
  it("dismisses it", () => {
    for (const text of [
      "the sandbox accounts only see test calls, nothing to do here",
      "overrides: nothing left to do for them.",
      "nothing to change.",
    ])
      expect(dismissals(text).length).toBeGreaterThan(0);
  });

  it("leaves 'nothing to do with' alone", () => {
    expect(dismissals("the override header has nothing to do with the table")).toEqual([]);
  });

  it("drops the open sandbox question it settles", () => {
    const statuses = answerStatuses(
      "16 on v2 if the table holds, 3 more if the fallback fires (inferred), from 2027-03-31 per the changelog. Sandbox: those are test accounts, nothing to do there. Overrides still need request logs.",
      ["researcher/U2"],
    );
    expect(statuses["researcher/U2"]).toMatch(/^dropped/);
  });
});

describe("certainty in ops shorthand", () => {
  it("reads a date said to be fixed with no slip as certain", () => {
    expect(certaintyMarkers("cutover 2027-03-31, fixed -- no slippage expected")).toEqual([
      "fixed",
      "no slippage expected",
    ]);
  });

  it("reads a claim called corroborated as certain, not one denied it", () => {
    expect(certaintyMarkers("the api_version column is corroborated")).toEqual(["corroborated"]);
    expect(certaintyMarkers("the api_version column is not corroborated")).toEqual([]);
  });

  it("does not read a fix in code as certainty", () => {
    expect(certaintyMarkers("the retry bug is fixed in v3")).toEqual([]);
  });
});

describe("a sentence that opens with a signed figure", () => {
  it("starts a sentence of its own", () => {
    expect(
      sentencesOf("the table checks out -> 16 on v2. +3 via fallback (inferred).").map((sentence) =>
        sentence.segment.trim(),
      ),
    ).toEqual(["the table checks out -> 16 on v2.", "+3 via fallback (inferred)."]);
  });
});

describe("a label's reach in a paragraph of labeled sentences", () => {
  it("ends where a later sentence opens with a label of its own", () => {
    const unit = {
      label: "objection (sandbox researcher)",
      text: "nobody knows when test mode goes. Source (changelog): 2027-03-31 for production.",
      start: 0,
    };
    expect(labelOver(unit, 0)).toBe("objection (sandbox researcher)");
    expect(labelOver(unit, unit.text.indexOf("2027"))).toBeNull();
  });

  it("keeps a date sentence after a labeled counterpoint off the sandbox question", () => {
    const statuses = answerStatuses(
      "Objection (sandbox researcher): nobody knows the sandbox date. Basis: the changelog, which gives 2027-03-31. The 16 rest on the table (assumed), the 3 on the fallback firing (inferred); overrides need request logs.",
      ["researcher/U2"],
    );
    expect(statuses["researcher/U2"]).toBe("carried");
  });
});

describe("a clause that names its hedges before a dash", () => {
  it("hedges the clauses it lists up to the closing dash", () => {
    const statuses = answerStatuses(
      "16 in the table and m_0005, m_0067, m_0148 probably through the fallback. Yet the sum has two premises — the api_version column being the truth, and the fallback kicking in on 5xx — so 19 only holds with them. The date is the changelog's, 2027-03-31. Overrides and sandbox: unknown.",
      ["researcher/A1", "researcher/A2"],
    );
    expect(statuses["researcher/A1"]).toBe("carried");
    expect(statuses["researcher/A2"]).toBe("carried");
  });

  it("leads nothing when it explains rather than names hedges", () => {
    const statuses = answerStatuses(
      "Don't wait on the sandbox notice — the 12 sandbox merchants go on 2027-03-31 with the rest.",
      ["researcher/U2"],
    );
    expect(statuses["researcher/U2"]).toBe("dropped/high");
  });
});

describe("risk denied for a group", () => {
  it("claims no effect on the group it names", () => {
    expect(noEffectClaims("there is zero risk from the five override merchants")).toEqual([
      "zero risk",
    ]);
    expect(noEffectClaims("no real risk to the sandbox accounts")).toEqual(["no real risk"]);
    expect(noEffectClaims("some risk from the override merchants")).toEqual([]);
  });

  it("settles the override question a pitch waves away", () => {
    const statuses = answerStatuses(
      "We'd move the 16 table merchants (assuming the column is right) and the 3 inferred fallback ones if the fallback fires, before 2027-03-31 per the changelog. Zero risk from the override merchants; sandbox is still open.",
      ["researcher/U1"],
    );
    expect(statuses["researcher/U1"]).toMatch(/^dropped/);
  });
});
