import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ProviderError } from "../../errors";
import { convertOpenAIResponsesResponse } from "./convert-openai-responses-response";

const fixture = (name: string) => readFileSync(path.join(__dirname, "__fixtures__", name), "utf8");

describe("OpenAI Responses body → outputs", () => {
  it("keeps call_id and the arguments string as received, and each reasoning item on the item that followed it", () => {
    const { outputs, usage, warnings } = convertOpenAIResponsesResponse(
      fixture("responses-reasoning-tool-calls.json"),
      false,
      200,
    );
    expect(warnings).toEqual([]);
    expect(outputs).toMatchInlineSnapshot(`
      [
        {
          "providerData": {
            "openai": {
              "itemId": "msg_68af01c4",
              "reasoning": [
                {
                  "encrypted_content": "gAAAAABo_encrypted_reasoning_1",
                  "id": "rs_68af01c3",
                  "summary": [
                    {
                      "text": "Search both spellings of the version pin.",
                      "type": "summary_text",
                    },
                  ],
                  "type": "reasoning",
                },
              ],
            },
          },
          "text": "Searching for the version pins.",
          "type": "text",
        },
        {
          "call": {
            "arguments": "{"query":"API_VERSION"}",
            "name": "search_code",
            "providerCallId": "call_Ab12Cd34",
            "providerData": {
              "openai": {
                "itemId": "fc_68af01c5",
              },
            },
          },
          "type": "tool_call",
        },
        {
          "call": {
            "arguments": "{"query":"api_version"}",
            "name": "search_code",
            "providerCallId": "call_Ef56Gh78",
            "providerData": {
              "openai": {
                "itemId": "fc_68af01c7",
                "reasoning": [
                  {
                    "encrypted_content": "gAAAAABo_encrypted_reasoning_2",
                    "id": "rs_68af01c6",
                    "summary": [],
                    "type": "reasoning",
                  },
                ],
              },
            },
          },
          "type": "tool_call",
        },
      ]
    `);
    expect(usage).toEqual({
      inputTokens: 2310,
      cachedInputTokens: 1024,
      outputTokens: 412,
      reasoningTokens: 320,
    });
  });

  it("assembles the SSE stream (argument deltas keyed by item_id) into the same outputs and usage", () => {
    const plain = convertOpenAIResponsesResponse(
      fixture("responses-reasoning-tool-calls.json"),
      false,
      200,
    );
    const streamed = convertOpenAIResponsesResponse(
      fixture("responses-reasoning-tool-calls.chunks.txt"),
      true,
      200,
    );
    expect(streamed).toEqual(plain);
  });

  it("drops a reasoning item with nothing after it, with a warning", () => {
    const body = JSON.stringify({
      status: "incomplete",
      incomplete_details: { reason: "max_output_tokens" },
      output: [{ id: "rs_9", type: "reasoning", summary: [], encrypted_content: "x" }],
    });
    const { outputs, warnings } = convertOpenAIResponsesResponse(body, false, 200);
    expect(outputs).toEqual([]);
    expect(warnings).toEqual([
      "response incomplete: max_output_tokens",
      "1 reasoning item(s) ended the response with no item after them; not kept (a reasoning item is never sent without the item that followed it)",
    ]);
  });

  it("turns failed responses, stream errors and malformed bodies into ProviderError", () => {
    const failed = JSON.stringify({
      status: "failed",
      error: { message: "server_error" },
      output: [],
    });
    expect(() => convertOpenAIResponsesResponse(failed, false, 200)).toThrow(
      new ProviderError("OpenAI Responses: response failed: server_error", 200),
    );
    expect(() => convertOpenAIResponsesResponse("<html>gateway</html>", false, 200)).toThrow(
      "OpenAI Responses: malformed response body (not JSON): <html>gateway</html>",
    );
    expect(() => convertOpenAIResponsesResponse('{"output":"nope"}', false, 200)).toThrow(
      /^OpenAI Responses: malformed response body: /,
    );
    const streamError = 'event: error\ndata: {"type":"error","message":"Rate limit exceeded"}\n\n';
    expect(() => convertOpenAIResponsesResponse(streamError, true, 200)).toThrow(
      "OpenAI Responses: stream error: Rate limit exceeded",
    );
    expect(() =>
      convertOpenAIResponsesResponse("event: response.created\ndata: {}\n\n", true, 200),
    ).toThrow("OpenAI Responses: the stream ended before response.completed");
  });
});
