import type http from "node:http";
import { Readable } from "node:stream";
import { boundaryError } from "../../server/api/http-boundary";

/**
 * The fetch Request of a node:http request (the bench web process, load-web.ts), or a 400
 * response when its Host and path make no URL a Request takes: `Host: 127.0.0.1:3390@evil.example`
 * reads as credentials (`new Request` throws "Request cannot be constructed from a URL that
 * includes credentials"), and a Host with a space is no URL at all. Without this the throw
 * escaped the server's request callback and ended the process.
 */
export function webRequestOf(
  incoming: http.IncomingMessage,
  signal: AbortSignal,
): Request | Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const host = incoming.headers.host ?? "127.0.0.1";
  const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
  try {
    return new Request(`http://${host}${incoming.url ?? "/"}`, {
      method: incoming.method,
      headers,
      body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
      signal,
      // @ts-expect-error: Node's fetch needs duplex for a streamed body (not in the DOM types).
      duplex: "half",
    });
  } catch (error) {
    return boundaryError(
      400,
      "BAD_REQUEST",
      `the Host header and path do not make a valid URL (host "${host}"): ${(error as Error).message}`,
    );
  }
}
