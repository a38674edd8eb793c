import { ProviderError } from "../../errors";
import type { Clock } from "../../ports";
import { systemClock } from "../../system-clock";

/**
 * The thin HTTP transport under every real provider: one POST with a per-attempt timeout and a
 * bounded retry with exponential backoff for HTTP 429 and 5xx only (model calls, never tool
 * executions). Network errors and timeouts are not retried. Every retry is reported in `notes`
 * (they become the exchange's warnings, shown in the activity report).
 */

/** One POST. `body` is the exact JSON text recorded as the exchange's request body. */
export interface HttpRequest {
  url: string;
  /** Headers, including the API key; never recorded. */
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/** The last attempt's reply (any status) and what happened on the way. */
export interface HttpReply {
  status: number;
  /** The whole body as text (an SSE or NDJSON stream is read to its end). */
  text: string;
  contentType: string;
  /** One line per retried attempt, e.g. "attempt 1 of 3: HTTP 429 (…); retried after 500 ms". */
  notes: string[];
  /** Attempts made (1 when the first succeeded). */
  attempts: number;
}

export interface HttpTransport {
  /** Errors: ProviderError for timeouts, aborts and network failures (status null). */
  post(request: HttpRequest): Promise<HttpReply>;
}

export interface HttpTransportOptions {
  /** Per-attempt limit (ms) for the whole reply, stream included. Default 120 000. */
  timeoutMs?: number;
  /** The clock the per-attempt limit runs on (default: real time; tests pass a manual one). */
  clock?: Pick<Clock, "setTimer">;
  /** Retries after the first attempt for 429/5xx. Default 2 (3 attempts in all). */
  maxRetries?: number;
  /** Backoff before retry `n` (1-based), ms. Default 500·2^(n-1), at most 8 000; a Retry-After header (up to 30 s) wins. */
  backoffMs?: (retry: number, retryAfterMs: number | null) => number;
  /** Waits `ms` unless `signal` aborts. Injected by tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  fetch?: typeof fetch;
  /** Values (API keys) replaced by "[redacted]" in every reply text and error message. */
  secrets?: readonly string[];
}

/** True for statuses worth retrying a model call for: 429 and 5xx. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Replace every occurrence of a secret (8+ characters) with "[redacted]". */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= 8) result = result.split(secret).join("[redacted]");
  }
  return result;
}

function defaultBackoff(retry: number, retryAfterMs: number | null): number {
  if (retryAfterMs !== null) return Math.min(retryAfterMs, 30_000);
  return Math.min(500 * 2 ** (retry - 1), 8_000);
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new ProviderError("request aborted", null));
      return;
    }
    const onAbort = () => {
      clearTimeout(handle);
      reject(new ProviderError("request aborted", null));
    };
    const handle = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

function retryAfter(headers: Headers): number | null {
  const value = headers.get("retry-after");
  if (value === null) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

function shortMessage(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > 200 ? `${oneLine.slice(0, 200)}…` : oneLine;
}

/** A transport over `fetch` (Node 20's undici by default). */
export function createHttpTransport(options: HttpTransportOptions = {}): HttpTransport {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const clock = options.clock ?? systemClock;
  const maxRetries = Math.max(0, options.maxRetries ?? 2);
  const backoff = options.backoffMs ?? defaultBackoff;
  const sleep = options.sleep ?? defaultSleep;
  const doFetch = options.fetch ?? fetch;
  const secrets = options.secrets ?? [];
  const redact = (text: string) => redactSecrets(text, secrets);

  return {
    async post(request: HttpRequest): Promise<HttpReply> {
      const notes: string[] = [];
      const attempts = maxRetries + 1;
      for (let attempt = 1; ; attempt += 1) {
        const controller = new AbortController();
        let timedOut = false;
        const cancelTimer = clock.setTimer(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
        const forward = () => controller.abort();
        request.signal.addEventListener("abort", forward);
        if (request.signal.aborted) controller.abort();
        let status: number;
        let text: string;
        let contentType: string;
        let headers: Headers;
        try {
          const response = await doFetch(request.url, {
            method: "POST",
            headers: request.headers,
            body: request.body,
            signal: controller.signal,
          });
          status = response.status;
          headers = response.headers;
          contentType = response.headers.get("content-type") ?? "";
          text = redact(await response.text());
        } catch (error) {
          const detail = error instanceof Error ? error.message : String(error);
          const prior = notes.length > 0 ? ` (${notes.join("; ")})` : "";
          if (request.signal.aborted) throw new ProviderError(`request aborted${prior}`, null);
          if (timedOut) {
            throw new ProviderError(
              `no complete reply from ${new URL(request.url).host} within ${timeoutMs} ms${prior}`,
              null,
            );
          }
          const cause =
            error instanceof Error && error.cause instanceof Error
              ? `: ${error.cause.message}`
              : "";
          throw new ProviderError(
            redact(`could not reach ${request.url}: ${detail}${cause}${prior}`),
            null,
          );
        } finally {
          cancelTimer();
          request.signal.removeEventListener("abort", forward);
        }
        if (!isRetryableStatus(status) || attempt >= attempts) {
          return { status, text, contentType, notes, attempts: attempt };
        }
        const waitMs = backoff(attempt, retryAfter(headers));
        notes.push(
          `attempt ${attempt} of ${attempts}: HTTP ${status} (${shortMessage(text)}); retried after ${waitMs} ms`,
        );
        await sleep(waitMs, request.signal);
      }
    },
  };
}
