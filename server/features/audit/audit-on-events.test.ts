import { describe, expect, it } from "vitest";
import { createTestServices, waitForRun } from "../../testing/test-services";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";

describe("background audit", () => {
  it("stores the audit a run's end starts, and backgroundAuditsSettled waits for it", async () => {
    const setup = await createTestServices();
    try {
      const { runId } = await setup.caller.runs.start({
        question: SAMPLE_QUESTION,
        workspaceId: "ledgerline",
      });
      await waitForRun(setup.caller, runId);
      await setup.services.backgroundAuditsSettled();
      const stored = await setup.services.auditRepository.findAudit(runId);
      expect(stored?.runId).toBe(runId);
      const summaries = await setup.services.auditRepository.listAuditSummaries([runId]);
      expect(summaries.map((summary) => summary.runId)).toEqual([runId]);
    } finally {
      await setup.database.dispose();
    }
  });

  it("settles at once when no audit is in flight", async () => {
    const setup = await createTestServices();
    try {
      await expect(setup.services.backgroundAuditsSettled()).resolves.toBeUndefined();
    } finally {
      await setup.database.dispose();
    }
  });
});
