import { afterEach, describe, expect, it } from "vitest";
import { ProviderError } from "../../errors";
import { createOpenAIResponsesProvider } from "../openai-responses/openai-responses-provider";
import { startFakeApiServer, type FakeApiServer } from "./__fixtures__/fake-api-server";
import { testRequest, TranscriptBuilder } from "./__fixtures__/transcript-builder";
import { createHttpTransport } from "./http-transport";

let server: FakeApiServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

function provider(url: string) {
  return createOpenAIResponsesProvider({
    baseUrl: `${url}/v1`,
    apiKey: "sk-only-in-headers-123",
    model: "gpt-5-mini",
    settings: { reasoning: true, reasoningEffort: null, stream: false, maxOutputTokens: null },
    transport: createHttpTransport({ maxRetries: 0, secrets: ["sk-only-in-headers-123"] }),
  });
}

describe("an API provider's failures carry the whole exchange", () => {
  it("an HTTP error is a ProviderError with the provider's message, status, and the request and reply bodies", async () => {
    server = await startFakeApiServer(() => ({
      status: 400,
      json: {
        error: {
          message: "No tool output found for function call call_A.",
          type: "invalid_request_error",
        },
      },
    }));
    const request = testRequest(new TranscriptBuilder().user("hi").items);
    const error = (await provider(server.url)
      .complete(request)
      .catch((caught: unknown) => caught)) as ProviderError;
    expect(error).toBeInstanceOf(ProviderError);
    expect([error.status, error.message]).toEqual([
      400,
      "OpenAI Responses HTTP 400: No tool output found for function call call_A.",
    ]);
    const details = error.details as {
      requestBody: string;
      responseBody: string;
      warnings: string[];
    };
    expect(details.requestBody).toBe(server.requests[0]!.raw);
    expect(details.requestBody).not.toContain("sk-only");
    expect(server.requests[0]!.path).toBe("/v1/responses");
    expect(server.requests[0]!.headers.authorization).toBe("Bearer sk-only-in-headers-123");
    expect(JSON.parse(details.responseBody)).toMatchObject({
      error: { type: "invalid_request_error" },
    });
  });

  it("an unreachable server keeps the request body too", async () => {
    const request = testRequest(new TranscriptBuilder().user("hi").items);
    const error = (await provider("http://127.0.0.1:9")
      .complete(request)
      .catch((caught: unknown) => caught)) as ProviderError;
    expect(error.status).toBeNull();
    expect((error.details as { requestBody: string }).requestBody).toContain('"store":false');
  });
});
