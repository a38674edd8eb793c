import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import type { Env } from "../env";
import { PROCEDURE_BODY_BYTES } from "./body-limits";
/**
 * The HTTP boundary of every API route (the tRPC handler; the sign-in route can reuse it):
 * checks that run before any procedure, each answering with a JSON error and its status.
 *
 * Host and Origin (DNS rebinding, cross-site requests) — the rule:
 * - Host: accepted when it is the configured base URL's host (DEBRIEF_BASE_URL, host and
 *   port), or a loopback name (`localhost`, `127.x.x.x`, `[::1]`) on any port, so
 *   `npm run app` and test servers on other ports work. A page on a rebound domain
 *   (evil.example resolving to 127.0.0.1) sends its own name as Host and is refused: 403.
 * - Origin: when a browser sends one, it must be the base URL's origin or a loopback origin
 *   (http or https, any port); `Sec-Fetch-Site: cross-site` is refused as well: 403. A client
 *   that sends neither (curl, scripts) is not a browser page and passes.
 * Size: a body over `maxBodyBytes` is refused with 413 — from Content-Length before reading,
 * or while streaming once the count passes the limit (the rest is not read); the message says
 * the size, the limit and what sets it. A few procedures take larger inputs and have their own
 * limit (`procedureBodyBytes`, body-limits.ts: audit.auditAnswer and datasets.import). A tRPC batch of
 * more than `maxBatchCalls` calls gets 400 before anything runs (calls counted on the decoded
 * path, as tRPC splits it: `%2C` separates calls too; a path that does not decode gets 400); the response of a batch of
 * several calls over `maxBatchResponseBytes` is replaced by 413 (ask for fewer per batch).
 *
 * Every refusal is JSON `{ error: { code, message, json } }`: `code` and `message` for any
 * client, and `json` the error as tRPC's client decodes it (superjson's envelope with the
 * JSON-RPC code and `data.code`/`data.httpStatus`), so the UI shows the message instead of
 * "Unable to transform response from server".
 */

/** The limits and the base URL the boundary checks against. */
export interface HttpBoundaryOptions {
  /** The app's public URL, e.g. http://127.0.0.1:3000 (DEBRIEF_BASE_URL). */
  baseUrl: string;
  /** Largest request body, bytes (DEBRIEF_MAX_BODY_BYTES; default 1 MiB). */
  maxBodyBytes: number;
  /** Most calls in one tRPC batch (DEBRIEF_MAX_BATCH_CALLS; default 10). */
  maxBatchCalls: number;
  /** Largest response of a batch of several calls, bytes (default 8 MiB). */
  maxBatchResponseBytes: number;
  /** Procedures with a larger body limit than maxBodyBytes (bytes; body-limits.ts). */
  procedureBodyBytes?: Readonly<Record<string, number>>;
}

/** The defaults of HttpBoundaryOptions. */
export const DEFAULT_HTTP_BOUNDARY: HttpBoundaryOptions = {
  baseUrl: "http://127.0.0.1:3000",
  maxBodyBytes: 1024 * 1024,
  maxBatchCalls: 10,
  maxBatchResponseBytes: 8 * 1024 * 1024,
  procedureBodyBytes: PROCEDURE_BODY_BYTES,
};

/** The boundary as the environment configures it (server/env.ts). */
export function boundaryOptionsFromEnv(
  env: Pick<
    Env,
    | "DEBRIEF_BASE_URL"
    | "DEBRIEF_MAX_BODY_BYTES"
    | "DEBRIEF_MAX_BATCH_CALLS"
    | "DEBRIEF_MAX_BATCH_RESPONSE_BYTES"
  >,
): HttpBoundaryOptions {
  return {
    baseUrl: env.DEBRIEF_BASE_URL,
    maxBodyBytes: env.DEBRIEF_MAX_BODY_BYTES,
    maxBatchCalls: env.DEBRIEF_MAX_BATCH_CALLS,
    maxBatchResponseBytes: env.DEBRIEF_MAX_BATCH_RESPONSE_BYTES,
    procedureBodyBytes: PROCEDURE_BODY_BYTES,
  };
}

/**
 * A JSON error response with the HTTP status: `{ error: { code, message, json } }`, `json`
 * being the same error in the shape tRPC's client decodes (see the module comment).
 */
export function boundaryError(
  status: number,
  code: TRPC_ERROR_CODE_KEY,
  message: string,
): Response {
  const json = { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus: status } };
  return Response.json({ error: { code, message, json } }, { status });
}

/** A size in bytes for people: "6 MiB", "2.3 MiB", "512 KiB", "900 bytes". */
export function readableBytes(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024, "MiB"],
    [1024, "KiB"],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) {
      const value = bytes / size;
      return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
    }
  }
  return `${bytes} bytes`;
}

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** host[:port] → { hostname, port } with the scheme's default port filled in. */
function splitHost(host: string, defaultPort: string): { hostname: string; port: string } {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  if (match === null) return { hostname: "", port: "" };
  return { hostname: match[1]!, port: match[2] ?? defaultPort };
}

function defaultPortOf(protocol: string): string {
  return protocol === "https:" ? "443" : "80";
}

/** True when `host` (a Host header) is the base URL's host or a loopback name. */
export function isAllowedHost(host: string | null, baseUrl: string): boolean {
  if (host === null || host.trim() === "") return false;
  const base = new URL(baseUrl);
  const wanted = splitHost(base.host, defaultPortOf(base.protocol));
  const given = splitHost(host, defaultPortOf(base.protocol));
  if (given.hostname === "") return false;
  if (LOOPBACK_HOST.test(given.hostname)) return true;
  return given.hostname === wanted.hostname && given.port === wanted.port;
}

/** True when `origin` (an Origin header) is the base URL's origin or a loopback origin. */
export function isAllowedOrigin(origin: string, baseUrl: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  if (LOOPBACK_HOST.test(parsed.hostname)) return true;
  return parsed.origin === new URL(baseUrl).origin;
}

/** 403 for a foreign Host, a foreign Origin or a cross-site fetch; null when allowed. */
export function checkHostAndOrigin(request: Request, baseUrl: string): Response | null {
  const host = request.headers.get("host");
  if (!isAllowedHost(host, baseUrl)) {
    return boundaryError(
      403,
      "FORBIDDEN",
      `host "${host ?? ""}" is not this server's (${new URL(baseUrl).host} or a loopback name); set DEBRIEF_BASE_URL to the URL you open`,
    );
  }
  const origin = request.headers.get("origin");
  if (origin !== null && origin !== "null" && !isAllowedOrigin(origin, baseUrl)) {
    return boundaryError(
      403,
      "FORBIDDEN",
      `cross-origin request from ${origin} refused; only ${new URL(baseUrl).origin} and loopback pages may call this API`,
    );
  }
  if (origin === "null" || request.headers.get("sec-fetch-site") === "cross-site") {
    return boundaryError(403, "FORBIDDEN", "cross-site request refused");
  }
  return null;
}

/**
 * The number of calls a tRPC request carries (the comma-separated paths of a batch, counted on
 * the decoded path as tRPC reads it, so `runs.get%2Cruns.get` is two calls); null when the
 * path does not decode (a malformed escape such as `%E0%A4%A`).
 */
export function batchCallCount(request: Request, endpoint: string): number | null {
  const paths = callPaths(request, endpoint);
  if (paths === null) return null;
  const url = new URL(request.url);
  if (url.searchParams.get("batch") !== "1") return 1;
  return paths.length;
}

/**
 * The procedure paths a request names after `endpoint` ("audit.auditAnswer", a batch's list):
 * the path is decoded first and split on "," after, as tRPC does (an encoded comma separates
 * calls too); null when it does not decode.
 */
export function callPaths(request: Request, endpoint: string): string[] | null {
  const raw = new URL(request.url).pathname.slice(endpoint.length).replace(/^\/+/, "");
  let paths: string;
  try {
    paths = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return paths === "" ? [] : paths.split(",");
}

/**
 * The body limit of a request: maxBodyBytes, or the largest procedureBodyBytes of its calls
 * when that is larger; `what` names whose limit it is for the message.
 */
export function bodyLimitOf(
  request: Request,
  options: Pick<HttpBoundaryOptions, "maxBodyBytes" | "procedureBodyBytes">,
  endpoint: string,
): { maxBytes: number; what: string } {
  let limit = { maxBytes: options.maxBodyBytes, what: "DEBRIEF_MAX_BODY_BYTES" };
  for (const path of callPaths(request, endpoint) ?? []) {
    const own = options.procedureBodyBytes?.[path];
    if (own !== undefined && own > limit.maxBytes)
      limit = { maxBytes: own, what: `${path}'s limit` };
  }
  return limit;
}

/**
 * The request with its body read into memory, or 413 when it is larger than `maxBytes`
 * (known from Content-Length before reading, or counted while streaming; the rest of the
 * stream is cancelled, never read). `what` names the limit in the message (default
 * DEBRIEF_MAX_BODY_BYTES): "the request body is 2400000 bytes (2.3 MiB), over the limit of
 * 1048576 bytes (1 MiB; DEBRIEF_MAX_BODY_BYTES)".
 */
export async function readBoundedBody(
  request: Request,
  maxBytes: number,
  what = "DEBRIEF_MAX_BODY_BYTES",
): Promise<Request | Response> {
  const tooLarge = (size: string) =>
    boundaryError(
      413,
      "PAYLOAD_TOO_LARGE",
      `the request body is ${size}, over the limit of ${maxBytes} bytes (${readableBytes(maxBytes)}; ${what})`,
    );
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    return tooLarge(`${declared} bytes (${readableBytes(Number(declared))})`);
  }
  if (request.body === null) return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return tooLarge(`more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
  });
}

/**
 * Every check that runs before a procedure: Host and Origin (403), the batch size (400), the
 * body size (413). Returns the request to handle (its body read) or the error response.
 */
export async function guardApiRequest(
  request: Request,
  options: HttpBoundaryOptions,
  endpoint: string,
): Promise<Request | Response> {
  const refused = checkHostAndOrigin(request, options.baseUrl);
  if (refused !== null) return refused;
  const calls = batchCallCount(request, endpoint);
  if (calls === null) {
    return boundaryError(400, "BAD_REQUEST", "the request path is not valid URL encoding");
  }
  if (calls > options.maxBatchCalls) {
    return boundaryError(
      400,
      "BAD_REQUEST",
      `a batch may hold at most ${options.maxBatchCalls} calls; this one has ${calls} (DEBRIEF_MAX_BATCH_CALLS)`,
    );
  }
  if (request.method === "GET" || request.method === "HEAD") return request;
  const { maxBytes, what } = bodyLimitOf(request, options, endpoint);
  return readBoundedBody(request, maxBytes, what);
}

/**
 * The response of a batch of several calls, or 413 when its body is larger than
 * `maxBytes` (a single call's response, and streams such as subscriptions, pass unchanged).
 */
export async function boundBatchResponse(
  request: Request,
  response: Response,
  endpoint: string,
  maxBytes: number,
): Promise<Response> {
  const calls = batchCallCount(request, endpoint) ?? 1;
  const type = response.headers.get("content-type") ?? "";
  if (calls <= 1 || !type.includes("application/json")) return response;
  const body = await response.arrayBuffer();
  if (body.byteLength > maxBytes) {
    return boundaryError(
      413,
      "PAYLOAD_TOO_LARGE",
      `the ${calls} batched responses come to ${body.byteLength} bytes, over the limit of ${maxBytes}; ask for fewer at once`,
    );
  }
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
