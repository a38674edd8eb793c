import { afterEach, describe, expect, it } from "vitest";
import { ProviderError } from "../../errors";
import { manualClock } from "../../testing/manual-clock";
import {
  startFakeApiServer,
  type FakeApiServer,
  type FakeReply,
} from "./__fixtures__/fake-api-server";
import { createHttpTransport, redactSecrets } from "./http-transport";

let server: FakeApiServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function serve(replies: FakeReply[]) {
  server = await startFakeApiServer(
    (_request, index) => replies[Math.min(index, replies.length - 1)]!,
  );
  return server;
}

/**
 * A server that receives requests and never answers them (until it is closed): only the
 * transport's own timeout or an abort can end a call. `received` resolves with the first one.
 */
async function silentServer() {
  let arrived: () => void = () => undefined;
  const received = new Promise<void>((resolve) => (arrived = resolve));
  server = await startFakeApiServer(() => {
    arrived();
    return new Promise<never>(() => undefined);
  });
  return { fake: server, received };
}

function post(url: string, signal = new AbortController().signal) {
  return { url, headers: { authorization: "Bearer sk-secret-key-123" }, body: "{}", signal };
}

describe("HTTP transport: timeout and bounded retry for model calls", () => {
  it("retries 429 and 5xx with backoff (Retry-After wins), reports each retry, and stops at the bound", async () => {
    const fake = await serve([
      {
        status: 429,
        json: { error: { message: "Rate limit reached" } },
        headers: { "retry-after": "2" },
      },
      { status: 503, json: { error: { message: "overloaded" } } },
      { status: 200, json: { ok: true } },
    ]);
    const waits: number[] = [];
    const transport = createHttpTransport({ sleep: async (ms) => void waits.push(ms) });
    const reply = await transport.post(post(fake.url));
    expect(reply.status).toBe(200);
    expect(reply.attempts).toBe(3);
    expect(waits).toEqual([2000, 1000]);
    expect(reply.notes).toEqual([
      'attempt 1 of 3: HTTP 429 ({"error":{"message":"Rate limit reached"}}); retried after 2000 ms',
      'attempt 2 of 3: HTTP 503 ({"error":{"message":"overloaded"}}); retried after 1000 ms',
    ]);
    expect(fake.requests).toHaveLength(3);
  });

  it("returns the last 5xx after maxRetries and never retries a 4xx", async () => {
    const fake = await serve([{ status: 500, json: { error: { message: "boom" } } }]);
    const transport = createHttpTransport({ maxRetries: 1, sleep: async () => undefined });
    const reply = await transport.post(post(fake.url));
    expect([reply.status, reply.attempts, fake.requests.length]).toEqual([500, 2, 2]);

    const bad = await startFakeApiServer(() => ({
      status: 400,
      json: { error: { message: "bad" } },
    }));
    const once = await createHttpTransport({ sleep: async () => undefined }).post(post(bad.url));
    expect([once.status, once.attempts, bad.requests.length, once.notes]).toEqual([400, 1, 1, []]);
    await bad.close();
  });

  it("a reply slower than the timeout is a ProviderError without a status, not retried", async () => {
    const { fake, received } = await silentServer();
    // The limit runs on a manual clock: it passes once the request is in, and only then.
    const clock = manualClock();
    const transport = createHttpTransport({ timeoutMs: 50, clock });
    const pending = transport.post(post(fake.url)).catch((caught: unknown) => caught);
    await received;
    await clock.advance(50);
    const error = await pending;
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBeNull();
    expect((error as ProviderError).message).toMatch(
      /^no complete reply from 127\.0\.0\.1:\d+ within 50 ms$/,
    );
    expect(fake.requests).toHaveLength(1);
  });

  it("an unreachable server is a ProviderError naming the URL", async () => {
    const error = await createHttpTransport()
      .post(post("http://127.0.0.1:9/v1/responses"))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toMatch(
      /^could not reach http:\/\/127\.0\.0\.1:9\/v1\/responses/,
    );
  });

  it("never lets a key through: headers carry it, reply texts and errors have it redacted", async () => {
    const fake = await serve([
      {
        status: 401,
        json: { error: { message: "Incorrect API key provided: sk-secret-key-123" } },
      },
    ]);
    const transport = createHttpTransport({ secrets: ["sk-secret-key-123"] });
    const reply = await transport.post(post(fake.url));
    expect(fake.requests[0]!.headers.authorization).toBe("Bearer sk-secret-key-123");
    expect(fake.requests[0]!.raw).toBe("{}");
    expect(reply.text).toBe('{"error":{"message":"Incorrect API key provided: [redacted]"}}');
    expect(redactSecrets("short", ["short"])).toBe("short");
  });

  it("an abort from the loop (cancel or model deadline) ends the call", async () => {
    const { fake, received } = await silentServer();
    const controller = new AbortController();
    const pending = createHttpTransport().post(post(fake.url, controller.signal));
    await received; // the call is on the server, waiting for a reply that never comes
    controller.abort();
    await expect(pending).rejects.toThrow("request aborted");
  });
});
