import { describe, expect, it } from "vitest";
import { claimStatus, shownOverstatements } from "../../../components/audit/audit-items";
import { runLedgerlineForAudit } from "../../testing/ledgerline-audit-run";
import { auditRun } from "./caveat-audit";

/**
 * The run audit's claim panel (components/audit/claim-sources.tsx) shows "Overstates" in red
 * only for a claim that dropped a caveat: a claim resting on verified items only never overstates.
 */
describe("overstatements on the scripted auto run's contract answer", () => {
  it("never shows a claim of the scripted auto run as overstating: claim 2 rests on verified F2 only", async () => {
    const run = await runLedgerlineForAudit("auto");
    const report = auditRun({
      finalAnswer: run.finalAnswer,
      debriefs: run.debriefs,
      answerRecord: run.answerRecord,
    });
    const flags = report.flags.map((flag) => ({ ...flag, review: null, judgement: null }));
    const shown = report.claims.map((audited) => {
      const status = claimStatus(audited, flags);
      return [audited.id, status, shownOverstatements(audited, status)];
    });
    expect(report.claims[1]!.text.startsWith("16 merchants are configured for API v2")).toBe(true);
    expect(report.claims[1]!.links.map((link) => link.itemId.split("/")[1])).toEqual(["F2"]);
    expect(shown[1]).toEqual(["c2", "supported", []]);
    // The model too: established on a verified finding alone is not an overstatement.
    expect(run.answerRecord.claims[1]!.stated_as).toBe("established");
    expect(report.claims[1]!.overstatements).toEqual([]);
    expect(shown.filter(([, , words]) => (words as string[]).length > 0)).toEqual([]);
    expect(report.flags).toEqual([]);
  });
});
