import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../testing/test-services";
import { DEFAULT_HTTP_BOUNDARY } from "./http-boundary";
import { createTrpcHandler, type RequestFacts } from "./trpc-handler";
import { inputIssueSentences } from "./trpc";

const BASE = "http://127.0.0.1:3000";
let setup: TestServices;
const seen: RequestFacts[] = [];
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  setup = await createTestServices();
  const admin = await setup.userAs("admin");
  handle = createTrpcHandler({
    context: (_request, facts) => {
      seen.push(facts);
      return Promise.resolve({ ...setup.services, user: facts.needsUser ? admin : null });
    },
    boundary: { ...DEFAULT_HTTP_BOUNDARY, baseUrl: BASE },
  });
});

afterAll(async () => {
  await setup.database.dispose();
});

const get = (path: string) =>
  handle(new Request(`${BASE}/api/trpc/${path}`, { headers: { host: "127.0.0.1:3000" } }));

describe("the session lookup of a tRPC request", () => {
  it("is skipped for the health check alone, which answers without a user", async () => {
    seen.length = 0;
    const response = await get("health.check");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: { json: { time: number } } } };
    expect(typeof body.result.data.json.time).toBe("number");
    expect(seen).toEqual([{ needsUser: false }]);
  });

  it("is made for any other procedure, and for a batch that mixes one in", async () => {
    seen.length = 0;
    expect((await get("runs.list")).status).toBe(200);
    const batch = await get("health.check,runs.list?batch=1&input=%7B%7D");
    expect(batch.status).toBe(200);
    expect(seen).toEqual([{ needsUser: true }, { needsUser: true }]);
  });
});

describe("a refused call's wait", () => {
  it("is sent as Retry-After (seconds) with the 429", async () => {
    const full = { maxQueuedRuns: 1, countQueued: () => Promise.resolve(1) };
    const admin = await setup.userAs("admin");
    const limited = createTrpcHandler({
      context: () => Promise.resolve({ ...setup.services, queueRoom: full, user: admin }),
      boundary: { ...DEFAULT_HTTP_BOUNDARY, baseUrl: BASE },
    });
    const response = await limited(
      new Request(`${BASE}/api/trpc/runs.start`, {
        method: "POST",
        headers: { host: "127.0.0.1:3000", "content-type": "application/json" },
        body: JSON.stringify({ json: { question: "one more", workspaceId: "ledgerline" } }),
      }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
    expect((await get("runs.list")).headers.get("retry-after")).toBeNull();
  });
});

describe("a rejected input's message", () => {
  it("names each field and its rule in sentences, not zod's JSON", async () => {
    const response = await handle(
      new Request(`${BASE}/api/trpc/runs.start`, {
        method: "POST",
        headers: { host: "127.0.0.1:3000", "content-type": "application/json" },
        body: JSON.stringify({ json: { question: "x".repeat(4_001), workspaceId: "" } }),
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { json: { message: string } } };
    expect(body.error.json.message).toMatch(
      /^question: the question must be at most 4,000 characters; workspaceId: /,
    );
    expect(body.error.json.message).not.toContain("{");
  });
});

describe("inputIssueSentences", () => {
  it("names at most five issues and counts the rest; an issue of the whole input has no path", () => {
    const seven = z.object(
      Object.fromEntries(["a", "b", "c", "d", "e", "f", "g"].map((key) => [key, z.string()])),
    );
    const parsed = seven.safeParse({});
    expect(parsed.success).toBe(false);
    expect(inputIssueSentences(parsed.error!)).toBe(
      [..."abcde"]
        .map((key) => `${key}: Invalid input: expected string, received undefined`)
        .concat("and 2 more")
        .join("; "),
    );
    const whole = z.string().safeParse(5);
    expect(inputIssueSentences(whole.error!)).toBe(
      "Invalid input: expected string, received number",
    );
  });
});
