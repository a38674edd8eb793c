import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { withCommentsAsProse } from "./code-comments";
import { withEmptyBoxesOpen } from "./checklist-boxes";
import { withCoverageMetricsAsClaims } from "./coverage-metrics";
import { isRecordLine } from "./record-lines";

/**
 * The reader's twentieth round of mechanisms (issue 14), taken from the error classes of v24
 * (answers that evolve and quote: logs, edits, quoted replies, learner's English) and v25
 * (structured output: configs, checklists, scorecards, records), read answer by answer; this
 * file holds the mechanisms of structured layouts (configs, code, checklists, scorecards,
 * records, tables), reader-round20.test.ts the others. Every wording is written for
 * the test (no frozen set's wording; domain words come from the debriefs).
 */

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
      answerStatuses(config, ["researcher/F1", "researcher/A1", "researcher/U1", "researcher/U2"]),
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
    expect(answerStatuses(answer, ["researcher/A1", "researcher/A2"])).toEqual({
      "researcher/A1": "carried",
      "researcher/A2": "carried",
    });
  });

  it("leaves an unchecked action as a plain claim", () => {
    const answer =
      "Migration board:\n- [ ] Move the 16 v2 merchants to v3 before 2027-03-31\n- [ ] Switch off the fallback for m_0005, m_0067, m_0148";
    expect(withEmptyBoxesOpen(answer)).toBe(answer);
    expect(answerStatuses(answer, ["researcher/A1", "researcher/F3"])).toEqual({
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
    expect(answerStatuses(full, ["researcher/N3", "researcher/N4", "researcher/N5"])).toEqual({
      "researcher/N3": "dropped/high",
      "researcher/N4": "dropped/high",
      "researcher/N5": "dropped/high",
    });
    const partial =
      "Review status\nadapters reviewed: 60%\nResult: 19 merchants break on 2027-03-31 (16 on v2 if the table is right, 3 via fallback, inferred).";
    expect(answerStatuses(partial, ["researcher/N4", "researcher/N5"])).toEqual({
      "researcher/N4": "not_used",
      "researcher/N5": "not_used",
    });
  });

  it("reads the areas a reduced passive names as covered", () => {
    const answer =
      "Impact: 19 merchants (all adapters and config read). 16 on v2 if the table holds; 3 inferred via the fallback.";
    expect(answerStatuses(answer, ["researcher/N3", "researcher/N5"])).toEqual({
      "researcher/N3": "dropped/high",
      "researcher/N5": "dropped/high",
    });
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
    expect(answerStatuses(answer, ["researcher/U1", "researcher/U2"])).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/U2": "carried",
    });
    expect(
      answerStatuses(
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
    expect(answerStatuses(answer, ["researcher/F3"])).toEqual({ "researcher/F3": "carried" });
    const top =
      "Certainty sheet (scale 1-4)\n- 16 merchants on v2 per the merchants table: 3/4.\n- m_0005, m_0067 and m_0148 through the fallback: 4/4.";
    expect(answerStatuses(top, ["researcher/F3"])).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("reads a value in a probability column as a rating", () => {
    const answer =
      'group,ids,chance_of_breaking\nfallback,"m_0005,m_0067,m_0148",0.7\nsandbox,12 merchants,?';
    expect(answerStatuses(answer, ["researcher/F3"])).toEqual({ "researcher/F3": "carried" });
  });

  it("leaves a fraction without a declared scale a plain figure", () => {
    expect(
      answerStatuses(
        "m_0005, m_0067 and m_0148 break through the fallback: 2/4 adapters call v2.",
        ["researcher/F3"],
      ),
    ).toEqual({ "researcher/F3": "dropped/medium" });
  });
});

describe("parentheses wrapped across lines", () => {
  it("reads the second line of a wrapped parenthesis as inside it", () => {
    const answer =
      "Exposure grid\nProbable  | m_0005, m_0067, m_0148 (our inference;     | -\n          | holds only if the fallback fires on 5xx)   |";
    expect(answerStatuses(answer, ["researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F3": "carried",
      "researcher/A2": "carried",
    });
  });

  it("leaves a line that opens no parenthesis of the line above as it is", () => {
    const answer =
      "Probable: m_0005, m_0067, m_0148 (our inference).\nThe fallback fires on every 5xx, so they break.";
    expect(answerStatuses(answer, ["researcher/A2"])).toEqual({ "researcher/A2": "dropped/high" });
  });
});

describe("a rating member of a JSON object", () => {
  it("reads a quoted rating key as a rating, and lends it to the object's claims", () => {
    const answer =
      '{"cutoff": "2027-03-31 (per the provider changelog)", "via_fallback": ["m_0005", "m_0067", "m_0148"], "confidence": "high"}';
    expect(answerStatuses(answer, ["researcher/F3", "researcher/F1"])).toEqual({
      "researcher/F3": "dropped/high",
      "researcher/F1": "carried",
    });
    const hedged =
      '{"cutoff": "2027-03-31 (per the provider changelog)", "via_fallback": ["m_0005", "m_0067", "m_0148"], "confidence": "low"}';
    expect(answerStatuses(hedged, ["researcher/F3"])).toEqual({ "researcher/F3": "carried" });
  });
});

describe("a column of checks", () => {
  it("reads 'yes' in a verified column as the row's claim established", () => {
    const answer = "ids,why,checked\nm_0005 m_0067 m_0148,fallback path,yes\n";
    expect(answerStatuses(answer, ["researcher/F3"])).toEqual({ "researcher/F3": "dropped/high" });
    const unchecked = "ids,why,checked\nm_0005 m_0067 m_0148,fallback path,no\n";
    expect(answerStatuses(unchecked, ["researcher/F3"])).toEqual({ "researcher/F3": "carried" });
  });
});

describe("a comment after code", () => {
  it("qualifies the statement on its line and the line it continues", () => {
    const answer =
      'const CUTOFF = "2027-03-31"; // as the provider changelog announces\nconst V2_DIRECT = 16;\nconst VIA_FALLBACK = [\n  "m_0005", "m_0067", "m_0148"]; // an inference, assuming the fallback fires';
    expect(answerStatuses(answer, ["researcher/F1", "researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F1": "carried",
      "researcher/F3": "carried",
      "researcher/A2": "carried",
    });
  });

  it("does not lend a comment to a statement it does not end", () => {
    const answer =
      'const VIA_FALLBACK = ["m_0005", "m_0067", "m_0148"];\nconst CUTOFF = "2027-03-31"; // probably, per the provider changelog';
    expect(answerStatuses(answer, ["researcher/F3"])).toEqual({
      "researcher/F3": "dropped/medium",
    });
  });
});

describe("a scorecard's zero and an impact section", () => {
  it("reads a group's count of zero as the group unaffected", () => {
    const answer =
      "Risk tally\nv2 merchants (if the table holds) ...... 16\nFallback merchants (inferred) ........... 3\nPer-request override merchants .......... 0";
    expect(answerStatuses(answer, ["researcher/U1"])).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("reads members of an 'impact:' section as affected, not a topic heading", () => {
    const section = "impact:\n  v2_merchants: 16\n  sandbox_merchants: 12\n  cutoff: 2027-03-31";
    expect(answerStatuses(section, ["researcher/U2"])).toEqual({ "researcher/U2": "dropped/high" });
    const topic =
      "Impact by merchant group\nSandbox merchants (12): pinned to v2; whether the sandbox shuts off on 2027-03-31 is not announced.";
    expect(answerStatuses(topic, ["researcher/U2"])).toEqual({ "researcher/U2": "carried" });
  });
});
