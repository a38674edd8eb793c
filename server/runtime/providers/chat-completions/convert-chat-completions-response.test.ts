import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { convertChatCompletionsResponse } from "./convert-chat-completions-response";

const fixture = (name: string) => readFileSync(path.join(__dirname, "__fixtures__", name), "utf8");

describe("chat-completions body → outputs", () => {
  it("keeps Kimi's ids and argument strings verbatim and reasoning_content on the first output", () => {
    const { outputs, usage } = convertChatCompletionsResponse(
      fixture("kimi-thinking-tool-calls.json"),
      false,
      200,
    );
    expect(outputs).toMatchInlineSnapshot(`
      [
        {
          "call": {
            "arguments": "{"path": "src/adapters/legacy-client.ts"}",
            "name": "read_file",
            "providerCallId": "functions.read_file:0",
            "providerData": {
              "chatCompletions": {
                "reasoningContent": "The pins live in the adapters; read both files.",
              },
            },
          },
          "type": "tool_call",
        },
        {
          "call": {
            "arguments": "{"path": "src/adapters/primary-adapter.ts"}",
            "name": "read_file",
            "providerCallId": "functions.read_file:1",
          },
          "type": "tool_call",
        },
      ]
    `);
    expect(usage).toEqual({
      inputTokens: 3120,
      cachedInputTokens: 2048,
      outputTokens: 187,
      reasoningTokens: null,
    });
  });

  it("assembles the stream (tool calls by index, usage in choices[0]) into the same outputs", () => {
    expect(
      convertChatCompletionsResponse(fixture("kimi-thinking-tool-calls.chunks.txt"), true, 200),
    ).toEqual(convertChatCompletionsResponse(fixture("kimi-thinking-tool-calls.json"), false, 200));
  });

  it("streamed calls without ids get none (one is assigned once later); OpenAI usage details are read", () => {
    const chunk = (delta: unknown, extra: Record<string, unknown> = {}) =>
      `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;
    const stream =
      chunk({
        tool_calls: [{ index: 0, function: { name: "search_code", arguments: '{"query"' } }],
      }) +
      chunk({ tool_calls: [{ index: 0, function: { arguments: ':"x"}' } }] }) +
      chunk({
        tool_calls: [{ index: 1, function: { name: "search_code", arguments: '{"query":"y"}' } }],
      }) +
      `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, prompt_tokens_details: { cached_tokens: 4 }, completion_tokens_details: { reasoning_tokens: 2 } } })}\n\n` +
      "data: [DONE]\n\n";
    const { outputs, usage } = convertChatCompletionsResponse(stream, true, 200);
    expect(outputs).toEqual([
      {
        type: "tool_call",
        call: { providerCallId: null, name: "search_code", arguments: '{"query":"x"}' },
      },
      {
        type: "tool_call",
        call: { providerCallId: null, name: "search_code", arguments: '{"query":"y"}' },
      },
    ]);
    expect(usage).toEqual({
      inputTokens: 10,
      cachedInputTokens: 4,
      outputTokens: 5,
      reasoningTokens: 2,
    });
  });

  it("turns malformed bodies and stream errors into ProviderError", () => {
    expect(() => convertChatCompletionsResponse('{"choices":[]}', false, 200)).toThrow(
      /^Chat completions: malformed response body/,
    );
    expect(() =>
      convertChatCompletionsResponse('data: {"error":{"message":"overloaded"}}\n\n', true, 200),
    ).toThrow("Chat completions: stream error: overloaded");
  });
});

describe("chat-completions refusals, content filters and content as parts", () => {
  const body = (message: Record<string, unknown>, finishReason: string) =>
    JSON.stringify({ choices: [{ index: 0, message, finish_reason: finishReason }] });

  it("a refusal (message.refusal, or delta.refusal streamed) is kept as text, as the Responses conversion keeps it, with a warning", () => {
    const plain = convertChatCompletionsResponse(
      body({ role: "assistant", content: null, refusal: "I can't help with that." }, "stop"),
      false,
      200,
    );
    const chunk = (delta: unknown, finishReason: string | null = null) =>
      `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
    const streamed = convertChatCompletionsResponse(
      `${chunk({ role: "assistant", refusal: "I can't " })}${chunk({ refusal: "help with that." })}${chunk({}, "stop")}data: [DONE]\n\n`,
      true,
      200,
    );
    for (const converted of [plain, streamed]) {
      expect(converted.outputs).toEqual([
        { type: "text", text: "(refusal) I can't help with that." },
      ]);
      expect(converted.warnings).toEqual(["the model refused (message.refusal)"]);
    }
  });

  it("finish_reason content_filter is a warning; content sent as an array of parts is read as its text parts", () => {
    const filtered = convertChatCompletionsResponse(
      body({ role: "assistant", content: "Partial ans" }, "content_filter"),
      false,
      200,
    );
    expect(filtered.outputs).toEqual([{ type: "text", text: "Partial ans" }]);
    expect(filtered.warnings).toEqual([
      "the response was stopped by the provider's content filter",
    ]);

    const parts = convertChatCompletionsResponse(
      body(
        {
          role: "assistant",
          content: [
            { type: "thinking", thinking: [{ type: "text", text: "Plan." }] },
            { type: "text", text: "Sixteen " },
            { type: "text", text: "merchants." },
          ],
        },
        "stop",
      ),
      false,
      200,
    );
    expect(parts.outputs).toEqual([{ type: "text", text: "Sixteen merchants." }]);
    expect(parts.warnings).toEqual(["a content part of type thinking was not kept"]);
  });
});
