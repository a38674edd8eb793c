import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One OTLP/HTTP request as the receiver got it. */
export interface ReceivedExport {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

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
 * An OTLP/HTTP receiver on 127.0.0.1, port 0, for tests: records every request and answers
 * `status` (200 by default) with an empty body. `next()` resolves with the next request.
 */
export async function startOtlpReceiver(status = 200) {
  const received: ReceivedExport[] = [];
  const waiting: ((request: ReceivedExport) => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = {
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      received.push(entry);
      response.writeHead(status, {
        "content-type": request.headers["content-type"] ?? "application/json",
      });
      response.end(status === 200 ? "" : "refused by the test receiver");
      waiting.shift()?.(entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    next(): Promise<ReceivedExport> {
      return new Promise((resolve) => waiting.push(resolve));
    },
    close(): Promise<void> {
      return new Promise((resolve) => server.close(() => resolve()));
    },
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
export function decodeOtlpJson(body: Buffer): {
  resource: Record<string, unknown>;
  spans: ReceivedSpan[];
} {
  const request = JSON.parse(body.toString("utf8")) as {
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
