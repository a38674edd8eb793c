import { describe, expect, it } from "vitest";
import {
  casesTranscript,
  testRequest,
  TranscriptBuilder,
} from "../shared/__fixtures__/transcript-builder";
import type { AnthropicSettings } from "./anthropic-settings";
import { convertToAnthropicRequest } from "./convert-to-anthropic-request";

const settings: AnthropicSettings = { maxTokens: 8192, thinkingBudget: null, stream: false };

describe("transcript → Anthropic Messages request", () => {
  it("answers every tool_use in the next user message, tool_results first, then the correction (cases 1–3, 6–9)", () => {
    const items = casesTranscript((index) => `toolu_0${index}`).items;
    const { body, warnings } = convertToAnthropicRequest(testRequest(items), settings);
    expect(warnings).toEqual([]);
    expect(body.messages).toMatchInlineSnapshot(`
      [
        {
          "content": [
            {
              "text": "Which merchants break?",
              "type": "text",
            },
          ],
          "role": "user",
        },
        {
          "content": [
            {
              "text": "Searching both spellings.",
              "type": "text",
            },
            {
              "id": "call_1_0",
              "input": {
                "query": "x",
              },
              "name": "search_code",
              "type": "tool_use",
            },
            {
              "id": "toolu_00",
              "input": {
                "query": "y",
              },
              "name": "search_code",
              "type": "tool_use",
            },
          ],
          "role": "assistant",
        },
        {
          "content": [
            {
              "content": "3 matches for x",
              "tool_use_id": "call_1_0",
              "type": "tool_result",
            },
            {
              "content": "0 matches for y",
              "tool_use_id": "toolu_00",
              "type": "tool_result",
            },
          ],
          "role": "user",
        },
        {
          "content": [
            {
              "id": "toolu_01",
              "input": {
                "query": "v2",
              },
              "name": "search_code",
              "type": "tool_use",
            },
            {
              "id": "toolu_02",
              "input": {
                "query": "v3",
              },
              "name": "search_code",
              "type": "tool_use",
            },
          ],
          "role": "assistant",
        },
        {
          "content": [
            {
              "content": "2 matches for v2",
              "tool_use_id": "toolu_01",
              "type": "tool_result",
            },
            {
              "content": "cancelled before it started: operator stop",
              "is_error": true,
              "tool_use_id": "toolu_02",
              "type": "tool_result",
            },
            {
              "text": "Correction #1 from human:operator: Also check the sandbox.",
              "type": "text",
            },
          ],
          "role": "user",
        },
        {
          "content": [
            {
              "id": "toolu_00_dup-3-0",
              "input": {
                "query": "sandbox",
              },
              "name": "search_code",
              "type": "tool_use",
            },
            {
              "id": "toolu_03",
              "input": {},
              "name": "search_code",
              "type": "tool_use",
            },
            {
              "id": "toolu_04",
              "input": {},
              "name": "research_result",
              "type": "tool_use",
            },
          ],
          "role": "assistant",
        },
        {
          "content": [
            {
              "content": "duplicate call id "x": not executed",
              "is_error": true,
              "tool_use_id": "toolu_00_dup-3-0",
              "type": "tool_result",
            },
            {
              "content": "arguments are not valid JSON",
              "is_error": true,
              "tool_use_id": "toolu_03",
              "type": "tool_result",
            },
            {
              "content": "research_result rejected",
              "is_error": true,
              "tool_use_id": "toolu_04",
              "type": "tool_result",
            },
            {
              "text": "[contract] You must finish by calling research_result.",
              "type": "text",
            },
          ],
          "role": "user",
        },
      ]
    `);
    expect([body.tool_choice, body.max_tokens, body.system]).toEqual([
      { type: "any" },
      8192,
      "You are a child research agent.",
    ]);
  });

  it("sends thinking blocks back unchanged (signature included) before the blocks they preceded", () => {
    const thinking = { type: "thinking", thinking: "plan", signature: "EqQBsig" };
    const redacted = { type: "redacted_thinking", data: "EmwKAhgB" };
    const items = new TranscriptBuilder()
      .user("brief")
      .text("Querying.", 1, { anthropic: { blocksBefore: [thinking] } })
      .call(1, "toolu_1", "search_code", '{"query":"x"}', {
        format: "object",
        providerData: { anthropic: { blocksBefore: [redacted] } },
      })
      .result(1, "toolu_1", "search_code", "hit").items;
    const { body } = convertToAnthropicRequest(testRequest(items), {
      ...settings,
      thinkingBudget: 2048,
    });
    expect((body.messages as { content: unknown }[])[1]).toEqual({
      role: "assistant",
      content: [
        thinking,
        { type: "text", text: "Querying." },
        redacted,
        { type: "tool_use", id: "toolu_1", name: "search_code", input: { query: "x" } },
      ],
    });
    expect(body.thinking).toEqual({ type: "enabled", budget_tokens: 2048 });
  });

  it("forcing a tool with thinking on falls back to auto with a warning; without thinking it maps to tool/any", () => {
    const items = new TranscriptBuilder().user("brief").items;
    const forced = testRequest(items, { toolChoice: { type: "tool", name: "research_result" } });
    expect(convertToAnthropicRequest(forced, settings).body.tool_choice).toEqual({
      type: "tool",
      name: "research_result",
    });
    const thinking = convertToAnthropicRequest(forced, { ...settings, thinkingBudget: 2048 });
    expect(thinking.body.tool_choice).toEqual({ type: "auto" });
    expect(thinking.warnings).toEqual([
      'tool_choice: Anthropic does not allow forcing the research_result tool while extended thinking is on; sent {"type":"auto"} (the return contract, research_result or final_answer, is still enforced by validation and retries)',
    ]);
  });
});
