import { describe, expect, it } from "vitest";
import {
  casesTranscript,
  testRequest,
  TranscriptBuilder,
} from "../shared/__fixtures__/transcript-builder";
import type { ChatCompletionsSettings } from "./chat-completions-settings";
import { convertToChatCompletionsRequest } from "./convert-to-chat-completions-request";

const kimiThinking: ChatCompletionsSettings = {
  flavor: "kimi",
  thinking: true,
  thinkingParameter: null,
  stream: false,
  maxTokens: 32000,
};
const compatible: ChatCompletionsSettings = {
  flavor: "openai-compatible",
  thinking: false,
  thinkingParameter: null,
  stream: true,
  maxTokens: null,
};

describe("transcript → chat-completions request (Kimi and OpenAI-compatible)", () => {
  it("case 5: Kimi ids go back byte for byte; every tool message follows its call group before the correction (cases 1–3, 6–9)", () => {
    const items = casesTranscript((index) => `functions.search_code:${index}`).items;
    const { body, warnings } = convertToChatCompletionsRequest(
      testRequest(items, { toolChoice: { type: "auto" }, model: "kimi-k2.6" }),
      kimiThinking,
    );
    expect(warnings).toEqual([]);
    expect(body.messages).toMatchInlineSnapshot(`
      [
        {
          "content": "You are a child research agent.",
          "role": "system",
        },
        {
          "content": "Which merchants break?",
          "role": "user",
        },
        {
          "content": "Searching both spellings.",
          "reasoning_content": "",
          "role": "assistant",
          "tool_calls": [
            {
              "function": {
                "arguments": "{"query":"x"}",
                "name": "search_code",
              },
              "id": "call_1_0",
              "type": "function",
            },
            {
              "function": {
                "arguments": "{"query":"y"}",
                "name": "search_code",
              },
              "id": "functions.search_code:0",
              "type": "function",
            },
          ],
        },
        {
          "content": "3 matches for x",
          "name": "search_code",
          "role": "tool",
          "tool_call_id": "call_1_0",
        },
        {
          "content": "0 matches for y",
          "name": "search_code",
          "role": "tool",
          "tool_call_id": "functions.search_code:0",
        },
        {
          "content": "",
          "reasoning_content": "",
          "role": "assistant",
          "tool_calls": [
            {
              "function": {
                "arguments": "{"query":"v2"}",
                "name": "search_code",
              },
              "id": "functions.search_code:1",
              "type": "function",
            },
            {
              "function": {
                "arguments": "{"query":"v3"}",
                "name": "search_code",
              },
              "id": "functions.search_code:2",
              "type": "function",
            },
          ],
        },
        {
          "content": "2 matches for v2",
          "name": "search_code",
          "role": "tool",
          "tool_call_id": "functions.search_code:1",
        },
        {
          "content": "cancelled before it started: operator stop",
          "name": "search_code",
          "role": "tool",
          "tool_call_id": "functions.search_code:2",
        },
        {
          "content": "Correction #1 from human:operator: Also check the sandbox.",
          "role": "user",
        },
        {
          "content": "",
          "reasoning_content": "",
          "role": "assistant",
          "tool_calls": [
            {
              "function": {
                "arguments": "{"query":"sandbox"}",
                "name": "search_code",
              },
              "id": "functions.search_code:0#dup-3-0",
              "type": "function",
            },
            {
              "function": {
                "arguments": "{"a"",
                "name": "search_code",
              },
              "id": "functions.search_code:3",
              "type": "function",
            },
            {
              "function": {
                "arguments": "",
                "name": "research_result",
              },
              "id": "functions.search_code:4",
              "type": "function",
            },
          ],
        },
        {
          "content": "duplicate call id "x": not executed",
          "name": "search_code",
          "role": "tool",
          "tool_call_id": "functions.search_code:0#dup-3-0",
        },
        {
          "content": "arguments are not valid JSON",
          "name": "search_code",
          "role": "tool",
          "tool_call_id": "functions.search_code:3",
        },
        {
          "content": "research_result rejected",
          "name": "research_result",
          "role": "tool",
          "tool_call_id": "functions.search_code:4",
        },
        {
          "content": "[contract] You must finish by calling research_result.",
          "role": "user",
        },
      ]
    `);
    expect(JSON.stringify(body)).not.toContain("functions_search_code");
  });

  it('case 10: reasoning_content goes back exactly as received, and as "" when a thinking model\'s tool-call message has none', () => {
    const items = new TranscriptBuilder()
      .user("brief")
      .call(1, "functions.read_file:0", "read_file", '{"path":"a.ts"}', {
        providerData: { chatCompletions: { reasoningContent: "" } },
      })
      .result(1, "functions.read_file:0", "read_file", "a")
      .text("Reading b.", 2, { chatCompletions: { reasoningContent: "b next" } })
      .call(2, "functions.read_file:1", "read_file", '{"path":"b.ts"}')
      .result(2, "functions.read_file:1", "read_file", "b")
      .call(3, "functions.read_file:2", "read_file", '{"path":"c.ts"}')
      .result(3, "functions.read_file:2", "read_file", "c").items;
    const { body } = convertToChatCompletionsRequest(testRequest(items), kimiThinking);
    const assistants = (body.messages as Record<string, unknown>[]).filter(
      (m) => m.role === "assistant",
    );
    expect(assistants.map((message) => [message.content, message.reasoning_content])).toEqual([
      ["", ""],
      ["Reading b.", "b next"],
      ["", ""],
    ]);
  });

  it("case 11: forcing a tool on a thinking Kimi model falls back to auto with a warning", () => {
    const items = new TranscriptBuilder().user("brief").items;
    const required = convertToChatCompletionsRequest(testRequest(items), kimiThinking);
    expect(required.body.tool_choice).toBe("auto");
    expect(required.warnings).toEqual([
      'tool_choice: a thinking model cannot be forced to make a tool call; sent "auto" instead (the return contract, research_result or final_answer, is still enforced by validation and retries)',
    ]);
    const named = convertToChatCompletionsRequest(
      testRequest(items, { toolChoice: { type: "tool", name: "research_result" } }),
      { ...kimiThinking, thinking: false, thinkingParameter: "disabled" },
    );
    expect([named.body.tool_choice, named.body.thinking, named.warnings]).toEqual([
      { type: "function", function: { name: "research_result" } },
      { type: "disabled" },
      [],
    ]);
  });

  it("an OpenAI-compatible server gets required, no Kimi fields, and a stream with usage", () => {
    const items = new TranscriptBuilder()
      .user("brief")
      .call(1, "call_1_0", "search_code", '{"query":"x"}', { providerCallId: null })
      .result(1, "call_1_0", "search_code", "hit").items;
    const { body, warnings } = convertToChatCompletionsRequest(testRequest(items), compatible);
    expect(warnings).toEqual([]);
    expect({ ...body, tools: (body.tools as unknown[]).length }).toMatchInlineSnapshot(`
      {
        "messages": [
          {
            "content": "You are a child research agent.",
            "role": "system",
          },
          {
            "content": "brief",
            "role": "user",
          },
          {
            "content": "",
            "role": "assistant",
            "tool_calls": [
              {
                "function": {
                  "arguments": "{"query":"x"}",
                  "name": "search_code",
                },
                "id": "call_1_0",
                "type": "function",
              },
            ],
          },
          {
            "content": "hit",
            "role": "tool",
            "tool_call_id": "call_1_0",
          },
        ],
        "model": "test-model",
        "stream": true,
        "stream_options": {
          "include_usage": true,
        },
        "tool_choice": "required",
        "tools": 2,
      }
    `);
  });
});
