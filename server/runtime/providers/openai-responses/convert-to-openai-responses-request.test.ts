import { describe, expect, it } from "vitest";
import {
  casesTranscript,
  testRequest,
  TranscriptBuilder,
} from "../shared/__fixtures__/transcript-builder";
import { convertToOpenAIResponsesRequest } from "./convert-to-openai-responses-request";
import type { OpenAIResponsesSettings } from "./openai-responses-settings";

const settings: OpenAIResponsesSettings = {
  reasoning: true,
  reasoningEffort: "low",
  stream: false,
  maxOutputTokens: null,
};

describe("transcript → OpenAI Responses request", () => {
  it("sends call ids byte for byte, arguments as received, each result right after its call group (cases 1–3, 6–9)", () => {
    const items = casesTranscript((index) => `call_p${index}`).items;
    const { body, warnings } = convertToOpenAIResponsesRequest(testRequest(items), settings);
    expect(warnings).toEqual([]);
    expect(body.input).toMatchInlineSnapshot(`
      [
        {
          "content": [
            {
              "text": "Which merchants break?",
              "type": "input_text",
            },
          ],
          "role": "user",
          "type": "message",
        },
        {
          "content": [
            {
              "text": "Searching both spellings.",
              "type": "output_text",
            },
          ],
          "role": "assistant",
          "type": "message",
        },
        {
          "arguments": "{"query":"x"}",
          "call_id": "call_1_0",
          "name": "search_code",
          "type": "function_call",
        },
        {
          "arguments": "{"query":"y"}",
          "call_id": "call_p0",
          "name": "search_code",
          "type": "function_call",
        },
        {
          "call_id": "call_1_0",
          "output": "3 matches for x",
          "type": "function_call_output",
        },
        {
          "call_id": "call_p0",
          "output": "0 matches for y",
          "type": "function_call_output",
        },
        {
          "arguments": "{"query":"v2"}",
          "call_id": "call_p1",
          "name": "search_code",
          "type": "function_call",
        },
        {
          "arguments": "{"query":"v3"}",
          "call_id": "call_p2",
          "name": "search_code",
          "type": "function_call",
        },
        {
          "call_id": "call_p1",
          "output": "2 matches for v2",
          "type": "function_call_output",
        },
        {
          "call_id": "call_p2",
          "output": "cancelled before it started: operator stop",
          "type": "function_call_output",
        },
        {
          "content": [
            {
              "text": "Correction #1 from human:operator: Also check the sandbox.",
              "type": "input_text",
            },
          ],
          "role": "user",
          "type": "message",
        },
        {
          "arguments": "{"query":"sandbox"}",
          "call_id": "call_p0#dup-3-0",
          "name": "search_code",
          "type": "function_call",
        },
        {
          "arguments": "{"a"",
          "call_id": "call_p3",
          "name": "search_code",
          "type": "function_call",
        },
        {
          "arguments": "",
          "call_id": "call_p4",
          "name": "research_result",
          "type": "function_call",
        },
        {
          "call_id": "call_p0#dup-3-0",
          "output": "duplicate call id "x": not executed",
          "type": "function_call_output",
        },
        {
          "call_id": "call_p3",
          "output": "arguments are not valid JSON",
          "type": "function_call_output",
        },
        {
          "call_id": "call_p4",
          "output": "research_result rejected",
          "type": "function_call_output",
        },
        {
          "content": [
            {
              "text": "[contract] You must finish by calling research_result.",
              "type": "input_text",
            },
          ],
          "role": "user",
          "type": "message",
        },
      ]
    `);
    expect({ ...body, input: undefined, tools: undefined }).toMatchInlineSnapshot(`
      {
        "include": [
          "reasoning.encrypted_content",
        ],
        "input": undefined,
        "instructions": "You are a child research agent.",
        "model": "test-model",
        "reasoning": {
          "effort": "low",
        },
        "store": false,
        "tool_choice": "required",
        "tools": undefined,
      }
    `);
  });

  it("sends each reasoning item (encrypted) right before the item that followed it, never alone", () => {
    const reasoning = {
      id: "rs_1",
      type: "reasoning",
      summary: [{ type: "summary_text", text: "plan" }],
      encrypted_content: "gAAA",
    };
    const plain = { id: "rs_2", type: "reasoning", summary: [] };
    const items = new TranscriptBuilder()
      .user("brief")
      .text("Let me look.", 1, { openai: { itemId: "msg_1" } })
      .call(1, "call_1", "search_code", '{"query":"x"}', {
        providerData: { openai: { itemId: "fc_1", reasoning: [reasoning, plain] } },
      })
      .result(1, "call_1", "search_code", "found").items;
    const { body, warnings } = convertToOpenAIResponsesRequest(testRequest(items), settings);
    expect(body.input).toMatchInlineSnapshot(`
      [
        {
          "content": [
            {
              "text": "brief",
              "type": "input_text",
            },
          ],
          "role": "user",
          "type": "message",
        },
        {
          "content": [
            {
              "text": "Let me look.",
              "type": "output_text",
            },
          ],
          "role": "assistant",
          "type": "message",
        },
        {
          "encrypted_content": "gAAA",
          "summary": [
            {
              "text": "plan",
              "type": "summary_text",
            },
          ],
          "type": "reasoning",
        },
        {
          "arguments": "{"query":"x"}",
          "call_id": "call_1",
          "name": "search_code",
          "type": "function_call",
        },
        {
          "call_id": "call_1",
          "output": "found",
          "type": "function_call_output",
        },
      ]
    `);
    expect(warnings).toEqual([
      "reasoning item rs_2 has no encrypted content and was not sent (store is false)",
    ]);

    const nonReasoning = convertToOpenAIResponsesRequest(testRequest(items, { model: "gpt-4.1" }), {
      ...settings,
      reasoning: false,
      reasoningEffort: null,
    });
    expect(nonReasoning.body.include).toBeUndefined();
    expect(JSON.stringify(nonReasoning.body.input)).not.toContain('"reasoning"');
  });

  it("maps forcing research_result to tool_choice, and sends strict explicitly", () => {
    const items = new TranscriptBuilder().user("brief").items;
    const forced = convertToOpenAIResponsesRequest(
      testRequest(items, { toolChoice: { type: "tool", name: "research_result" } }),
      settings,
    );
    expect(forced.body.tool_choice).toEqual({ type: "function", name: "research_result" });
    expect(convertToOpenAIResponsesRequest(testRequest(items), settings).body.tool_choice).toBe(
      "required",
    );
    expect(forced.body.tools).toMatchInlineSnapshot(`
      [
        {
          "description": "Search the workspace.",
          "name": "search_code",
          "parameters": {
            "additionalProperties": false,
            "properties": {
              "query": {
                "type": "string",
              },
            },
            "required": [
              "query",
            ],
            "type": "object",
          },
          "strict": false,
          "type": "function",
        },
        {
          "description": "Return the debrief.",
          "name": "research_result",
          "parameters": {
            "additionalProperties": true,
            "properties": {},
            "type": "object",
          },
          "strict": false,
          "type": "function",
        },
      ]
    `);
    expect(forced.warnings).toEqual([]);
  });
});
