import superjson from "superjson";

/**
 * A minimal tRPC-over-HTTP client for the load bench: one procedure per request (no
 * batching), superjson as the app's transformer, and the time each call took (ms). Errors
 * reject with the procedure's message.
 */
export class TrpcHttp {
  constructor(private readonly baseUrl: string) {}

  private url(path: string, input?: unknown): string {
    const query =
      input === undefined
        ? ""
        : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
    return `${this.baseUrl}/api/trpc/${path}${query}`;
  }

  private async read<T>(path: string, response: Response): Promise<T> {
    const body = (await response.json()) as {
      result?: { data: Parameters<typeof superjson.deserialize>[0] };
      error?: { json?: { message?: string } };
    };
    if (!response.ok || body.result === undefined) {
      throw new Error(`${path}: ${response.status} ${body.error?.json?.message ?? "failed"}`);
    }
    return superjson.deserialize<T>(body.result.data);
  }

  /** A query; resolves with its result and how long it took (ms). */
  async query<T>(path: string, input?: unknown): Promise<{ value: T; ms: number }> {
    const started = performance.now();
    const response = await fetch(this.url(path, input), { headers: { origin: this.baseUrl } });
    const value = await this.read<T>(path, response);
    return { value, ms: performance.now() - started };
  }

  /** A mutation; resolves with its result and how long it took (ms). */
  async mutate<T>(path: string, input: unknown): Promise<{ value: T; ms: number }> {
    const started = performance.now();
    const response = await fetch(this.url(path), {
      method: "POST",
      headers: { "content-type": "application/json", origin: this.baseUrl },
      body: JSON.stringify(superjson.serialize(input)),
    });
    const value = await this.read<T>(path, response);
    return { value, ms: performance.now() - started };
  }

  /**
   * Subscribe to a subscription over SSE and resolve at its first tracked message (a `data:`
   * line with an `id:`: a live delta) with the time since subscribing (ms) and the message, then close it;
   * null when the stream ends without one. Rejects after `timeoutMs` or on an error event.
   */
  async firstTrackedMessage<T>(
    path: string,
    input: unknown,
    timeoutMs: number,
  ): Promise<{ ms: number; message: T; receivedAt: number } | null> {
    const started = performance.now();
    const aborted = new AbortController();
    const timer = setTimeout(() => aborted.abort(), timeoutMs);
    try {
      const response = await fetch(this.url(path, input), {
        headers: { accept: "text/event-stream", origin: this.baseUrl },
        signal: aborted.signal,
      });
      if (!response.ok || response.body === null) throw new Error(`${path}: ${response.status}`);
      const decoder = new TextDecoder();
      let text = "";
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        if (/^event: serialized-error$/m.test(text)) throw new Error(`${path}: ${text}`);
        const tracked = /^data: (.*)\nid: /m.exec(text);
        if (tracked !== null) {
          const receivedAt = Date.now();
          const message = superjson.deserialize<T>(JSON.parse(tracked[1]!));
          return { ms: performance.now() - started, message, receivedAt };
        }
      }
      return null; // the stream ended without a tracked message (the run had ended)
    } finally {
      clearTimeout(timer);
      aborted.abort();
    }
  }
}

/** The q-quantile (0..1) of `values` (nearest rank); NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
