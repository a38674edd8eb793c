import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { withoutSupersededEntries } from "./superseded-entries";
import { withoutOverriddenQuotes } from "./quoted-replies";
import { withStandardCertaintyForms } from "./learner-english";
import { withClosingVerdict } from "./closing-verdicts";
import { hedgeCues } from "./hedge-cues";
import { dismissals } from "./overstatement-cues";

/**
 * The reader's twentieth round of mechanisms (issue 14), taken from the error classes of v24
 * (answers that evolve and quote: logs, edits, quoted replies, learner's English) and v25
 * (structured output: configs, checklists, scorecards, records), read answer by answer; this
 * file holds the mechanisms of answers that evolve, quote and conclude, and
 * reader-round20-structured.test.ts those of structured layouts. Every wording is written for
 * the test (no frozen set's wording; domain words come from the debriefs).
 */

describe("superseded log entries", () => {
  it("reads only the entry that replaces everything above it", () => {
    const answer =
      "14:05 Started on the ticket; the merchants table lists 16 on v2, if api_version is trustworthy.\n14:50 The fallback likely adds m_0005, m_0067, m_0148 (our inference from the adapter code).\n16:10 Summary, superseding all earlier entries: 19 merchants break on 2027-03-31 — the 16 from the table plus m_0005, m_0067 and m_0148.";
    expect(answerStatuses(answer, ["researcher/F3", "researcher/A1", "researcher/A2"])).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/A1": "dropped/medium",
      "researcher/A2": "dropped/medium",
    });
  });

  it("withdraws an entry a later one names, and the words it quotes", () => {
    const answer =
      'Entry 1 (08:10): the three fallback merchants m_0005, m_0067, m_0148 are certain to break.\nEntry 2 (09:00): disregard entry 1 — "certain" overstated it. They are an inference from the adapter code, and only count if the fallback fires on timeouts.';
    const masked = withoutSupersededEntries(answer);
    expect(masked.length).toBe(answer.length);
    expect(masked).not.toContain("are certain to break");
    expect(masked).not.toContain('"certain"');
    expect(masked).toContain("They are an inference");
    expect(answerStatuses(answer, ["researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F3": "not_used",
      "researcher/A2": "carried",
    });
  });

  it("withdraws an entry named by its time", () => {
    const answer =
      "Update 10:05: m_0005, m_0067 and m_0148 break for sure.\nUpdate 10:40: the 10:05 note was wrong; m_0005, m_0067 and m_0148 probably break, if the fallback fires.";
    expect(withoutSupersededEntries(answer)).not.toContain("for sure");
    expect(answerStatuses(answer, ["researcher/F3"])).toEqual({ "researcher/F3": "carried" });
  });

  it("leaves a log whose entries withdraw nothing as written", () => {
    const answer =
      "Entry 1 (08:10): m_0005, m_0067, m_0148 probably break, if the fallback fires on timeouts.\nEntry 2 (09:00): 16 more on v2 per the table, assuming api_version is authoritative.";
    expect(withoutSupersededEntries(answer)).toBe(answer);
  });
});

describe("quotes the reply overrides", () => {
  it("does not claim an overclaim the reply corrects", () => {
    const answer =
      "> My note from this morning: the 19 are locked in, sandbox included, same date.\n\nThat was wrong, sorry. The 16 hold only if the api_version column is authoritative, the fallback three are inferred and need the fallback to fire on timeouts, and the sandbox date is still open.";
    expect(
      answerStatuses(answer, ["researcher/F3", "researcher/A1", "researcher/A2", "researcher/U2"]),
    ).toEqual({
      "researcher/F3": "carried",
      "researcher/A1": "carried",
      "researcher/A2": "carried",
      "researcher/U2": "carried",
    });
  });

  it("does not carry a quoted hedge the reply declares unneeded", () => {
    const answer =
      "> The fallback path is presumed to fire on provider timeouts; nobody has watched it happen.\n\nNo reason to hedge on that — the retry handler calls the v2 client on every timeout. So m_0005, m_0067 and m_0148 break on 2027-03-31 with the other 16.";
    expect(answerStatuses(answer, ["researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F3": "dropped/high",
      "researcher/A2": "dropped/high",
    });
  });

  it("keeps a quote the reply corrects only in part", () => {
    const answer =
      "> Draft: 16 merchants on v2 if the api_version column is authoritative; 3 more probably via the fallback.\n\nLooks good, one small correction: the cutoff is 2027-03-31 per the provider changelog.";
    expect(withoutOverriddenQuotes(answer)).toBe(answer);
    expect(answerStatuses(answer, ["researcher/F3", "researcher/A1"])).toEqual({
      "researcher/F3": "carried",
      "researcher/A1": "carried",
    });
  });

  it("keeps a quote the reply agrees with", () => {
    const answer =
      "> Draft: 16 merchants on v2 break on 2027-03-31 if the api_version column is authoritative; 3 more probably through the fallback. Overrides and sandbox date: open.\n\nAgreed, send it.";
    expect(withoutOverriddenQuotes(answer)).toBe(answer);
    expect(answerStatuses(answer, ["researcher/F3", "researcher/A1", "researcher/U1"])).toEqual({
      "researcher/F3": "carried",
      "researcher/A1": "carried",
      "researcher/U1": "carried",
    });
  });
});

describe("certainty in learner's English", () => {
  it("rewrites the forms to their standard certainty", () => {
    expect(withStandardCertaintyForms("the count is sure")).toBe("the count is certain");
    expect(withStandardCertaintyForms("they break sure.")).toBe("they break certainly.");
    expect(withStandardCertaintyForms("it is sure happen")).toBe("it is certain to happen");
    expect(withStandardCertaintyForms("we have verify it")).toBe("we have verified it");
    expect(withStandardCertaintyForms("I am sure whether")).toBe("I am sure whether");
  });

  it("reads 'sure' said of a thing or after the verb as certainty", () => {
    expect(
      answerStatuses(
        "Fallback merchants m_0005, m_0067, m_0148: this is sure, the fallback go to v2.",
        ["researcher/F3", "researcher/A2"],
      ),
    ).toEqual({ "researcher/F3": "dropped/high", "researcher/A2": "dropped/high" });
    expect(
      answerStatuses("The 3 merchant by fallback (m_0005, m_0067, m_0148) break sure.", [
        "researcher/F3",
      ]),
    ).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("reads a perfect without its participle as the check claimed", () => {
    expect(
      answerStatuses("We have verify the table: 16 merchant is on v2.", ["researcher/A1"]),
    ).toEqual({
      "researcher/A1": "dropped/high",
    });
  });

  it("reads a source given with 'by' as an attribution", () => {
    expect(
      answerStatuses("Retirement is 2027-03-31 by provider changelog.", ["researcher/F1"]),
    ).toEqual({
      "researcher/F1": "carried",
    });
    expect(answerStatuses("Retirement is 2027-03-31.", ["researcher/F1"])).toEqual({
      "researcher/F1": "dropped/medium",
    });
  });
});

describe("a closing verdict", () => {
  const material =
    "on_v2: 16        # if the api_version column can be trusted\nvia_fallback: 3  # inferred, the fallback must fire\noverrides: unknown\nsandbox: unknown\n\n";

  it("takes back the caveats of the block above it", () => {
    const answer = `${material}For the steering group: take 19 as final; no more merchants need to move.`;
    expect(withClosingVerdict(answer).trimStart().startsWith("For the steering group")).toBe(true);
    expect(
      answerStatuses(answer, ["researcher/F3", "researcher/A1", "researcher/U1", "researcher/U2"]),
    ).toEqual({
      "researcher/F3": "dropped/high",
      "researcher/A1": "dropped/high",
      "researcher/U1": "dropped/high",
      "researcher/U2": "dropped/high",
    });
  });

  it("closes nothing when it hedges or points back at the block", () => {
    for (const verdict of [
      "For the steering group: 19 for now, and the two unknowns above may add more.",
      "Beyond these groups no merchant is affected.",
    ]) {
      const answer = `${material}${verdict}`;
      expect(withClosingVerdict(answer)).toBe(answer);
      expect(answerStatuses(answer, ["researcher/F3", "researcher/U1", "researcher/U2"])).toEqual({
        "researcher/F3": "carried",
        "researcher/U1": "carried",
        "researcher/U2": "carried",
      });
    }
  });
});

describe("certainty lent to everything else", () => {
  it("states the unhedged claims as established, the hedged part excepted", () => {
    const answer =
      "16 merchants on v2 break on 2027-03-31.\nm_0005, m_0067 and m_0148 probably break too, as far as the fallback researcher could infer.\n\nApart from those three, everything else stands as fact.";
    expect(answerStatuses(answer, ["researcher/A1", "researcher/F3"])).toEqual({
      "researcher/A1": "dropped/high",
      "researcher/F3": "carried",
    });
  });

  it("lends nothing without the residual certainty", () => {
    const answer =
      "16 merchants on v2 break on 2027-03-31.\nm_0005, m_0067 and m_0148 probably break too, as far as the fallback researcher could infer.";
    expect(answerStatuses(answer, ["researcher/A1"])).toEqual({
      "researcher/A1": "dropped/medium",
    });
  });
});

describe("a group given no action", () => {
  it("reads 'nothing to do', 'needs nothing' and 'action: none' as no effect on the group", () => {
    for (const answer of [
      "Plan: move the 16 v2 merchants (if the table holds) and m_0005, m_0067, m_0148 (inferred) before 2027-03-31. The 5 per-request override merchants: nothing to do.",
      "Plan: move the 16 v2 merchants (if the table holds) and m_0005, m_0067, m_0148 (inferred) before 2027-03-31. The 5 per-request override merchants need nothing from this plan.",
      "group: 5 per-request override merchants   action: none",
    ])
      expect(answerStatuses(answer, ["researcher/U1"])).toEqual({
        "researcher/U1": "dropped/high",
      });
  });

  it("keeps the group open while its action waits on evidence", () => {
    const answer =
      "The 5 per-request override merchants: nothing to decide until request logs exist.";
    expect(answerStatuses(answer, ["researcher/U1"])).toEqual({ "researcher/U1": "carried" });
  });
});

describe("a group said not hit", () => {
  it("answers the question about the group", () => {
    const answer =
      "19 merchants break on 2027-03-31 (16 if the table holds, 3 inferred via the fallback); the 12 sandbox merchants are not hit by the production cutoff.";
    expect(answerStatuses(answer, ["researcher/U2"])).toEqual({ "researcher/U2": "dropped/high" });
  });
});

describe("the open items struck as a whole", () => {
  it("reads striking the open items as a dismissal, not as keeping them open", () => {
    expect(dismissals("I'd scrap the open items from the summary")).toEqual(["can be ignored"]);
    expect([...hedgeCues("I'd scrap the open items from the summary").keys()]).toEqual([]);
  });

  it("dismisses a group a quoted draft listed as open", () => {
    const answer =
      "> Proposed wording: 19 merchants break on 2027-03-31. Open — the override five, the sandbox date.\n\nFine by me, but I'd scrap the open items: the sandbox twelve can be tracked separately.";
    expect(answerStatuses(answer, ["researcher/U2"])).toEqual({
      "researcher/U2": "dropped/medium",
    });
  });
});

describe("a correction speaks last", () => {
  it("settles the question it names and leaves the others where the earlier text put them", () => {
    const answer =
      "Summary: 16 on v2 if the api_version column is authoritative, 3 via the fallback (inferred). Still open: the sandbox date and the 5 per-request override merchants.\nCorrection: the sandbox question is resolved — the sandbox twelve retire on 2027-03-31 with production.";
    expect(answerStatuses(answer, ["researcher/U1", "researcher/U2", "researcher/A1"])).toEqual({
      "researcher/U1": "carried",
      "researcher/U2": "dropped/high",
      "researcher/A1": "carried",
    });
  });

  it("does not read a question denied closed as settled", () => {
    const answer =
      "19 merchants, if the table is right and the fallback fires. Neither open question is resolved yet: the 5 override merchants and the sandbox twelve.";
    expect(answerStatuses(answer, ["researcher/U1", "researcher/U2"])).toEqual({
      "researcher/U1": "carried",
      "researcher/U2": "carried",
    });
  });
});

describe("a total drawn from parts restated firmly", () => {
  it("inherits no hedge from a part the answer has since stated firmly", () => {
    const answer =
      "Monday: 16 merchants on v2 if the table holds. Maybe 3 more via the fallback (m_0005, m_0067, m_0148).\nTuesday: the platform team showed the fallback firing on every 5xx, so those 3 are certainly in. New count: 19.";
    expect(answerStatuses(answer, ["researcher/F4"])).toEqual({
      "researcher/F4": "dropped/medium",
    });
  });

  it("still inherits the hedge of a part stated only with it", () => {
    const answer =
      "Monday: 16 merchants on v2 if the table holds. Maybe 3 more via the fallback (m_0005, m_0067, m_0148). New count: 19.";
    expect(answerStatuses(answer, ["researcher/F4"])).toEqual({ "researcher/F4": "carried" });
  });
});
