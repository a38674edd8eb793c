import { ExportResultCode, type ExportResult } from "@opentelemetry/core";
import type { ReadableSpan, SpanExporter } from "@opentelemetry/sdk-trace-base";
import { describe, expect, it } from "vitest";
import { startRun } from "../features/runs/run-service";
import { manualClock } from "../runtime/testing/manual-clock";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";
import { startRunInputSchema } from "../shared/run-inputs";
import { createTestServices, testActor } from "../testing/test-services";
import { RunExportQueue } from "./export-queue";
import { loadRunTrace } from "./load-run-trace";
import { startTelemetryExport, type TelemetryExport } from "./otel-export";

/** An export the test settles by hand (a collector that never answers until told). */
function controlledExports() {
  const calls: { runId: string; settle: (outcome: "sent" | Error) => void }[] = [];
  const exportRun = (runId: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push({
        runId,
        settle: (outcome) => (outcome === "sent" ? resolve() : reject(outcome)),
      });
    });
  return { calls, exportRun };
}

/** One turn of the event loop (not a sleep: no time passes on any clock the test reads). */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("RunExportQueue", () => {
  it("runs one export at a time and drops the oldest waiting run when full, counting and reporting it", async () => {
    const { calls, exportRun } = controlledExports();
    const reports: string[] = [];
    const queue = new RunExportQueue(exportRun, {
      maxWaiting: 2,
      clock: manualClock(),
      report: (message) => reports.push(message),
    });
    for (const runId of ["run_1", "run_2", "run_3", "run_4", "run_3"]) queue.enqueue(runId);
    expect(queue.running).toEqual(["run_1"]);
    expect(queue.waiting).toEqual(["run_3", "run_4"]);
    expect(queue.dropped).toBe(1);
    expect(reports).toEqual([
      "debrief: OpenTelemetry export queue full (2 runs waiting): run run_2 is not exported; 1 dropped so far",
    ]);
    expect(calls.map((call) => call.runId)).toEqual(["run_1"]);

    calls[0]!.settle(new Error("collector refused"));
    await turn();
    expect(calls.map((call) => call.runId)).toEqual(["run_1", "run_3"]);
    expect(queue.running).toEqual(["run_3"]);
    expect(queue.waiting).toEqual(["run_4"]);
    expect(reports[1]).toBe("debrief: OpenTelemetry export of run run_1 failed:");
  });

  it("abandons an export that passes its deadline on the clock, and the next run's starts", async () => {
    const { calls, exportRun } = controlledExports();
    const clock = manualClock();
    const reports: string[] = [];
    const queue = new RunExportQueue(exportRun, {
      deadlineMs: 20_000,
      clock,
      report: (message) => reports.push(message),
    });
    queue.enqueue("run_1");
    queue.enqueue("run_2");
    await clock.advance(19_999);
    expect(queue.running).toEqual(["run_1"]);
    await clock.advance(1);
    await turn();
    expect(reports).toEqual([
      "debrief: OpenTelemetry export of run run_1 did not finish within 20000 ms; abandoned, the next run's export starts",
    ]);
    expect(queue.running).toEqual(["run_2"]);
    expect(calls.map((call) => call.runId)).toEqual(["run_1", "run_2"]);
    calls[1]!.settle("sent");
    await queue.idle();
    expect(queue.running).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
  });
});

/** A span exporter whose collector never answers until the test calls `answerAll`. */
function silentCollector() {
  const pending: { spans: ReadableSpan[]; done: (result: ExportResult) => void }[] = [];
  const exporter: SpanExporter = {
    export: (spans, done) => void pending.push({ spans, done }),
    shutdown: () => Promise.resolve(),
  };
  const answerAll = () => {
    for (const call of pending) call.done({ code: ExportResultCode.SUCCESS });
  };
  return { exporter, pending, answerAll };
}

describe("audits while the OpenTelemetry collector never answers", () => {
  it("stores the audit of every run while exports hang, and the export queue stays bounded", async () => {
    const collector = silentCollector();
    const exportClock = manualClock();
    const reports: string[] = [];
    let telemetry = null as TelemetryExport | null;
    const { services, database } = await createTestServices({
      telemetry: (sources) => {
        telemetry = startTelemetryExport({
          tracesUrl: "http://127.0.0.1:9/v1/traces",
          headers: {},
          protocol: "http/json",
          serviceName: "debrief-test",
          captureContent: false,
          loadRun: (id) => loadRunTrace(sources, id),
          exporter: collector.exporter,
          maxQueuedRuns: 1,
          clock: exportClock,
          report: (message) => reports.push(message),
        });
        return telemetry;
      },
    });
    try {
      const runIds: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const started = await startRun(
          services,
          startRunInputSchema.parse({ question: SAMPLE_QUESTION, workspaceId: "ledgerline" }),
          testActor,
        );
        await started.done;
        runIds.push(started.runId);
      }
      // Resolves although no export was ever answered: the audits do not wait for them.
      await services.backgroundAuditsSettled();
      for (const runId of runIds) {
        expect((await services.auditRepository.findAudit(runId))?.runId).toBe(runId);
      }
      const queue = telemetry!.queue;
      expect(queue.running).toEqual([runIds[0]]);
      expect(queue.waiting).toEqual([runIds[2]]);
      expect(queue.dropped).toBe(1);
      expect(reports).toEqual([
        `debrief: OpenTelemetry export queue full (1 runs waiting): run ${runIds[1]} is not exported; 1 dropped so far`,
      ]);
      while (collector.pending.length === 0) await turn();
      expect(collector.pending).toHaveLength(1);

      // The hung export passes its deadline (twice the exporter's 10 s); the waiting run's starts.
      await exportClock.advance(20_000);
      while (collector.pending.length === 1) await turn();
      expect(queue.running).toEqual([runIds[2]]);
      expect(collector.pending).toHaveLength(2);
      collector.answerAll();
      await queue.idle();
    } finally {
      collector.answerAll();
      await telemetry?.shutdown();
      await database.dispose();
    }
  });
});
