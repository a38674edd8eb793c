import { beforeAll, describe, expect, it } from "vitest";
import { composeOverconfidentAnswer } from "../../samples/ledgerline/overconfident-answer";
import { auditRun } from "./caveat-audit";
import { runLedgerlineForAudit, type LedgerlineAuditRun } from "../../testing/ledgerline-audit-run";

/**
 * Issue 14: Debrief's own runs end through the answer contract, and their audits are exact.
 * The scripted faithful parent carries every caveat it cites; the overconfident scenario's
 * record cites what it rests on without carrying a hedge, so the contract audit finds real
 * drops — with no text heuristics.
 */
describe("the answer contract's exact audit on scripted runs", () => {
  let faithful: LedgerlineAuditRun;
  let overconfident: LedgerlineAuditRun;
  beforeAll(async () => {
    [faithful, overconfident] = await Promise.all([
      runLedgerlineForAudit("fan-out"),
      runLedgerlineForAudit("overconfident"),
    ]);
  });

  it("the faithful parent's record drops nothing and carries every item it cites", () => {
    const report = auditRun({
      finalAnswer: faithful.finalAnswer,
      debriefs: faithful.debriefs,
      answerRecord: faithful.answerRecord,
    });
    expect(report.mode).toBe("contract");
    expect(report.flags).toEqual([]);
    expect(report.counts.dropped).toBe(0);
    const cited = new Set(faithful.answerRecord.claims.flatMap((claim) => claim.rests_on));
    for (const hedge of report.hedges.filter(
      (entry) => cited.has(entry.label) && entry.coveredBy === null,
    ))
      expect(hedge.classification, hedge.label).toBe("carried");
  });

  it("the overconfident parent's record drops real caveats, high where it states them as established", () => {
    const report = auditRun({
      finalAnswer: overconfident.finalAnswer,
      debriefs: overconfident.debriefs,
      answerRecord: overconfident.answerRecord,
    });
    expect(report.mode).toBe("contract");
    // Every item of a dropped group is dropped (the flag stands for its near-duplicates).
    const high = report.hedges
      .filter((hedge) => hedge.severity === "high")
      .map((hedge) => hedge.label);
    expect(high).toEqual(
      expect.arrayContaining([
        "fallback-researcher/F1",
        "direct-researcher/A1",
        "fallback-researcher/A2",
        "direct-researcher/U1",
        "sandbox-researcher/U1",
        "changelog-researcher/F1",
      ]),
    );
    // README: high when stated as established, low for a coverage gap (an area not searched).
    expect(report.flags.map((flag) => [flag.hedgeKind, flag.severity])).toEqual([
      ...Array.from({ length: 6 }, () => [expect.not.stringMatching("not_searched"), "high"]),
      ...Array.from({ length: 7 }, () => ["not_searched", "low"]),
    ]);
    // Gaps merge only when identical or near-identical: "the sandbox adapter source (outside
    // this child's brief)" is not "src/adapters/sandbox-adapter.ts (… not read in full)".
    const gapGroups = report.flags
      .filter((flag) => flag.hedgeKind === "not_searched")
      .map((flag) => [flag.childText, [flag.hedgeLabel, ...flag.alsoFrom].sort()]);
    expect(gapGroups).toEqual([
      [
        "the sandbox adapter source (outside this child's brief)",
        [
          "changelog-researcher/N3",
          "direct-researcher/N3",
          "fallback-researcher/N2",
          "sandbox-researcher/N3",
        ],
      ],
      [
        "db/generate-seed.ts (appeared in search hits, not read in full)",
        ["direct-researcher/N4", "fallback-researcher/N3", "sandbox-researcher/N4"],
      ],
      [
        "db/merchants.sql (appeared in search hits, not read in full)",
        ["direct-researcher/N5", "fallback-researcher/N4", "sandbox-researcher/N5"],
      ],
      [
        "src/adapters/sandbox-adapter.ts (appeared in search hits, not read in full)",
        ["direct-researcher/N7", "fallback-researcher/N5", "sandbox-researcher/N8"],
      ],
      [
        "src/adapters/version-router.ts (appeared in search hits, not read in full)",
        ["direct-researcher/N8", "fallback-researcher/N6", "sandbox-researcher/N9"],
      ],
      [
        "src/config/merchant-config.ts (appeared in search hits, not read in full)",
        ["direct-researcher/N9", "fallback-researcher/N7", "sandbox-researcher/N10"],
      ],
      [
        "request logs and live traffic (per-request X-Provider-Version values)",
        [
          "changelog-researcher/N4",
          "direct-researcher/N10",
          "fallback-researcher/N8",
          "sandbox-researcher/N11",
        ],
      ],
    ]);
    // One flag per near-duplicate group: fallback-researcher's A1 is direct-researcher's A1.
    const assumption = report.flags.find(
      (flag) => flag.hedgeKind === "assumption" && flag.alsoFrom.length > 0,
    )!;
    expect([assumption.hedgeLabel, ...assumption.alsoFrom].sort()).toEqual([
      "direct-researcher/A1",
      "fallback-researcher/A1",
    ]);
    expect(report.hedges.find((hedge) => hedge.label === "fallback-researcher/A1")).toMatchObject({
      classification: "dropped",
      severity: "high",
    });
    // Each flag's span indexes the rendered answer the user reads.
    for (const flag of report.flags)
      expect(overconfident.finalAnswer.slice(flag.claimStart, flag.claimEnd)).toBe(flag.claimText);
  });

  it("the free-text reader flags the same rendered answer too (no record given)", () => {
    const report = auditRun({
      finalAnswer: overconfident.finalAnswer,
      debriefs: overconfident.debriefs,
    });
    expect(report.mode).toBe("free_text");
    expect(report.flags.some((flag) => flag.severity === "high")).toBe(true);
  });

  it("states nothing as established when the debrief has no merchant lists", () => {
    expect(
      composeOverconfidentAnswer("Wait ended.\n  (no debrief)").claims.map((claim) => claim.text),
    ).toEqual(["No merchants are affected: the research verified that nothing breaks."]);
  });
});
