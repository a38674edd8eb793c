import { describe, expect, it } from "vitest";
import { auditRun } from "../caveat-audit";
import type { AuditReport } from "../audit-report";
import type { AuditDebrief } from "./debrief-model";
import {
  fanOutDebriefsBeforeAll,
  hedgeStatuses,
  singleChildDebriefs,
} from "../../../testing/audit-statuses";

/**
 * The free-text reader against the failure classes of issue 14, each with examples written for
 * this test (not taken from the frozen set). Single-child answers use the scripted ledgerline
 * debrief; fan-out answers the four debriefs of the scripted fan-out run.
 */

const fanOut = fanOutDebriefsBeforeAll();

function read(
  answer: string,
  debriefs: readonly AuditDebrief[] = singleChildDebriefs,
): AuditReport {
  const report = auditRun({ finalAnswer: answer, debriefs });
  expect(report.mode).toBe("free_text");
  return report;
}

const statuses = hedgeStatuses;

describe("class 1: layout does not flip a sentence's role", () => {
  it("a one-line answer ending in a question still has its claims audited", () => {
    const report = read("Nineteen merchants break on March 31, 2027 — shall I draft the emails?");
    expect(report.status).toBe("audited");
    expect(
      statuses(report, ["researcher/F1", "researcher/F4", "researcher/A1", "researcher/U1"]),
    ).toEqual({
      "researcher/F1": "dropped/medium",
      "researcher/F4": "dropped/medium",
      "researcher/A1": "dropped/medium",
      "researcher/U1": "dropped/medium",
    });
  });

  it("an 'Assuming …' sentence carries the assumption and its claim is still audited", () => {
    const report = read(
      "Assuming the merchants table's api_version column is authoritative, 19 merchants break, and that is confirmed.",
    );
    expect(statuses(report, ["researcher/A1", "researcher/F4"])).toEqual({
      "researcher/A1": "carried",
      "researcher/F4": "dropped/high",
    });
  });

  it("a flat assertion under a 'Caveat:' label is a claim, not a caveat", () => {
    const report = read(
      "About 19 merchants probably break if the api_version column is authoritative.\nCaveat: the 12 sandbox merchants are affected on the same date.",
    );
    expect(statuses(report, ["researcher/U2"])).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("a footnote's hedge carries the claim that references it; an unfamiliar heading keeps its items open", () => {
    const report = read(
      [
        "16 merchants break directly, and 3 more through the fallback path.¹",
        "",
        "Things we could not pin down:",
        "- whether the 5 override merchants send v2",
        "- the sandbox merchants' retirement date",
        "",
        "¹ inferred from reading the primary adapter, not verified.",
      ].join("\n"),
    );
    expect(statuses(report, ["researcher/F3", "researcher/U1", "researcher/U2"])).toEqual({
      "researcher/F3": "carried",
      "researcher/U1": "carried",
      "researcher/U2": "carried",
    });
  });
});

describe("class 2: paraphrased hedges, number words, US dates and ranges", () => {
  it("recognises hedges outside fixed cue lists", () => {
    const report = read(
      [
        "Taking the merchants table as the source of truth, nineteen merchants are hit: 16 directly and 3 via the fallback path, pending verification of that path.",
        "As announced in the provider's changelog, v2 goes away on 3/31/2027.",
        "Open: whether the override merchants send v2 — we can't see that without traffic data.",
        "The 12 sandbox merchants' date and whether the fallback fires on timeouts are unknowns.",
      ].join("\n"),
    );
    expect(
      statuses(report, [
        "researcher/F1",
        "researcher/F3",
        "researcher/F4",
        "researcher/A1",
        "researcher/A2",
        "researcher/U1",
        "researcher/U2",
        "researcher/N6",
      ]),
    ).toEqual({
      "researcher/F1": "carried",
      "researcher/F3": "carried",
      "researcher/F4": "carried",
      "researcher/A1": "carried",
      "researcher/A2": "carried",
      "researcher/U1": "carried",
      "researcher/U2": "carried",
      "researcher/N6": "carried",
    });
    expect(report.flags).toEqual([]);
  });

  it("links number words, US-format dates and ranges to the findings they restate", () => {
    const words = read("Nineteen merchants break.");
    expect(statuses(words, ["researcher/F4"])).toEqual({ "researcher/F4": "dropped/medium" });
    const date = read("The provider retires v2 on 3/31/2027.");
    expect(statuses(date, ["researcher/F1"])).toEqual({ "researcher/F1": "dropped/medium" });
    const range = read("Between 19 and 24 merchants break.");
    expect(statuses(range, ["researcher/F4"])).toEqual({ "researcher/F4": "dropped/medium" });
  });
});

describe("class 3: a hedge's scope is its clause", () => {
  it("a hedge in one clause does not cover another, nor hide its certainty", () => {
    const report = read(
      "The sandbox date may differ; the 3 fallback merchants m_0005, m_0067 and m_0148 are confirmed to break.",
    );
    expect(statuses(report, ["researcher/F3", "researcher/U2"])).toEqual({
      "researcher/F3": "dropped/high",
      "researcher/U2": "carried",
    });
  });

  it("a condition covers the clause it is attached to only", () => {
    const report = read(
      "If the fallback path fires on timeouts, 3 more merchants break; the provider retires v2 on 2027-03-31.",
    );
    expect(statuses(report, ["researcher/A2", "researcher/F3", "researcher/F1"])).toEqual({
      "researcher/A2": "carried",
      "researcher/F3": "carried",
      "researcher/F1": "dropped/medium",
    });
  });
});

describe("class 4: mention, then contradict", () => {
  it("a gap named and then contradicted is dropped high, with the question it would settle", () => {
    const report = read(
      "We could not check the request logs. Even so, the override merchants definitely send v2.",
    );
    expect(statuses(report, ["researcher/U1", "researcher/N6"])).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/N6": "dropped/high",
    });
  });
});

describe("class 5: real fan-out", () => {
  it("a total no single finding states (16 + 3 = 19) links both children's findings", () => {
    const report = read("In total 19 merchants break when v2 is retired.", fanOut);
    expect(statuses(report, ["fallback-researcher/F1"])).toEqual({
      "fallback-researcher/F1": "dropped/medium",
    });
    const sum = read("16 + 3 merchants break, probably.", fanOut);
    expect(statuses(sum, ["fallback-researcher/F1"])).toEqual({
      "fallback-researcher/F1": "carried",
    });
  });

  it("near-duplicate caveats across children share one status and one flag; a sibling-covered gap is not used", () => {
    const report = read(
      "19 merchants break. Nobody read the sandbox adapter's source, so the sandbox merchants' date stays open.",
      fanOut,
    );
    const sandboxGaps = report.hedges.filter(
      (hedge) => hedge.kind === "not_searched" && /sandbox/i.test(hedge.text),
    );
    expect(sandboxGaps.length).toBeGreaterThanOrEqual(6);
    expect(new Set(sandboxGaps.map((hedge) => hedge.classification))).toEqual(new Set(["carried"]));
    expect(statuses(report, ["direct-researcher/U1", "fallback-researcher/U1"])).toEqual({
      "direct-researcher/U1": "dropped/medium",
      "fallback-researcher/U1": "dropped/medium",
    });
    expect(
      report.flags.filter(
        (flag) => flag.hedgeLabel.endsWith("/U1") && flag.hedgeKind === "unresolved",
      ),
    ).toHaveLength(1);
    const changelogGap = report.hedges.find((hedge) => hedge.label === "direct-researcher/N1")!;
    expect([changelogGap.classification, changelogGap.coveredBy]).toEqual([
      "not_used",
      "changelog-researcher",
    ]);
  });
});

describe("ambiguous hedges are uncertain, not guessed", () => {
  it("an assumption restated flatly under a generic 'Caveats' heading is uncertain", () => {
    const report = read(
      "19 merchants probably break.\n\nCaveats:\n- The api_version column is authoritative for merchants without an override.",
    );
    expect(statuses(report, ["researcher/A1"])).toEqual({ "researcher/A1": "uncertain" });
    expect(report.counts.uncertain).toBeGreaterThanOrEqual(1);
  });
});
