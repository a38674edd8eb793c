import { afterEach, describe, expect, it } from "vitest";
import { startRun } from "../features/runs/run-service";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";
import { startRunInputSchema } from "../shared/run-inputs";
import { buildRunFixture } from "../runtime/testing/record-fixtures";
import { createTestServices, testActor } from "../testing/test-services";
import {
  decodeOtlpJson,
  nanos,
  startOtlpReceiver,
  type ReceivedSpan,
} from "./__fixtures__/otlp-receiver";
import { loadRunTrace } from "./load-run-trace";
import { startTelemetryExport, type TelemetryExportOptions } from "./otel-export";
import type { RunTrace } from "./run-trace";
import { telemetryOptionsFromEnv } from "./telemetry-config";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function receiver(status = 200) {
  const started = await startOtlpReceiver(status);
  cleanups.push(() => started.close());
  return started;
}

function exporterTo(
  url: string,
  options: Partial<TelemetryExportOptions> & Pick<TelemetryExportOptions, "loadRun">,
) {
  const telemetry = startTelemetryExport({
    tracesUrl: `${url}/v1/traces`,
    headers: { authorization: "Basic cGs6c2s=" },
    protocol: "http/json",
    serviceName: "debrief-test",
    captureContent: false,
    ...options,
  });
  cleanups.push(() => telemetry.shutdown());
  return telemetry;
}

const childrenOf = (spans: readonly ReceivedSpan[], parent: ReceivedSpan) =>
  spans.filter((span) => span.parentSpanId === parent.spanId);

/** The buildRunFixture run as a trace (finished, with a spawn call for child A). */
function fixtureTrace(): RunTrace {
  const fixture = buildRunFixture("otel");
  const items = fixture.items.map((item) =>
    item.kind === "tool_call" && item.callId === "call_1"
      ? // As stored: the runtime redacted the email at ingestion; the export adds nothing.
        { ...item, argumentsText: '{"query":"contact [redacted-email]"}' }
      : item,
  );
  const transcripts: Record<string, RunTrace["transcripts"][string]> = {};
  for (const item of items)
    transcripts[item.agentId] = [...(transcripts[item.agentId] ?? []), item];
  return {
    run: { ...fixture.run, status: "succeeded", finishedAt: fixture.run.createdAt + 900 },
    agents: [
      { ...fixture.parent, finishedAt: fixture.run.createdAt + 900 },
      ...fixture.children.map((child) => ({ ...child, finishedAt: child.createdAt + 500 })),
    ],
    transcripts,
    exchanges: fixture.exchanges,
    debriefs: fixture.debriefs,
    windowSamples: fixture.samples,
    corrections: fixture.corrections.map((correction) => ({
      correction,
      consumption:
        fixture.consumptions.find((entry) => entry.correctionId === correction.id) ?? null,
      // The second correction came after the agent's inbox closed.
      refusal:
        correction.sequence === 2
          ? {
              correctionId: correction.id,
              agentId: correction.agentId,
              sequence: 2,
              reason: "arrived after the agent's inbox closed",
              refusedAt: correction.createdAt + 5,
            }
          : null,
    })),
    auditFlagCount: 2,
  };
}

describe("OpenTelemetry GenAI export (issue 13)", () => {
  it("a finished run reaches an OTLP/HTTP receiver as one trace: invoke_agent per agent (children under spawn_agent), chat per exchange, execute_tool per call, with the recorded times", async () => {
    const otlp = await receiver();
    const { services } = await createTestServices({
      telemetry: (sources) => exporterTo(otlp.url, { loadRun: (id) => loadRunTrace(sources, id) }),
    });
    const arrived = otlp.next();
    const started = await startRun(
      services,
      startRunInputSchema.parse({
        question: SAMPLE_QUESTION,
        workspaceId: "ledgerline",
        scenario: "overconfident",
      }),
      testActor,
    );
    await started.done;
    const request = await arrived;
    const detail = await services.runRepository.getRunDetail(started.runId);
    const audit = await services.auditRepository.findAudit(started.runId);

    expect([request.method, request.path]).toEqual(["POST", "/v1/traces"]);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers.authorization).toBe("Basic cGs6c2s=");
    const { resource, spans } = decodeOtlpJson(request.raw);
    expect(resource["service.name"]).toBe("debrief-test");
    expect(new Set(spans.map((span) => span.traceId)).size).toBe(1);

    const roots = spans.filter((span) => span.parentSpanId === "");
    expect(roots.map((span) => span.name)).toEqual(["invoke_agent parent"]);
    const root = roots[0]!;
    const parent = detail.agents.find((agent) => agent.role === "parent")!;
    expect(root.attributes).toMatchObject({
      "gen_ai.operation.name": "invoke_agent",
      "gen_ai.provider.name": "debrief.scripted",
      "gen_ai.agent.id": parent.id,
      "gen_ai.agent.name": "parent",
      "gen_ai.conversation.id": started.runId,
      "gen_ai.request.model": "scripted-1",
      "debrief.run.status": "succeeded",
      "debrief.audit.flag_count": audit!.flagCount,
      "debrief.window.context_tokens": 128_000,
      "debrief.window.compact_at_tokens": 102_400,
    });
    expect(audit!.flagCount).toBeGreaterThan(0);
    expect([root.startTimeUnixNano, root.endTimeUnixNano]).toEqual([
      nanos(parent.createdAt),
      nanos(parent.finishedAt!),
    ]);

    // Each spawn_agent call holds the child it started; every child is somewhere in the tree.
    const spawns = childrenOf(spans, root).filter(
      (span) => span.name === "execute_tool spawn_agent",
    );
    expect(spawns).toHaveLength(4);
    const children = detail.agents.filter((agent) => agent.role === "child");
    for (const spawn of spawns) {
      const [childSpan, ...others] = childrenOf(spans, spawn);
      expect(others).toEqual([]);
      const child = children.find(
        (agent) => agent.id === childSpan!.attributes["gen_ai.agent.id"],
      )!;
      expect(childSpan!.name).toBe(`invoke_agent ${child.name}`);
      expect(spawn.attributes).toMatchObject({
        "debrief.child.agent_id": child.id,
        "debrief.window.tokens_before": detail.windowSamples.find(
          (sample) => sample.mark === "before_spawn" && sample.relatedAgentId === child.id,
        )!.tokens,
      });
      expect(childSpan!.startTimeUnixNano).toBe(nanos(child.createdAt));
      const debrief = detail.debriefs.find((entry) => entry.agentId === child.id)!;
      const verified = debrief.result!.findings.filter((f) => f.confidence === "verified").length;
      expect(childSpan!.attributes["debrief.findings.count"]).toBe(debrief.result!.findings.length);
      expect(childSpan!.attributes["debrief.findings.confidence.verified"] ?? 0).toBe(verified);
      const childChat = childrenOf(spans, childSpan!).filter(
        (span) => span.name === "chat scripted-1",
      );
      expect(childChat).toHaveLength(detail.exchanges.filter((e) => e.agentId === child.id).length);
    }
    expect(spawns.map((spawn) => spawn.attributes["debrief.child.agent_id"]).sort()).toEqual(
      children.map((child) => child.id).sort(),
    );

    // One chat span per exchange with its recorded times; one execute_tool span per call.
    const chats = spans.filter((span) => span.name.startsWith("chat "));
    expect(chats.map((span) => [span.startTimeUnixNano, span.endTimeUnixNano]).sort()).toEqual(
      detail.exchanges
        .map((exchange) => [
          nanos(exchange.startedAt),
          nanos(exchange.startedAt + exchange.latencyMs),
        ])
        .sort(),
    );
    expect(
      chats.every((span) => span.kind === 3 && span.attributes["gen_ai.operation.name"] === "chat"),
    ).toBe(true);
    const callIds = Object.values(detail.transcripts)
      .flat()
      .flatMap((item) => (item.kind === "tool_call" ? [item.callId] : []));
    const tools = spans.filter((span) => span.name.startsWith("execute_tool "));
    expect(tools.map((span) => span.attributes["gen_ai.tool.call.id"]).sort()).toEqual(
      callIds.sort(),
    );
    expect(
      tools.find((span) => span.name === "execute_tool research_result")!.attributes,
    ).toMatchObject({
      "gen_ai.operation.name": "execute_tool",
      "gen_ai.tool.type": "function",
      "debrief.tool.status": "ok",
    });
    // Content is off unless opted in.
    expect(spans.some((span) => "gen_ai.tool.call.arguments" in span.attributes)).toBe(false);
    expect(spans.some((span) => "gen_ai.input.messages" in span.attributes)).toBe(false);
  });

  it("usage, finish reasons, corrections, compactions and opted-in content (as stored, redacted at ingestion) are on the spans", async () => {
    const otlp = await receiver();
    const trace = fixtureTrace();
    const telemetry = exporterTo(otlp.url, {
      loadRun: () => Promise.resolve(trace),
      captureContent: true,
    });
    expect(await telemetry.exportRun(trace.run.id)).toBe(true);
    expect(await telemetry.exportRun(trace.run.id)).toBe(false); // once per run
    expect(otlp.received).toHaveLength(1);
    const { spans } = decodeOtlpJson(otlp.received[0]!.raw);
    const childA = spans.find((span) => span.name === "invoke_agent child_a")!;
    expect(childA.parentSpanId).toBe(
      spans.find((span) => span.name === "invoke_agent parent")!.spanId,
    );
    const chat = childrenOf(spans, childA).find((span) => span.name === "chat gpt-test")!;
    expect(chat.attributes).toMatchObject({
      "gen_ai.provider.name": "openai-responses",
      "gen_ai.usage.input_tokens": 1234,
      "gen_ai.usage.cache_read.input_tokens": 1000,
      "gen_ai.usage.output_tokens": 56,
      "gen_ai.response.finish_reasons": ["tool_call"],
      "http.response.status_code": 200,
      "debrief.window.tokens": 2000,
    });
    expect("gen_ai.usage.reasoning.output_tokens" in chat.attributes).toBe(false);
    expect(
      childA.events.map((event) => [
        event.name,
        event.attributes["debrief.correction.sequence"] ?? null,
      ]),
    ).toEqual([
      ["debrief.compaction", null],
      ["debrief.correction.queued", 1],
      ["debrief.correction.queued", 2],
      ["debrief.correction.refused", 2],
      ["debrief.correction.consumed", 1],
    ]);
    expect(childA.events[3]!.attributes["debrief.correction.refusal_reason"]).toBe(
      "arrived after the agent's inbox closed",
    );
    expect(childA.events[4]!.attributes["debrief.correction.prevented_call_ids"]).toEqual([
      "dbf_a1b2",
    ]);
    expect(childA.attributes).toMatchObject({
      "debrief.debrief.attempts": 2,
      "debrief.findings.confidence.verified": 1,
      "debrief.corrections.count": 2,
      "debrief.compactions": 1,
    });
    const search = childrenOf(spans, childA).find(
      (span) => span.name === "execute_tool search_code",
    )!;
    expect(search.attributes["gen_ai.tool.call.arguments"]).toBe(
      '{"query":"contact [redacted-email]"}',
    );
    expect(search.attributes["gen_ai.tool.call.result"]).toBe(
      "src/adapters/legacy-client.ts:12: export const LEGACY = true",
    );
    const rejected = childrenOf(spans, childA).find(
      (span) => span.name === "execute_tool query_sql",
    )!;
    expect(rejected.attributes).toMatchObject({
      "debrief.tool.status": "not_executed",
      "debrief.tool.acceptance": "malformed_arguments",
      "debrief.tool.prevented_by_correction": 1,
    });
    const root = spans.find((span) => span.name === "invoke_agent parent")!;
    expect(root.attributes["debrief.audit.flag_count"]).toBe(2);
    expect(JSON.parse(String(root.attributes["gen_ai.input.messages"]))).toEqual([
      { role: "user", parts: [{ type: "text", content: trace.agents[0]!.brief }] },
    ]);
  });

  it("sends protobuf by default (Phoenix needs it) and reports a refused export with the run and URL", async () => {
    const otlp = await receiver();
    const trace = fixtureTrace();
    const telemetry = exporterTo(otlp.url, {
      loadRun: () => Promise.resolve(trace),
      protocol: "http/protobuf",
    });
    await telemetry.exportRun(trace.run.id);
    const [request] = otlp.received;
    expect(request!.headers["content-type"]).toBe("application/x-protobuf");
    const text = request!.raw;
    for (const name of [
      "invoke_agent parent",
      "invoke_agent child_a",
      "chat gpt-test",
      "execute_tool search_code",
    ]) {
      expect(text).toContain(name);
    }

    const refusing = await receiver(400);
    const refused = exporterTo(refusing.url, { loadRun: () => Promise.resolve(trace) });
    await expect(refused.exportRun(trace.run.id)).rejects.toThrow(
      `OpenTelemetry export of run ${trace.run.id} to ${refusing.url}/v1/traces failed:`,
    );
  });

  it("reads the standard OTLP variables; no endpoint, no export", () => {
    const loadRun = () => Promise.reject(new Error("unused"));
    expect(telemetryOptionsFromEnv({}, loadRun)).toBeNull();
    expect(
      telemetryOptionsFromEnv(
        {
          OTEL_EXPORTER_OTLP_ENDPOINT: "https://cloud.langfuse.com/api/public/otel/",
          OTEL_EXPORTER_OTLP_HEADERS: "Authorization=Basic%20cGs6c2s=,x-team=debrief",
        },
        loadRun,
      ),
    ).toMatchObject({
      tracesUrl: "https://cloud.langfuse.com/api/public/otel/v1/traces",
      headers: { Authorization: "Basic cGs6c2s=", "x-team": "debrief" },
      protocol: "http/protobuf",
      serviceName: "debrief",
      captureContent: false,
    });
    expect(
      telemetryOptionsFromEnv(
        {
          OTEL_EXPORTER_OTLP_ENDPOINT: "http://localhost:6006",
          OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://localhost:6006/v1/traces",
          OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: "http/json",
          OTEL_SERVICE_NAME: "debrief-staging",
          OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: "true",
        },
        loadRun,
      ),
    ).toMatchObject({
      tracesUrl: "http://localhost:6006/v1/traces",
      headers: {},
      protocol: "http/json",
      serviceName: "debrief-staging",
      captureContent: true,
    });
  });
});
