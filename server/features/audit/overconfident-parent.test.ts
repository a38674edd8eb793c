import { describe, expect, it } from "vitest";
import { composeOverconfidentAnswer } from "../../samples/ledgerline/overconfident-answer";
import { auditRun } from "./caveat-audit";
import { runLedgerlineForAudit } from "../../testing/ledgerline-audit-run";

describe("the scripted overconfident parent against the faithful one", () => {
  it("is flagged high where the faithful answer of the same run is not flagged at all", async () => {
    const run = await runLedgerlineForAudit();
    const faithful = auditRun({ finalAnswer: run.finalAnswer, debriefs: run.debriefs });
    expect(faithful.status).toBe("audited");
    expect(faithful.flags).toEqual([]);
    expect(faithful.counts.dropped).toBe(0);

    const answer = composeOverconfidentAnswer(run.received);
    expect(answer).toMatch(/^These are all the affected merchants, verified/);
    const overconfident = auditRun({ finalAnswer: answer, debriefs: run.debriefs });
    const high = overconfident.flags.filter((flag) => flag.severity === "high");
    expect(high.map((flag) => flag.hedgeId.split("/")[1])).toEqual([
      "F3",
      "F4",
      "A1",
      "A2",
      "U1",
      "U2",
      "N6",
    ]);
    const override = high.find((flag) => flag.hedgeId.endsWith("/U1"))!;
    expect(override.childText).toMatch(/^Do the 5 merchants with a per-request override/);
    expect(answer.slice(override.claimStart, override.claimEnd)).toBe(override.claimText);
  });

  it("states nothing as established when the debrief has no merchant lists", () => {
    expect(composeOverconfidentAnswer("Wait ended.\n  (no debrief)")).toBe(
      "No merchants are affected: the research verified that nothing breaks.",
    );
  });
});
