import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorSentences } from "../../components/ui/error-sentences";
import { ledgerlineAuditFixture } from "../features/audit/labeled-set";
import { createTestServices, type TestServices } from "../testing/test-services";
import { bodyBytesForCharacters, PROCEDURE_BODY_BYTES } from "./body-limits";
import { DEFAULT_HTTP_BOUNDARY, readableBytes } from "./http-boundary";
import type { AppRouter } from "./root";
import { createTrpcHandler } from "./trpc-handler";

/**
 * The body limit (issue: auditing a pasted answer with ~2M characters of debriefs JSON hit the
 * 1 MiB limit, and the page said "Unable to transform response from server"): a 413 says the
 * size and the limit, tRPC's client decodes it, and audit.auditAnswer has its own bound.
 */

const BASE = "http://127.0.0.1:3000";
const MIB = 1024 * 1024;
let setup: TestServices;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  setup = await createTestServices();
  const admin = await setup.userAs("admin");
  handle = createTrpcHandler({
    context: () => Promise.resolve({ ...setup.services, user: admin }),
    boundary: { ...DEFAULT_HTTP_BOUNDARY, baseUrl: BASE },
  });
});

afterAll(async () => {
  await setup.database.dispose();
});

/** A tRPC POST of `path` with `input` (superjson), declaring its length unless `undeclared`. */
function post(path: string, input: unknown, { undeclared = false } = {}): Request {
  const body = JSON.stringify(superjson.serialize(input));
  const length = new TextEncoder().encode(body).byteLength;
  return new Request(`${BASE}/api/trpc/${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      host: "127.0.0.1:3000",
      ...(undeclared ? {} : { "content-length": String(length) }),
    },
    body,
  });
}

/** The debriefs of the ledgerline fixture as JSON of `characters` characters (inner spaces). */
function debriefsJson(characters: number): string {
  const json = JSON.stringify(ledgerlineAuditFixture().debriefs);
  return `[${" ".repeat(characters - json.length)}${json.slice(1)}`;
}

const OVERSTATED = "All 16 merchants are confirmed; nothing else breaks.";
const OVER_ONE_MIB =
  "the request body is 2400051 bytes (2.3 MiB), over the limit of 1048576 bytes (1 MiB; DEBRIEF_MAX_BODY_BYTES)";

describe("request body limits", () => {
  it("derives each large procedure's bound from its character limits (3 bytes a character)", () => {
    expect(bodyBytesForCharacters(2_050_000)).toBe(6 * MIB);
    expect(bodyBytesForCharacters(100_000)).toBe(1 * MIB);
    expect(PROCEDURE_BODY_BYTES).toEqual({
      "audit.auditAnswer": 6 * MIB,
      "datasets.import": 6 * MIB,
    });
    expect([readableBytes(6 * MIB), readableBytes(2_400_000), readableBytes(900)]).toEqual([
      "6 MiB",
      "2.3 MiB",
      "900 bytes",
    ]);
  });

  it("a body over the limit gets 413 saying its size and the limit", async () => {
    const question = "q".repeat(2_400_000);
    const declared = await handle(post("runs.start", { question, workspaceId: "ledgerline" }));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      error: {
        code: "PAYLOAD_TOO_LARGE",
        message: OVER_ONE_MIB,
        json: {
          message: OVER_ONE_MIB,
          code: -32013,
          data: { code: "PAYLOAD_TOO_LARGE", httpStatus: 413 },
        },
      },
    });
    const streamed = await handle(
      post("runs.start", { question, workspaceId: "ledgerline" }, { undeclared: true }),
    );
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { error: { message: string } }).error.message).toBe(
      "the request body is more than 1048576 bytes, over the limit of 1048576 bytes (1 MiB; DEBRIEF_MAX_BODY_BYTES)",
    );
  });

  it("audit.auditAnswer takes 2,000,000 characters of debriefs JSON, and refuses more than its 6 MiB", async () => {
    const json = debriefsJson(2_000_000);
    expect(json.length).toBe(2_000_000);
    const source = { kind: "debriefs", json };
    const response = await handle(post("audit.auditAnswer", { answer: OVERSTATED, source }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      result: { data: { json: { source: unknown; report: { flags: unknown[] } } } };
    };
    expect(body.result.data.json.source).toEqual({ kind: "debriefs" });
    expect(body.result.data.json.report.flags.length).toBeGreaterThan(0);

    // Past the bound: 413 naming the procedure's limit (within it but past 2,000,000
    // characters, the input schema answers, as for any other field).
    const tooLarge = await handle(
      post("audit.auditAnswer", {
        answer: OVERSTATED,
        source: { kind: "debriefs", json: `${json}${"\u00e9".repeat(2_200_000)}` },
      }),
    );
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { message: string } }).error.message).toBe(
      "the request body is 6400283 bytes (6.1 MiB), over the limit of 6291456 bytes (6 MiB; audit.auditAnswer's limit)",
    );
  }, 60_000);

  it("tRPC's client decodes the 413: the page says it is too large, with the size and the limit", async () => {
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${BASE}/api/trpc`,
          transformer: superjson,
          fetch: (url, init) =>
            handle(
              new Request(String(url), {
                ...(init as RequestInit),
                headers: { ...(init?.headers as Record<string, string>), host: "127.0.0.1:3000" },
              }),
            ),
        }),
      ],
    });
    const error = await client.runs.start
      .mutate({ question: "q".repeat(2_400_000), workspaceId: "ledgerline" })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      httpStatus: 413,
    });
    const message =
      "the request body is more than 1048576 bytes, over the limit of 1048576 bytes (1 MiB; DEBRIEF_MAX_BODY_BYTES)";
    expect((error as Error).message).toBe(message);
    expect(errorSentences(error)).toEqual({
      headline: "That is too large to send.",
      detail: message,
      fields: [],
    });
  });
});
