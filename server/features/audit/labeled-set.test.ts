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

  // Issue 14: the reader was rebuilt from the failure classes and the frozen set's label
  // semantics (datasets/audit/README.md); where this set's labels follow the old rules (an
  // "at least" count forgives the open questions; completeness leaves unread files alone) the
  // two disagree. These floors are today's figures (npm run bench prints them), a regression guard.
  it("keeps its recall and precision on this (tuned, older-rules) set", () => {
    const score = evaluateLabeledSet();
    expect(score.counts.expected).toBeGreaterThan(40);
    expect(score.recall).toBeGreaterThanOrEqual(0.78);
    expect(score.precision).toBeGreaterThanOrEqual(0.5);
  });

  it("gives no faithful answer a high flag", () => {
    const faithful = new Set(
      labeledSet()
        .filter((entry) => entry.kind === "faithful")
        .map((entry) => entry.id),
    );
    for (const outcome of evaluateLabeledSet().outcomes.filter((entry) => faithful.has(entry.id)))
      expect(
        outcome.report.flags
          .filter((flag) => flag.severity === "high")
          .map((flag) => flag.hedgeLabel),
        outcome.id,
      ).toEqual([]);
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
