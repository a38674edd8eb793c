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

/** Resolves once the event loop has taken `count` turns. */
const turns = async (count: number) => {
  for (let turn = 0; turn < count; turn += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
};

describe("stopping the services with a background audit under way", () => {
  it("waits for the audit and the trace export under way before it resolves (the database closes after), and reports no error", async () => {
    const reported: unknown[][] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      reported.push(args);
    });
    // The trace export queued after the audit is stored waits until the test lets it go; stop()
    // waits for the audit, then for the export being sent (telemetry.shutdown).
    const exported: string[] = [];
    let releaseExport = () => undefined as void;
    let sending: Promise<boolean> = Promise.resolve(false);
    const exportRun = async (runId: string) => {
      exported.push(runId);
      await new Promise<void>((resolve) => (releaseExport = resolve));
      return true;
    };
    const setup = await createTestServices({
      telemetry: () => ({
        exportRun,
        queueRun: (runId) => void (sending = exportRun(runId)),
        queue: { waiting: [], running: [], dropped: 0, idle: () => sending.then(() => undefined) },
        shutdown: () => sending.then(() => undefined),
      }),
    });
    try {
      const { runId } = await setup.caller.runs.start({
        question: SAMPLE_QUESTION,
        workspaceId: "ledgerline",
      });
      await waitForRun(setup.caller, runId);
      while (exported.length === 0) await turns(1);
      let stopped = false;
      const stopping = setup.services.stop().then(() => {
        stopped = true;
      });
      await turns(20);
      expect(stopped).toBe(false);
      releaseExport();
      await stopping;
      expect(exported).toEqual([runId]);
      expect((await setup.services.auditRepository.findAudit(runId))?.runId).toBe(runId);
      expect(reported).toEqual([]);
    } finally {
      releaseExport();
      spy.mockRestore();
      await setup.database.dispose();
    }
  });
});
