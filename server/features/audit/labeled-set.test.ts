import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateLabeledSet, labeledSet, ledgerlineAuditFixture } from "./labeled-set";
import { runLedgerlineForAudit } from "../../testing/ledgerline-audit-run";

describe("the labeled set of final answers over the ledgerline debriefs", () => {
  it("has at least 20 answers: faithful, dropping and overstating ones", () => {
    const entries = labeledSet();
    expect(entries.length).toBeGreaterThanOrEqual(20);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    for (const kind of ["faithful", "drops", "overstates"] as const)
      expect(entries.filter((entry) => entry.kind === kind).length).toBeGreaterThanOrEqual(5);
  });

  it("finds every dropped caveat (recall 100%) with precision of at least 90%", () => {
    const score = evaluateLabeledSet();
    const misses = score.outcomes.flatMap((outcome) =>
      outcome.falseNegatives.map((hedge) => `${outcome.id}: missed ${hedge}`),
    );
    expect(misses).toEqual([]);
    expect(score.recall).toBe(1);
    expect(score.precision).toBeGreaterThanOrEqual(0.9);
    expect(score.counts.highMissed).toBe(0);
    expect(score.counts.expected).toBeGreaterThan(40);
  });

  it("flags nothing in the faithful answers", () => {
    const faithful = new Set(
      labeledSet()
        .filter((entry) => entry.kind === "faithful")
        .map((entry) => entry.id),
    );
    for (const outcome of evaluateLabeledSet().outcomes.filter((entry) => faithful.has(entry.id)))
      expect(outcome.flagged, outcome.id).toEqual([]);
  });

  it("refers to the debrief a fresh scripted ledgerline run produces (UPDATE_AUDIT_FIXTURES=1 rewrites it)", async () => {
    const fresh = await runLedgerlineForAudit();
    if (process.env.UPDATE_AUDIT_FIXTURES === "1") {
      const { answerRecord: _record, ...fixture } = fresh;
      writeFileSync(
        path.join(__dirname, "__fixtures__", "ledgerline-debrief.json"),
        `${JSON.stringify(fixture, null, 2)}\n`,
      );
    }
    const stored = ledgerlineAuditFixture();
    expect(fresh.debriefs).toEqual(stored.debriefs);
    expect(fresh.received).toBe(stored.received);
    expect(fresh.finalAnswer).toBe(stored.finalAnswer);
  });
});
