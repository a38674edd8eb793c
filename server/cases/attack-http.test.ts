import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HTTP_BOUNDARY, isAllowedHost, isAllowedOrigin } from "../api/http-boundary";
import { createCaller } from "../api/root";
import { createTrpcHandler } from "../api/trpc-handler";
import { CorrectionRateLimiter } from "../features/corrections/correction-rate-limit";
import { storedText } from "../testing/stored-text";
import { createTestServicesWithSampleRun, type TestServices } from "../testing/test-services";
import { heldRun } from "../testing/held-run";
import { expectTrpcError } from "../testing/trpc-errors";

/**
 * Issue 9's HTTP attacks against the real tRPC handler (server/api/trpc-handler.ts) on test
 * services: DNS rebinding (a foreign Host), a cross-site POST (a foreign Origin), a 64 MB body,
 * a batch of 100 × runs.get, audit.summaries with 1,000 ids and 3,000 corrections. Each is
 * refused with its exact status and message before any procedure runs, and nothing stored
 * changes.
 */

const BASE = "http://127.0.0.1:3000";
let setup: TestServices & { runId: string };
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  setup = await createTestServicesWithSampleRun();
  const admin = await setup.userAs("admin");
  handle = createTrpcHandler({
    context: () => Promise.resolve({ ...setup.services, user: admin }),
    boundary: { ...DEFAULT_HTTP_BOUNDARY, baseUrl: BASE },
  });
});

afterAll(async () => {
  await setup.disconnect();
});

/** A tRPC POST of runs.start (superjson body), with the given headers. */
function startRunRequest(headers: Record<string, string>): Request {
  return new Request(`${BASE}/api/trpc/runs.start`, {
    method: "POST",
    headers: { "content-type": "application/json", host: "127.0.0.1:3000", ...headers },
    body: JSON.stringify({ json: { question: "Injected question", workspaceId: "ledgerline" } }),
  });
}

async function errorOf(response: Response): Promise<{ status: number; message: string }> {
  const body = (await response.json()) as { error: { message: string } };
  return { status: response.status, message: body.error.message };
}

describe("Host and Origin", () => {
  it("DNS rebinding: a foreign Host is refused with 403 before any procedure runs", async () => {
    const before = await storedText(setup.services.prisma);
    const response = await handle(startRunRequest({ host: "evil.example:3000" }));
    expect(await errorOf(response)).toEqual({
      status: 403,
      message:
        'host "evil.example:3000" is not this server\'s (127.0.0.1:3000 or a loopback name); set DEBRIEF_BASE_URL to the URL you open',
    });
    expect(await storedText(setup.services.prisma)).toEqual(before);
  });

  it("a cross-site POST (foreign Origin, or Sec-Fetch-Site cross-site) is refused with 403", async () => {
    const before = await storedText(setup.services.prisma);
    expect(
      await errorOf(await handle(startRunRequest({ origin: "https://evil.example" }))),
    ).toEqual({
      status: 403,
      message:
        "cross-origin request from https://evil.example refused; only http://127.0.0.1:3000 and loopback pages may call this API",
    });
    expect(
      await errorOf(await handle(startRunRequest({ "sec-fetch-site": "cross-site" }))),
    ).toEqual({ status: 403, message: "cross-site request refused" });
    expect(await storedText(setup.services.prisma)).toEqual(before);
  });

  it("the rule: the base URL's host, or a loopback name on any port; same for Origin", async () => {
    expect(isAllowedHost("127.0.0.1:3000", BASE)).toBe(true);
    expect(isAllowedHost("localhost:3202", BASE)).toBe(true);
    expect(isAllowedHost("[::1]:3100", BASE)).toBe(true);
    expect(isAllowedHost("debrief.example", "https://debrief.example")).toBe(true);
    expect(isAllowedHost("debrief.example:8443", "https://debrief.example")).toBe(false);
    expect(isAllowedHost("evil.example", BASE)).toBe(false);
    expect(isAllowedHost("127.0.0.1.evil.example", BASE)).toBe(false);
    expect(isAllowedHost(null, BASE)).toBe(false);
    expect(isAllowedOrigin("http://localhost:3202", BASE)).toBe(true);
    expect(isAllowedOrigin("https://debrief.example", "https://debrief.example")).toBe(true);
    expect(isAllowedOrigin("http://evil.example", BASE)).toBe(false);
    expect(isAllowedOrigin("file://", BASE)).toBe(false);
  });

  it("a same-origin request from the page passes and runs the procedure", async () => {
    const response = await handle(
      new Request(`${BASE}/api/trpc/health.check`, {
        headers: { host: "localhost:3202", origin: "http://localhost:3202" },
      }),
    );
    expect(response.status).toBe(200);
  });
});

describe("sizes", () => {
  it("a 64 MB body gets 413 from its Content-Length, before any of it is read", async () => {
    const before = await storedText(setup.services.prisma);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 65_536;
        controller.enqueue(new Uint8Array(65_536));
      },
    });
    const request = new Request(`${BASE}/api/trpc/runs.start`, {
      method: "POST",
      headers: { host: "127.0.0.1:3000", "content-length": String(64 * 1024 * 1024) },
      body,
      duplex: "half",
    } as RequestInit);
    expect(await errorOf(await handle(request))).toEqual({
      status: 413,
      message:
        "the request body is 67108864 bytes (64 MiB), over the limit of 1048576 bytes (1 MiB; DEBRIEF_MAX_BODY_BYTES)",
    });
    expect(pulled).toBeLessThanOrEqual(65_536); // at most the stream's first buffered chunk
    expect(await storedText(setup.services.prisma)).toEqual(before);
  });

  it("a 64 MB body without Content-Length gets 413 once the count passes the limit", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 64 * 1024 * 1024) return controller.close();
        pulled += 65_536;
        controller.enqueue(new Uint8Array(65_536));
      },
    });
    const request = new Request(`${BASE}/api/trpc/runs.start`, {
      method: "POST",
      headers: { host: "127.0.0.1:3000" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(await errorOf(await handle(request))).toEqual({
      status: 413,
      message:
        "the request body is more than 1048576 bytes, over the limit of 1048576 bytes (1 MiB; DEBRIEF_MAX_BODY_BYTES)",
    });
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
  });

  it("one GET batching 100 × runs.get is refused with 400; 10 pass", async () => {
    const paths = (count: number) => Array.from({ length: count }, () => "runs.get").join(",");
    const input = (count: number) =>
      encodeURIComponent(
        JSON.stringify(
          Object.fromEntries(
            Array.from({ length: count }, (_, index) => [index, { json: { runId: setup.runId } }]),
          ),
        ),
      );
    const request = (count: number) =>
      new Request(`${BASE}/api/trpc/${paths(count)}?batch=1&input=${input(count)}`, {
        headers: { host: "127.0.0.1:3000" },
      });
    expect(await errorOf(await handle(request(100)))).toEqual({
      status: 400,
      message: "a batch may hold at most 10 calls; this one has 100 (DEBRIEF_MAX_BATCH_CALLS)",
    });
    const ten = await handle(request(10));
    expect(ten.status).toBe(200);
    expect(((await ten.json()) as unknown[]).length).toBe(10);
  });

  it("a batch whose responses pass the response limit gets 413", async () => {
    const admin = await setup.userAs("admin");
    const small = createTrpcHandler({
      context: () => Promise.resolve({ ...setup.services, user: admin }),
      boundary: { ...DEFAULT_HTTP_BOUNDARY, baseUrl: BASE, maxBatchResponseBytes: 10_000 },
    });
    const input = encodeURIComponent(
      JSON.stringify({ 0: { json: { runId: setup.runId } }, 1: { json: { runId: setup.runId } } }),
    );
    const response = await small(
      new Request(`${BASE}/api/trpc/runs.get,runs.get?batch=1&input=${input}`, {
        headers: { host: "127.0.0.1:3000" },
      }),
    );
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toMatch(
      /^the 2 batched responses come to \d+ bytes, over the limit of 10000; ask for fewer at once$/,
    );
  });
});

describe("batches named with an encoded comma", () => {
  const runGetInput = (count: number) =>
    encodeURIComponent(
      JSON.stringify(
        Object.fromEntries(
          Array.from({ length: count }, (_, index) => [index, { json: { runId: setup.runId } }]),
        ),
      ),
    );

  it("a GET of 60 × runs.get joined by %2C is counted as 60 calls and refused with 400", async () => {
    const paths = Array.from({ length: 60 }, () => "runs.get").join("%2C");
    const response = await handle(
      new Request(`${BASE}/api/trpc/${paths}?batch=1&input=${runGetInput(60)}`, {
        headers: { host: "127.0.0.1:3000" },
      }),
    );
    expect(await errorOf(response)).toEqual({
      status: 400,
      message: "a batch may hold at most 10 calls; this one has 60 (DEBRIEF_MAX_BATCH_CALLS)",
    });
  });

  it("a POST of 15 × runs.start joined by %2C is refused with 400 and starts no run", async () => {
    const before = await storedText(setup.services.prisma);
    const runsBefore = await setup.services.prisma.run.count();
    const body = Object.fromEntries(
      Array.from({ length: 15 }, (_, index) => [
        index,
        { json: { question: `Batched question ${index}`, workspaceId: "ledgerline" } },
      ]),
    );
    const response = await handle(
      new Request(`${BASE}/api/trpc/${Array(15).fill("runs.start").join("%2C")}?batch=1`, {
        method: "POST",
        headers: { "content-type": "application/json", host: "127.0.0.1:3000" },
        body: JSON.stringify(body),
      }),
    );
    expect(await errorOf(response)).toEqual({
      status: 400,
      message: "a batch may hold at most 10 calls; this one has 15 (DEBRIEF_MAX_BATCH_CALLS)",
    });
    expect(await setup.services.prisma.run.count()).toBe(runsBefore);
    expect(await storedText(setup.services.prisma)).toEqual(before);
  });

  it("the response limit counts %2C-joined calls too: 2 runs.get over the limit get 413", async () => {
    const admin = await setup.userAs("admin");
    const small = createTrpcHandler({
      context: () => Promise.resolve({ ...setup.services, user: admin }),
      boundary: { ...DEFAULT_HTTP_BOUNDARY, baseUrl: BASE, maxBatchResponseBytes: 10_000 },
    });
    const response = await small(
      new Request(`${BASE}/api/trpc/runs.get%2Cruns.get?batch=1&input=${runGetInput(2)}`, {
        headers: { host: "127.0.0.1:3000" },
      }),
    );
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toMatch(
      /^the 2 batched responses come to \d+ bytes, over the limit of 10000; ask for fewer at once$/,
    );
  });

  it("a path that is not valid URL encoding is refused with 400", async () => {
    const response = await handle(
      new Request(`${BASE}/api/trpc/runs.get%E0%A4%A?batch=1&input=${runGetInput(1)}`, {
        headers: { host: "127.0.0.1:3000" },
      }),
    );
    expect(await errorOf(response)).toEqual({
      status: 400,
      message: "the request path is not valid URL encoding",
    });
  });
});

describe("lists of any length", () => {
  it("audit.summaries answers for 1,000 run ids (and more), the audited one included", async () => {
    await setup.caller.audit.get({ runId: setup.runId });
    const ids = [setup.runId, ...Array.from({ length: 999 }, (_, index) => `run_none_${index}`)];
    const summaries = await setup.caller.audit.summaries({ runIds: ids });
    expect(summaries.map((summary) => summary.runId)).toEqual([setup.runId]);
  });

  it("runs.list pages newest first with a cursor and the total", async () => {
    for (let index = 0; index < 3; index += 1) {
      const { runId } = await setup.caller.runs.start({
        question: `Paged question ${index}`,
        workspaceId: "ledgerline",
        scenario: "auto",
      });
      await setup.services.manager.get(runId)?.whenTerminal();
    }
    const first = await setup.caller.runs.list({ limit: 2 });
    expect(first.total).toBe(4);
    expect(first.runs).toHaveLength(2);
    const second = await setup.caller.runs.list({ limit: 2, cursor: first.nextCursor });
    expect(second.nextCursor).toBeNull();
    const all = [...first.runs, ...second.runs];
    expect(new Set(all.map((run) => run.id)).size).toBe(4);
    const created = all.map((run) => run.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    await expectTrpcError(
      setup.caller.runs.list({ cursor: "run_nope" }),
      "NOT_FOUND",
      "unknown cursor: run_nope",
    );
  });
});

describe("corrections", () => {
  it("3,000 corrections to one agent: the rate limit answers 429 past the bucket; the inbox caps what waits", async () => {
    let now = 1_000_000;
    // The services with a limiter on a clock the test moves (the caller's context holds it).
    const caller = createCaller({
      ...setup.services,
      correctionLimiter: new CorrectionRateLimiter({ perMinute: 12, now: () => now }),
      user: await setup.userAs("admin"),
    });
    const { handle: handleRun, child, release } = await heldRun(setup, "run_flood");
    const send = (index: number) =>
      caller.corrections.send({
        runId: handleRun.runId,
        agentId: child.id,
        text: `Correction ${index}`,
      });
    let accepted = 0;
    const refusals = new Map<string, number>();
    for (let index = 0; index < 3000; index += 1) {
      try {
        await send(index);
        accepted += 1;
      } catch (error) {
        const message = (error as Error).message;
        refusals.set(message, (refusals.get(message) ?? 0) + 1);
      }
    }
    expect(accepted).toBe(12);
    expect([...refusals.entries()]).toEqual([
      [
        `too many corrections for agent ${child.id}: at most 12 a minute; the next one can be sent in 5 s`,
        2988,
      ],
    ]);
    await expectTrpcError(send(3000), "TOO_MANY_REQUESTS", /^too many corrections for agent/);
    // Ten minutes later the bucket is full again, but the inbox holds at most 20 waiting.
    now += 10 * 60_000;
    for (let index = 0; index < 8; index += 1) await send(3001 + index);
    await expectTrpcError(
      send(4000),
      "TOO_MANY_REQUESTS",
      `agent ${child.id} already has 20 corrections waiting (the most an inbox holds is 20); send more once it has consumed them`,
    );
    const stored = await setup.services.prisma.correction.count({ where: { agentId: child.id } });
    expect(stored).toBe(20);
    release();
    await handleRun.done;
  }, 90_000);

  it("an agent that used up its rate and then ended answers 409 (closed for good), never 429 (retry)", async () => {
    const caller = createCaller({
      ...setup.services,
      correctionLimiter: new CorrectionRateLimiter({ perMinute: 2, now: () => 5_000_000 }),
      user: await setup.userAs("admin"),
    });
    const { handle: handleRun, child, release } = await heldRun(setup, "run_flood_then_cancel");
    const send = (text: string) =>
      caller.corrections.send({ runId: handleRun.runId, agentId: child.id, text });
    await send("first");
    await send("second");
    await expectTrpcError(send("third"), "TOO_MANY_REQUESTS", /^too many corrections for agent/);
    await caller.runs.cancel({ runId: handleRun.runId });
    release();
    await handleRun.done;
    await expectTrpcError(send("after the cancel"), "CONFLICT", /corrections are closed/);
  }, 60_000);
});
