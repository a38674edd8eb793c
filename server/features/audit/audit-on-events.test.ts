import { describe, expect, it, vi } from "vitest";
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

describe("stopping the services with a background audit scheduled", () => {
  it("reports no error: the audit is stored before the database closes, or skipped", async () => {
    const reported: unknown[][] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      reported.push(args);
    });
    const setup = await createTestServices();
    try {
      const { runId } = await setup.caller.runs.start({
        question: SAMPLE_QUESTION,
        workspaceId: "ledgerline",
      });
      await waitForRun(setup.caller, runId);
      // The run's end scheduled its audit; stop as the demo does, then close the database.
      await setup.services.stop();
      const stored = await setup.services.auditRepository.findAudit(runId);
      expect([null, runId]).toContain(stored?.runId ?? null);
      await setup.services.prisma.$disconnect();
      await setup.services.backgroundAuditsSettled();
      expect(reported).toEqual([]);
    } finally {
      spy.mockRestore();
      await setup.database.dispose();
    }
  });
});
