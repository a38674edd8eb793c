import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { withoutSupersededEntries } from "./superseded-entries";
import { withoutOverriddenQuotes } from "./quoted-replies";
import { withStandardCertaintyForms } from "./learner-english";
import { withCommentsAsProse } from "./code-comments";
import { withEmptyBoxesOpen } from "./checklist-boxes";
import { withCoverageMetricsAsClaims } from "./coverage-metrics";
import { withClosingVerdict } from "./closing-verdicts";
import { isRecordLine } from "./record-lines";
import { dismissals, hedgeCues } from "./hedge-cues";

/**
 * The reader's twentieth round of mechanisms (issue 14), taken from the error classes of v24
 * (answers that evolve and quote: logs, edits, quoted replies, learner's English) and v25
 * (structured output: configs, checklists, scorecards, records), read answer by answer. Every
 * wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const one = (answer: string, labels: string[]) => answerStatuses(answer, labels);

describe("superseded log entries", () => {
  it("reads only the entry that replaces everything above it", () => {
    const answer =
      "14:05 Started on the ticket; the merchants table lists 16 on v2, if api_version is trustworthy.\n14:50 The fallback likely adds m_0005, m_0067, m_0148 (our inference from the adapter code).\n16:10 Summary, superseding all earlier entries: 19 merchants break on 2027-03-31 — the 16 from the table plus m_0005, m_0067 and m_0148.";
    expect(one(answer, ["researcher/F3", "researcher/A1", "researcher/A2"])).toEqual({
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
    expect(one(answer, ["researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F3": "not_used",
      "researcher/A2": "carried",
    });
  });

  it("withdraws an entry named by its time", () => {
    const answer =
      "Update 10:05: m_0005, m_0067 and m_0148 break for sure.\nUpdate 10:40: the 10:05 note was wrong; m_0005, m_0067 and m_0148 probably break, if the fallback fires.";
    expect(withoutSupersededEntries(answer)).not.toContain("for sure");
    expect(one(answer, ["researcher/F3"])).toEqual({ "researcher/F3": "carried" });
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
      one(answer, ["researcher/F3", "researcher/A1", "researcher/A2", "researcher/U2"]),
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
    expect(one(answer, ["researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F3": "dropped/high",
      "researcher/A2": "dropped/high",
    });
  });

  it("keeps a quote the reply agrees with", () => {
    const answer =
      "> Draft: 16 merchants on v2 break on 2027-03-31 if the api_version column is authoritative; 3 more probably through the fallback. Overrides and sandbox date: open.\n\nAgreed, send it.";
    expect(withoutOverriddenQuotes(answer)).toBe(answer);
    expect(one(answer, ["researcher/F3", "researcher/A1", "researcher/U1"])).toEqual({
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
      one("Fallback merchants m_0005, m_0067, m_0148: this is sure, the fallback go to v2.", [
        "researcher/F3",
        "researcher/A2",
      ]),
    ).toEqual({ "researcher/F3": "dropped/high", "researcher/A2": "dropped/high" });
    expect(
      one("The 3 merchant by fallback (m_0005, m_0067, m_0148) break sure.", ["researcher/F3"]),
    ).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("reads a perfect without its participle as the check claimed", () => {
    expect(one("We have verify the table: 16 merchant is on v2.", ["researcher/A1"])).toEqual({
      "researcher/A1": "dropped/high",
    });
  });

  it("reads a source given with 'by' as an attribution", () => {
    expect(one("Retirement is 2027-03-31 by provider changelog.", ["researcher/F1"])).toEqual({
      "researcher/F1": "carried",
    });
    expect(one("Retirement is 2027-03-31.", ["researcher/F1"])).toEqual({
      "researcher/F1": "dropped/medium",
    });
  });
});

describe("comments in a config", () => {
  const config =
    "cutoff: 2027-03-31   # the provider's changelog says so\ngroups:\n  on_v2: 16            # TODO confirm api_version is authoritative\n# LEFT OUT until we know more:\n#   the five override merchants: no traffic logs yet\n#   the twelve sandbox merchants: sandbox date unannounced";

  it("reads comment lines as prose and a TODO in a comment as open, offsets kept", () => {
    const read = withCommentsAsProse(config);
    expect(read.length).toBe(config.length);
    expect(read).toContain("  LEFT OUT until we know more:");
    expect(read).toContain("# TBD  confirm");
  });

  it("carries the caveats the comments state", () => {
    expect(
      one(config, ["researcher/F1", "researcher/A1", "researcher/U1", "researcher/U2"]),
    ).toEqual({
      "researcher/F1": "carried",
      "researcher/A1": "carried",
      "researcher/U1": "carried",
      "researcher/U2": "carried",
    });
  });

  it("leaves a markdown heading and a task board's TODO column alone", () => {
    const markdown = "# Impact\n19 merchants.\nTODO: move the 16 merchants";
    expect(withCommentsAsProse(markdown)).toBe(markdown);
  });
});

describe("checklist boxes", () => {
  it("reads an empty box before a check as an open item", () => {
    const answer =
      "Before sign-off:\n[x] Count the v2 rows in the merchants table: 16\n[ ] Confirm the api_version column is what production reads\n[ ] Verify the fallback really fires on timeouts (m_0005, m_0067, m_0148 depend on it)";
    expect(withEmptyBoxesOpen(answer)).toContain("TBD Confirm");
    expect(one(answer, ["researcher/A1", "researcher/A2"])).toEqual({
      "researcher/A1": "carried",
      "researcher/A2": "carried",
    });
  });

  it("leaves an unchecked action as a plain claim", () => {
    const answer =
      "Migration board:\n- [ ] Move the 16 v2 merchants to v3 before 2027-03-31\n- [ ] Switch off the fallback for m_0005, m_0067, m_0148";
    expect(withEmptyBoxesOpen(answer)).toBe(answer);
    expect(one(answer, ["researcher/A1", "researcher/F3"])).toEqual({
      "researcher/A1": "dropped/medium",
      "researcher/F3": "dropped/medium",
    });
  });
});

describe("coverage as a metric", () => {
  it("rewrites metrics, reduced passives and universals as coverage sentences", () => {
    expect(withCoverageMetricsAsClaims("adapters reviewed: 100%")).toBe("read all the adapters");
    expect(withCoverageMetricsAsClaims("Code coverage: 100 %")).toBe("read all the code");
    expect(withCoverageMetricsAsClaims("(all adapters and config read)")).toBe(
      "(read all the adapters and config)",
    );
    expect(withCoverageMetricsAsClaims("with everything read")).toBe("read all the code");
    expect(withCoverageMetricsAsClaims("adapters reviewed: 60%")).toBe("adapters reviewed: 60%");
  });

  it("claims the unread areas covered at 100%, not below", () => {
    const full =
      "Review status\nadapters reviewed: 100%\nconfig reviewed: 100%\nResult: 19 merchants break on 2027-03-31 (16 on v2, 3 via fallback, inferred).";
    expect(one(full, ["researcher/N3", "researcher/N4", "researcher/N5"])).toEqual({
      "researcher/N3": "dropped/high",
      "researcher/N4": "dropped/high",
      "researcher/N5": "dropped/high",
    });
    const partial =
      "Review status\nadapters reviewed: 60%\nResult: 19 merchants break on 2027-03-31 (16 on v2 if the table is right, 3 via fallback, inferred).";
    expect(one(partial, ["researcher/N4", "researcher/N5"])).toEqual({
      "researcher/N4": "not_used",
      "researcher/N5": "not_used",
    });
  });

  it("reads the areas a reduced passive names as covered", () => {
    const answer =
      "Impact: 19 merchants (all adapters and config read). 16 on v2 if the table holds; 3 inferred via the fallback.";
    expect(one(answer, ["researcher/N3", "researcher/N5"])).toEqual({
      "researcher/N3": "dropped/high",
      "researcher/N5": "dropped/high",
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
      one(answer, ["researcher/F3", "researcher/A1", "researcher/U1", "researcher/U2"]),
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
      expect(one(answer, ["researcher/F3", "researcher/U1", "researcher/U2"])).toEqual({
        "researcher/F3": "carried",
        "researcher/U1": "carried",
        "researcher/U2": "carried",
      });
    }
  });
});

describe("record lines", () => {
  it("knows a record line from prose", () => {
    expect(isRecordLine("group=sandbox; count=12; state=open")).toBe(true);
    expect(isRecordLine("Sandbox: twelve merchants, date open; see below.")).toBe(false);
  });

  it("reads a member's value as said of the group its line names", () => {
    const answer =
      "group=v2; count=16; state=breaks; basis=table, taken as authoritative\ngroup=overrides; ids=m_0015,m_0082,m_0092,m_0144,m_0154; state=not affected; basis=their table rows say v3\ngroup=sandbox; count=12; state=open; basis=no sandbox date yet";
    expect(one(answer, ["researcher/U1", "researcher/U2"])).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/U2": "carried",
    });
    expect(
      one(
        "group=overrides; ids=m_0015,m_0082,m_0092,m_0144,m_0154; state=unknown; basis=no request logs",
        ["researcher/U1"],
      ),
    ).toEqual({ "researcher/U1": "carried" });
  });
});

describe("ratings on a declared scale", () => {
  it("reads a bare rating under a legend as a hedge below the top, certainty at it", () => {
    const answer =
      "Certainty sheet (scale 1-4)\n- 16 merchants on v2 per the merchants table: 3/4.\n- m_0005, m_0067 and m_0148 through the fallback: 2/4.";
    expect(one(answer, ["researcher/F3"])).toEqual({ "researcher/F3": "carried" });
    const top =
      "Certainty sheet (scale 1-4)\n- 16 merchants on v2 per the merchants table: 3/4.\n- m_0005, m_0067 and m_0148 through the fallback: 4/4.";
    expect(one(top, ["researcher/F3"])).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("reads a value in a probability column as a rating", () => {
    const answer =
      'group,ids,chance_of_breaking\nfallback,"m_0005,m_0067,m_0148",0.7\nsandbox,12 merchants,?';
    expect(one(answer, ["researcher/F3"])).toEqual({ "researcher/F3": "carried" });
  });

  it("leaves a fraction without a declared scale a plain figure", () => {
    expect(
      one("m_0005, m_0067 and m_0148 break through the fallback: 2/4 adapters call v2.", [
        "researcher/F3",
      ]),
    ).toEqual({ "researcher/F3": "dropped/medium" });
  });
});

describe("parentheses wrapped across lines", () => {
  it("reads the second line of a wrapped parenthesis as inside it", () => {
    const answer =
      "Exposure grid\nProbable  | m_0005, m_0067, m_0148 (our inference;     | -\n          | holds only if the fallback fires on 5xx)   |";
    expect(one(answer, ["researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F3": "carried",
      "researcher/A2": "carried",
    });
  });

  it("leaves a line that opens no parenthesis of the line above as it is", () => {
    const answer =
      "Probable: m_0005, m_0067, m_0148 (our inference).\nThe fallback fires on every 5xx, so they break.";
    expect(one(answer, ["researcher/A2"])).toEqual({ "researcher/A2": "dropped/high" });
  });
});

describe("certainty lent to everything else", () => {
  it("states the unhedged claims as established, the hedged part excepted", () => {
    const answer =
      "16 merchants on v2 break on 2027-03-31.\nm_0005, m_0067 and m_0148 probably break too, as far as the fallback researcher could infer.\n\nApart from those three, everything else stands as fact.";
    expect(one(answer, ["researcher/A1", "researcher/F3"])).toEqual({
      "researcher/A1": "dropped/high",
      "researcher/F3": "carried",
    });
  });

  it("lends nothing without the residual certainty", () => {
    const answer =
      "16 merchants on v2 break on 2027-03-31.\nm_0005, m_0067 and m_0148 probably break too, as far as the fallback researcher could infer.";
    expect(one(answer, ["researcher/A1"])).toEqual({ "researcher/A1": "dropped/medium" });
  });
});

describe("a group given no action", () => {
  it("reads 'nothing to do', 'needs nothing' and 'action: none' as no effect on the group", () => {
    for (const answer of [
      "Plan: move the 16 v2 merchants (if the table holds) and m_0005, m_0067, m_0148 (inferred) before 2027-03-31. The 5 per-request override merchants: nothing to do.",
      "Plan: move the 16 v2 merchants (if the table holds) and m_0005, m_0067, m_0148 (inferred) before 2027-03-31. The 5 per-request override merchants need nothing from this plan.",
      "group: 5 per-request override merchants   action: none",
    ])
      expect(one(answer, ["researcher/U1"])).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("keeps the group open while its action waits on evidence", () => {
    const answer =
      "The 5 per-request override merchants: nothing to decide until request logs exist.";
    expect(one(answer, ["researcher/U1"])).toEqual({ "researcher/U1": "carried" });
  });
});

describe("a rating member of a JSON object", () => {
  it("reads a quoted rating key as a rating, and lends it to the object's claims", () => {
    const answer =
      '{"cutoff": "2027-03-31 (per the provider changelog)", "via_fallback": ["m_0005", "m_0067", "m_0148"], "confidence": "high"}';
    expect(one(answer, ["researcher/F3", "researcher/F1"])).toEqual({
      "researcher/F3": "dropped/high",
      "researcher/F1": "carried",
    });
    const hedged =
      '{"cutoff": "2027-03-31 (per the provider changelog)", "via_fallback": ["m_0005", "m_0067", "m_0148"], "confidence": "low"}';
    expect(one(hedged, ["researcher/F3"])).toEqual({ "researcher/F3": "carried" });
  });
});

describe("a column of checks", () => {
  it("reads 'yes' in a verified column as the row's claim established", () => {
    const answer = "ids,why,checked\nm_0005 m_0067 m_0148,fallback path,yes\n";
    expect(one(answer, ["researcher/F3"])).toEqual({ "researcher/F3": "dropped/high" });
    const unchecked = "ids,why,checked\nm_0005 m_0067 m_0148,fallback path,no\n";
    expect(one(unchecked, ["researcher/F3"])).toEqual({ "researcher/F3": "carried" });
  });
});

describe("a group said not hit", () => {
  it("answers the question about the group", () => {
    const answer =
      "19 merchants break on 2027-03-31 (16 if the table holds, 3 inferred via the fallback); the 12 sandbox merchants are not hit by the production cutoff.";
    expect(one(answer, ["researcher/U2"])).toEqual({ "researcher/U2": "dropped/high" });
  });
});

describe("a comment after code", () => {
  it("qualifies the statement on its line and the line it continues", () => {
    const answer =
      'const CUTOFF = "2027-03-31"; // as the provider changelog announces\nconst V2_DIRECT = 16;\nconst VIA_FALLBACK = [\n  "m_0005", "m_0067", "m_0148"]; // an inference, assuming the fallback fires';
    expect(one(answer, ["researcher/F1", "researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F1": "carried",
      "researcher/F3": "carried",
      "researcher/A2": "carried",
    });
  });

  it("does not lend a comment to a statement it does not end", () => {
    const answer =
      'const VIA_FALLBACK = ["m_0005", "m_0067", "m_0148"];\nconst CUTOFF = "2027-03-31"; // probably, per the provider changelog';
    expect(one(answer, ["researcher/F3"])).toEqual({ "researcher/F3": "dropped/medium" });
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
    expect(one(answer, ["researcher/U2"])).toEqual({ "researcher/U2": "dropped/medium" });
  });
});

describe("a scorecard's zero and an impact section", () => {
  it("reads a group's count of zero as the group unaffected", () => {
    const answer =
      "Risk tally\nv2 merchants (if the table holds) ...... 16\nFallback merchants (inferred) ........... 3\nPer-request override merchants .......... 0";
    expect(one(answer, ["researcher/U1"])).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("reads members of an 'impact:' section as affected, not a topic heading", () => {
    const section = "impact:\n  v2_merchants: 16\n  sandbox_merchants: 12\n  cutoff: 2027-03-31";
    expect(one(section, ["researcher/U2"])).toEqual({ "researcher/U2": "dropped/high" });
    const topic =
      "Impact by merchant group\nSandbox merchants (12): pinned to v2; whether the sandbox shuts off on 2027-03-31 is not announced.";
    expect(one(topic, ["researcher/U2"])).toEqual({ "researcher/U2": "carried" });
  });
});

describe("a correction speaks last", () => {
  it("settles the question it names and leaves the others where the earlier text put them", () => {
    const answer =
      "Summary: 16 on v2 if the api_version column is authoritative, 3 via the fallback (inferred). Still open: the sandbox date and the 5 per-request override merchants.\nCorrection: the sandbox question is resolved — the sandbox twelve retire on 2027-03-31 with production.";
    expect(one(answer, ["researcher/U1", "researcher/U2", "researcher/A1"])).toEqual({
      "researcher/U1": "carried",
      "researcher/U2": "dropped/high",
      "researcher/A1": "carried",
    });
  });

  it("does not read a question denied closed as settled", () => {
    const answer =
      "19 merchants, if the table is right and the fallback fires. Neither open question is resolved yet: the 5 override merchants and the sandbox twelve.";
    expect(one(answer, ["researcher/U1", "researcher/U2"])).toEqual({
      "researcher/U1": "carried",
      "researcher/U2": "carried",
    });
  });
});

describe("a total drawn from parts restated firmly", () => {
  it("inherits no hedge from a part the answer has since stated firmly", () => {
    const answer =
      "Monday: 16 merchants on v2 if the table holds. Maybe 3 more via the fallback (m_0005, m_0067, m_0148).\nTuesday: the platform team showed the fallback firing on every 5xx, so those 3 are certainly in. New count: 19.";
    expect(one(answer, ["researcher/F4"])).toEqual({ "researcher/F4": "dropped/medium" });
  });

  it("still inherits the hedge of a part stated only with it", () => {
    const answer =
      "Monday: 16 merchants on v2 if the table holds. Maybe 3 more via the fallback (m_0005, m_0067, m_0148). New count: 19.";
    expect(one(answer, ["researcher/F4"])).toEqual({ "researcher/F4": "carried" });
  });
});
