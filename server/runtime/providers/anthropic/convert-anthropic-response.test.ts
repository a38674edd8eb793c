import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { convertAnthropicResponse } from "./convert-anthropic-response";

const fixture = (name: string) => readFileSync(path.join(__dirname, "__fixtures__", name), "utf8");

describe("Anthropic Messages body → outputs", () => {
  it("keeps tool_use ids and input objects, and the thinking block (with signature) on the output it preceded", () => {
    const { outputs, usage, warnings } = convertAnthropicResponse(
      fixture("anthropic-thinking-tool-use.json"),
      false,
      200,
    );
    expect(warnings).toEqual([]);
    expect(outputs).toMatchInlineSnapshot(`
      [
        {
          "providerData": {
            "anthropic": {
              "blocksBefore": [
                {
                  "signature": "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds",
                  "thinking": "The merchant table decides the direct set; query it, then read the changelog.",
                  "type": "thinking",
                },
              ],
            },
          },
          "text": "I will query the merchants and read the changelog.",
          "type": "text",
        },
        {
          "call": {
            "arguments": {
              "sql": "SELECT merchant_id, api_version FROM merchants",
            },
            "name": "query_sql",
            "providerCallId": "toolu_01A09q90qw90lq917835lq9",
          },
          "type": "tool_call",
        },
        {
          "call": {
            "arguments": {},
            "name": "read_changelog",
            "providerCallId": "toolu_01B19q90qw90lq917835lq8",
          },
          "type": "tool_call",
        },
      ]
    `);
    expect(usage).toEqual({
      inputTokens: 2648,
      cachedInputTokens: 2048,
      outputTokens: 231,
      reasoningTokens: null,
    });
  });

  it("assembles the stream (thinking, signature and input_json deltas) into the same outputs and usage", () => {
    expect(
      convertAnthropicResponse(fixture("anthropic-thinking-tool-use.chunks.txt"), true, 200),
    ).toEqual(convertAnthropicResponse(fixture("anthropic-thinking-tool-use.json"), false, 200));
  });

  it("a streamed tool_use with truncated input JSON stays a call with the raw text, marked cut at max_tokens, to be rejected as malformed", () => {
    const events = [
      {
        type: "message_start",
        message: { content: [], usage: { input_tokens: 5, output_tokens: 1 } },
      },
      {
        type: "content_block_start",
        index: 0,
        content_block: { type: "tool_use", id: "toolu_9", name: "search_code", input: {} },
      },
      {
        type: "content_block_delta",
        index: 0,
        delta: { type: "input_json_delta", partial_json: '{"a"' },
      },
      { type: "message_delta", delta: { stop_reason: "max_tokens" }, usage: { output_tokens: 3 } },
    ];
    const text = events
      .map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
      .join("");
    const { outputs, warnings } = convertAnthropicResponse(text, true, 200);
    expect(outputs).toEqual([
      {
        type: "tool_call",
        call: {
          providerCallId: "toolu_9",
          name: "search_code",
          arguments: '{"a"',
          truncatedBy: "token_limit",
        },
      },
    ]);
    expect(warnings).toEqual(["the response was cut at max_tokens"]);
  });

  it("turns an overloaded stream error and malformed bodies into ProviderError", () => {
    const overloaded =
      'event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n';
    expect(() => convertAnthropicResponse(overloaded, true, 200)).toThrow(
      "Anthropic Messages: stream error overloaded_error: Overloaded",
    );
    expect(() => convertAnthropicResponse('{"content":"x"}', false, 200)).toThrow(
      /^Anthropic Messages: malformed response body/,
    );
  });
});
