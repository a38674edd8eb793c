import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace as traceApi,
  type Context,
  type Tracer,
} from "@opentelemetry/api";
import { ExportResultCode, type ExportResult } from "@opentelemetry/core";
import { OTLPTraceExporter as OTLPJsonTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { OTLPTraceExporter as OTLPProtobufTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
  type SpanExporter,
} from "@opentelemetry/sdk-trace-base";
import type { Clock } from "../runtime/ports";
import { systemClock } from "../runtime/system-clock";
import { RunExportQueue } from "./export-queue";
import { GENERAL } from "./genai-attributes";
import { planRunSpans } from "./plan-run-spans";
import type { RunTrace } from "./run-trace";
import type { PlannedSpan } from "./span-plan";

/** How runs are exported (telemetry-config.ts builds it from the environment). */
export interface TelemetryExportOptions {
  /** The full OTLP/HTTP traces URL, e.g. https://cloud.langfuse.com/api/public/otel/v1/traces. */
  tracesUrl: string;
  /** Sent with every export (Authorization…); never logged. */
  headers: Record<string, string>;
  /** http/protobuf (the OTLP default; Phoenix needs it) or http/json. */
  protocol: "http/protobuf" | "http/json";
  serviceName: string;
  /** Redacted message content on the spans (off by default). */
  captureContent: boolean;
  /** Reads a finished run's records. */
  loadRun: (runId: string) => Promise<RunTrace>;
  /** Per-export limit (ms); default 10 000. */
  timeoutMs?: number;
  /** Runs waiting for their export at most (default 100; the oldest is dropped, export-queue.ts). */
  maxQueuedRuns?: number;
  /** The clock of the queue's deadline per export (twice `timeoutMs`; default real time). */
  clock?: Pick<Clock, "setTimer">;
  /** Where the queue reports dropped, abandoned and failed exports (default console.error). */
  report?: (message: string, error?: unknown) => void;
  /** The SDK exporter (default: the OTLP/HTTP one for `protocol`; tests pass a fake). */
  exporter?: SpanExporter;
}

/** A started exporter. */
export interface TelemetryExport {
  /**
   * Build the run's spans from its records (real recorded times) and send them in one OTLP
   * request; a run already exported by this process is skipped (returns false). Errors: Error
   * naming the run when the collector refuses the spans or cannot be reached.
   */
  exportRun(runId: string): Promise<boolean>;
  /**
   * Queue the run's export and return at once (export-queue.ts: its own bounded queue, outside
   * the audit queue, so a slow or unreachable collector never delays an audit); failures and
   * drops are reported, never thrown.
   */
  queueRun(runId: string): void;
  /** The export queue's state (runs waiting and running, how many were dropped; idle()). */
  readonly queue: Pick<RunExportQueue, "waiting" | "running" | "dropped" | "idle">;
  /** Stop the exporter: runs still waiting are dropped (reported), running exports finish first. */
  shutdown(): Promise<void>;
}

/**
 * Start exporting runs as OpenTelemetry GenAI traces with the official JS SDK: the planned spans
 * (plan-run-spans.ts) are created by an SDK tracer with their recorded start and end times and
 * sent by the SDK's OTLP/HTTP exporter. Nothing global is registered.
 */
export function startTelemetryExport(options: TelemetryExportOptions): TelemetryExport {
  const exporterConfig = {
    url: options.tracesUrl,
    headers: options.headers,
    timeoutMillis: options.timeoutMs ?? 10_000,
  };
  const exporter: SpanExporter =
    options.exporter ??
    (options.protocol === "http/json"
      ? new OTLPJsonTraceExporter(exporterConfig)
      : new OTLPProtobufTraceExporter(exporterConfig));
  const resource = resourceFromAttributes({ [GENERAL.serviceName]: options.serviceName });
  const exported = new Set<string>();
  const pending = new Set<Promise<unknown>>();

  const exportRun = async (runId: string): Promise<boolean> => {
    if (exported.has(runId)) return false;
    exported.add(runId);
    try {
      const trace = await options.loadRun(runId);
      const spans = await recordSpans(
        planRunSpans(trace, { captureContent: options.captureContent }),
        resource,
      );
      const result = await new Promise<ExportResult>((resolve) => exporter.export(spans, resolve));
      if (result.code !== ExportResultCode.SUCCESS) {
        throw new Error(
          `OpenTelemetry export of run ${runId} to ${options.tracesUrl} failed: ${result.error?.message ?? "unknown error"}`,
        );
      }
      return true;
    } catch (error) {
      exported.delete(runId); // a later call may try again
      throw error;
    }
  };

  const tracked = (runId: string): Promise<boolean> => {
    const running = exportRun(runId);
    pending.add(running);
    void running.then(
      () => pending.delete(running),
      () => pending.delete(running),
    );
    return running;
  };
  const queue = new RunExportQueue(tracked, {
    maxWaiting: options.maxQueuedRuns,
    deadlineMs: 2 * exporterConfig.timeoutMillis,
    clock: options.clock ?? systemClock,
    report: options.report,
  });

  return {
    exportRun: tracked,
    queueRun(runId) {
      queue.enqueue(runId);
    },
    queue,
    async shutdown() {
      await queue.close();
      await Promise.allSettled([...pending]);
      await exporter.shutdown();
    },
  };
}

/** Create the planned spans with an SDK tracer; returns them ended, ready to export. */
async function recordSpans(
  roots: readonly PlannedSpan[],
  resource: ReturnType<typeof resourceFromAttributes>,
): Promise<ReadableSpan[]> {
  const collected = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    resource,
    spanProcessors: [new SimpleSpanProcessor(collected)],
  });
  const tracer = provider.getTracer("debrief");
  for (const root of roots) emit(tracer, root, ROOT_CONTEXT);
  await provider.forceFlush();
  const spans = collected.getFinishedSpans();
  await provider.shutdown();
  return [...spans];
}

function emit(tracer: Tracer, planned: PlannedSpan, parent: Context): void {
  const span = tracer.startSpan(
    planned.name,
    {
      kind: planned.kind === "client" ? SpanKind.CLIENT : SpanKind.INTERNAL,
      startTime: planned.startTime,
      attributes: planned.attributes,
    },
    parent,
  );
  for (const event of planned.events) span.addEvent(event.name, event.attributes, event.time);
  if (planned.error !== null) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: planned.error });
  }
  const inside = traceApi.setSpan(parent, span);
  for (const child of planned.children) emit(tracer, child, inside);
  span.end(planned.endTime);
}
