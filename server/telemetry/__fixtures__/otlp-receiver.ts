import {
  startFakeApiServer,
  type CapturedRequest,
} from "../../runtime/providers/shared/__fixtures__/fake-api-server";

/** A decoded OTLP/JSON span (the fields the tests read). */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: Record<string, unknown>;
  events: { name: string; timeUnixNano: string; attributes: Record<string, unknown> }[];
  status: { code?: number; message?: string };
}

/**
 * An OTLP/HTTP receiver for tests, on the providers' fake API server (127.0.0.1, port 0): it
 * records every export and answers `status` (200 by default) with an empty body; `next()`
 * resolves with the next request.
 */
export async function startOtlpReceiver(status = 200) {
  const waiting: ((request: CapturedRequest) => void)[] = [];
  const server = await startFakeApiServer((request) => {
    waiting.shift()?.(request);
    return {
      status,
      text: status === 200 ? "" : "refused by the test receiver",
      contentType: String(request.headers["content-type"] ?? "application/json"),
    };
  });
  return {
    url: server.url,
    received: server.requests,
    next(): Promise<CapturedRequest> {
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => server.close(),
  };
}

/** Decode an OTLP/JSON attribute value. */
function valueOf(value: Record<string, unknown>): unknown {
  if ("stringValue" in value) return value.stringValue;
  if ("intValue" in value) return Number(value.intValue);
  if ("doubleValue" in value) return Number(value.doubleValue);
  if ("boolValue" in value) return value.boolValue;
  if ("arrayValue" in value) {
    const values = (value.arrayValue as { values?: Record<string, unknown>[] }).values ?? [];
    return values.map(valueOf);
  }
  return undefined;
}

function attributesOf(list: unknown): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const entry of (list ?? []) as { key: string; value: Record<string, unknown> }[]) {
    attributes[entry.key] = valueOf(entry.value);
  }
  return attributes;
}

/** The spans and resource attributes of an OTLP/JSON ExportTraceServiceRequest body. */
export function decodeOtlpJson(body: string): {
  resource: Record<string, unknown>;
  spans: ReceivedSpan[];
} {
  const request = JSON.parse(body) as {
    resourceSpans: {
      resource: { attributes: unknown };
      scopeSpans: { spans: Record<string, unknown>[] }[];
    }[];
  };
  const resourceSpans = request.resourceSpans[0]!;
  const spans = request.resourceSpans.flatMap((entry) =>
    entry.scopeSpans.flatMap((scope) =>
      scope.spans.map((span): ReceivedSpan => ({
        traceId: String(span.traceId),
        spanId: String(span.spanId),
        parentSpanId: String(span.parentSpanId ?? ""),
        name: String(span.name),
        kind: Number(span.kind),
        startTimeUnixNano: String(span.startTimeUnixNano),
        endTimeUnixNano: String(span.endTimeUnixNano),
        attributes: attributesOf(span.attributes),
        events: ((span.events ?? []) as Record<string, unknown>[]).map((event) => ({
          name: String(event.name),
          timeUnixNano: String(event.timeUnixNano),
          attributes: attributesOf(event.attributes),
        })),
        status: (span.status ?? {}) as ReceivedSpan["status"],
      })),
    ),
  );
  return { resource: attributesOf(resourceSpans.resource.attributes), spans };
}

/** Nanoseconds since the epoch of a recorded time in ms, as OTLP/JSON writes it. */
export function nanos(ms: number): string {
  return (BigInt(ms) * 1_000_000n).toString();
}
