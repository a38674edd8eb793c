import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server for hermetic provider tests: listens on 127.0.0.1 (port 0), captures
 * every request body and answers with what the test's responder returns (a recorded fixture,
 * an error, a stream). Nothing leaves the machine.
 */

/** A request as the fake server received it. */
export interface CapturedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The exact body text. */
  raw: string;
  /** The body parsed as JSON (null when it is not JSON). */
  body: Record<string, unknown> | null;
}

/** What the fake server answers: a JSON value (serialised) or a text body (SSE, NDJSON). */
export interface FakeReply {
  status?: number;
  json?: unknown;
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/**
 * Decides the reply to the `index`-th request (0-based). A reply that must wait waits on a
 * promise the test controls; one that never settles is a server that never answers (only the
 * client's timeout or abort ends that call).
 */
export type Responder = (request: CapturedRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface FakeApiServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  requests: CapturedRequest[];
  close(): Promise<void>;
}

/** Start the server; remember to `close()` it. */
export async function startFakeApiServer(responder: Responder): Promise<FakeApiServer> {
  const requests: CapturedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        body = null;
      }
      const request: CapturedRequest = {
        method: incoming.method ?? "",
        path: incoming.url ?? "",
        headers: incoming.headers,
        raw,
        body,
      };
      const index = requests.push(request) - 1;
      void (async () => {
        try {
          const reply = await responder(request, index);
          if (outgoing.destroyed) return;
          const text = reply.text ?? JSON.stringify(reply.json ?? {});
          outgoing.writeHead(reply.status ?? 200, {
            "content-type":
              reply.contentType ?? (reply.text === undefined ? "application/json" : "text/plain"),
            ...reply.headers,
          });
          outgoing.end(text);
        } catch (error) {
          outgoing.writeHead(599, { "content-type": "text/plain" });
          outgoing.end(`fake server responder failed: ${String(error)}`);
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Format events as a text/event-stream body (`event:` line only when named). */
export function sseBody(events: readonly { event?: string; data: unknown }[]): string {
  return events
    .map(
      ({ event, data }) =>
        `${event ? `event: ${event}\n` : ""}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`,
    )
    .join("");
}
