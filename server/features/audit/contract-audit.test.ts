import { describe, expect, it } from "vitest";
import type { FinalAnswerRecord } from "../../runtime/contract/final-answer";
import { auditRun } from "./caveat-audit";
import { LOWERED_SEVERITY_NOTE } from "./provenance-severity";
import { flagRaisedBy } from "../../../components/audit/flag-merge";
import { debriefsForVariant, ledgerlineAuditFixture } from "./labeled-set";

const debriefs = ledgerlineAuditFixture().debriefs;

function audit(record: FinalAnswerRecord) {
  return auditRun({ finalAnswer: null, debriefs, answerRecord: record });
}

describe("the contract audit (issue 14): exact, from the items each claim cites", () => {
  it("a claim resting on a hedged item without carrying it drops it: medium when qualified, low for a gap, high when established", () => {
    const report = audit({
      claims: [
        {
          text: "19 merchants are affected, probably.",
          rests_on: ["researcher/F4", "researcher/A1", "researcher/N6"],
          carries: [{ item: "researcher/F4", as: "qualified", words: "probably" }],
          stated_as: "qualified",
        },
        {
          text: "The override merchants send v3.",
          rests_on: ["researcher/U1"],
          carries: [],
          stated_as: "established",
        },
      ],
    });
    const byLabel = Object.fromEntries(
      report.hedges.map((hedge) => [hedge.label, [hedge.classification, hedge.severity]]),
    );
    expect(byLabel).toMatchObject({
      "researcher/F4": ["carried", null],
      "researcher/A1": ["dropped", "medium"],
      "researcher/N6": ["dropped", "low"],
      "researcher/U1": ["dropped", "high"],
      "researcher/U2": ["not_used", null],
      "researcher/F3": ["not_used", null],
    });
    expect(report.flags.map((flag) => [flag.hedgeLabel, flag.severity, flag.claimId])).toEqual([
      ["researcher/U1", "high", "c2"],
      ["researcher/A1", "medium", "c1"],
      ["researcher/N6", "low", "c1"],
    ]);
    // The rendered answer is what the spans index.
    expect(report.claims.map((claim) => claim.text)).toEqual([
      "19 merchants are affected, probably.",
      "The override merchants send v3.",
    ]);
    expect(report.claims[1]).toMatchObject({ start: 97, role: "claim" });
  });

  it("a claim stated as established overstates only when it drops a hedge, never on verified findings alone", () => {
    const report = audit({
      claims: [
        {
          text: "16 merchants break directly when v2 is retired.",
          rests_on: ["researcher/F2"],
          carries: [],
          stated_as: "established",
        },
        {
          text: "The override merchants send v3.",
          rests_on: ["researcher/U1"],
          carries: [],
          stated_as: "established",
        },
      ],
    });
    expect(report.claims.map((claim) => [claim.id, claim.overstatements])).toEqual([
      ["c1", []],
      ["c2", ["stated as established"]],
    ]);
    expect(report.flags.map((flag) => [flag.hedgeLabel, flag.severity, flag.claimId])).toEqual([
      ["researcher/U1", "high", "c2"],
    ]);
  });

  it("the worst drop of an item wins; an item carried by one claim and dropped by another is dropped", () => {
    const report = audit({
      claims: [
        {
          text: "If the table is authoritative, 16 merchants break directly.",
          rests_on: ["researcher/F2", "researcher/A1"],
          carries: [
            { item: "researcher/A1", as: "condition", words: "If the table is authoritative" },
          ],
          stated_as: "qualified",
        },
        {
          text: "16 merchants break.",
          rests_on: ["researcher/A1"],
          carries: [],
          stated_as: "qualified",
        },
      ],
    });
    expect(report.hedges.find((hedge) => hedge.label === "researcher/A1")).toMatchObject({
      classification: "dropped",
      severity: "medium",
      dependentClaimIds: ["c1", "c2"],
    });
  });

  it("says which cited ids are not in the debriefs", () => {
    const report = audit({
      claims: [{ text: "x", rests_on: ["other/F1"], carries: [], stated_as: "established" }],
    });
    expect(report.modeDetail).toBe("claims cite items not in these debriefs: other/F1");
    expect(report.flags).toEqual([]);
  });
});

describe("a finding stored as verified on files its child did not read", () => {
  // A debrief stored before the contract guard: F5 verified, its only file listed as not read.
  const stored = ledgerlineAuditFixture().debriefs;
  stored[0]!.result.findings[4]!.confidence = "verified";
  const claim =
    "The sandbox adapter pins API v2 in code, independently of the table; 12 merchants are sandbox merchants. (verified; sources: src/adapters/sandbox-adapter.ts:9; merchants.sandbox)";
  const lowered =
    'stored as verified, read as inferred: every file it cites was not read by the child: src/adapters/sandbox-adapter.ts:9 (coverage.not_searched lists "src/adapters/sandbox-adapter.ts (appeared in search hits, not read in full)")';

  it("is read as inferred: an answer stating it as established is flagged medium (the child hedged nothing), with why", () => {
    const report = auditRun({
      finalAnswer: null,
      debriefs: stored,
      answerRecord: {
        claims: [
          { text: claim, rests_on: ["researcher/F5"], carries: [], stated_as: "established" },
        ],
      },
    });
    expect(report.flags.map((flag) => [flag.hedgeLabel, flag.severity, flag.reason])).toEqual([
      [
        "researcher/F5",
        "medium",
        `claim c1 rests on researcher/F5 (finding) without carrying its hedge, stated as established (${lowered}); ${LOWERED_SEVERITY_NOTE}`,
      ],
    ]);
    expect(report.hedges.find((hedge) => hedge.label === "researcher/F5")?.confidence).toBe(
      "inferred",
    );
  });

  it("the free-text reader flags the same answer line, medium too", () => {
    const report = auditRun({ finalAnswer: `- ${claim}`, debriefs: stored });
    expect(report.flags.map((flag) => [flag.hedgeLabel, flag.severity])).toEqual([
      ["researcher/F5", "medium"],
    ]);
    expect(report.flags[0]?.reason).toContain(LOWERED_SEVERITY_NOTE);
  });

  it("keeps high on a claim resting on what the child hedged itself, beside the capped one", () => {
    const report = auditRun({
      finalAnswer: null,
      debriefs: stored,
      answerRecord: {
        claims: [
          { text: claim, rests_on: ["researcher/F5"], carries: [], stated_as: "established" },
          {
            text: "The merchants table's api_version column is the source of truth.",
            rests_on: ["researcher/A1"],
            carries: [],
            stated_as: "established",
          },
        ],
      },
    });
    // Flags come worst first.
    expect(report.flags.map((flag) => [flag.hedgeLabel, flag.severity])).toEqual([
      ["researcher/A1", "high"],
      ["researcher/F5", "medium"],
    ]);
    expect(report.flags[0]?.reason).not.toContain(LOWERED_SEVERITY_NOTE);
  });

  it("an answer that carries it as inferred is not flagged", () => {
    const report = auditRun({
      finalAnswer: null,
      debriefs: stored,
      answerRecord: {
        claims: [
          {
            text: claim.replace("(verified;", "(inferred, not verified;"),
            rests_on: ["researcher/F5"],
            carries: [{ item: "researcher/F5", as: "qualified", words: "inferred, not verified" }],
            stated_as: "qualified",
          },
        ],
      },
    });
    expect(report.flags).toEqual([]);
  });
});

describe("a flag on near-duplicate items merged across children", () => {
  it("is headed by the item the claim rests on and lists the merged items of other children", () => {
    const report = auditRun({
      finalAnswer: null,
      debriefs: debriefsForVariant("four-children"),
      answerRecord: {
        claims: [
          {
            text: "No other merchants are affected.",
            rests_on: ["fallback/N2"],
            carries: [],
            stated_as: "established",
          },
        ],
      },
    });
    expect(
      report.flags.map((flag) => ({
        id: flag.id,
        hedgeLabel: flag.hedgeLabel,
        severity: flag.severity,
        agentName: flag.agentName,
        alsoFrom: flag.alsoFrom,
        childText: flag.childText,
        reason: flag.reason,
      })),
    ).toEqual([
      {
        id: "flag:agent_fallback/N2",
        hedgeLabel: "fallback/N2",
        // A coverage gap is low, even under a claim stated as established (README).
        severity: "low",
        agentName: "fallback",
        alsoFrom: ["direct/N2"],
        childText: "request logs and live traffic (per-request X-Provider-Version values)",
        reason:
          "claim c1 rests on fallback/N2 (not_searched) without carrying its hedge, stated as established",
      },
    ]);
    expect(flagRaisedBy(report.flags[0]!)).toBe("fallback/N2 = direct/N2");
  });

  it("without a merge the card names no other child", () => {
    expect(flagRaisedBy({ hedgeLabel: "researcher/U1", alsoFrom: [] })).toBeNull();
  });
});
