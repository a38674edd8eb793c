import { describe, expect, it } from "vitest";
import {
  casesTranscript,
  testRequest,
  TranscriptBuilder,
} from "../shared/__fixtures__/transcript-builder";
import { convertToOllamaRequest } from "./convert-to-ollama-request";

describe("transcript → Ollama /api/chat request", () => {
  it("case 9: arguments go back as objects ({} for malformed or empty), ids on every call and result, results before the correction (cases 1–4, 6–8)", () => {
    const items = casesTranscript((index) => `call_${String(index).padStart(8, "x")}`).items;
    const { body, warnings } = convertToOllamaRequest(testRequest(items), {
      stream: false,
      think: null,
      numCtx: 32768,
    });
    expect(warnings).toEqual([
      "tool_choice: Ollama /api/chat cannot force a tool call; the model chooses (the return contract, research_result or final_answer, is still enforced by validation and retries)",
    ]);
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
          "role": "assistant",
          "tool_calls": [
            {
              "function": {
                "arguments": {
                  "query": "x",
                },
                "name": "search_code",
              },
              "id": "call_1_0",
            },
            {
              "function": {
                "arguments": {
                  "query": "y",
                },
                "name": "search_code",
              },
              "id": "call_xxxxxxx0",
            },
          ],
        },
        {
          "content": "3 matches for x",
          "role": "tool",
          "tool_call_id": "call_1_0",
          "tool_name": "search_code",
        },
        {
          "content": "0 matches for y",
          "role": "tool",
          "tool_call_id": "call_xxxxxxx0",
          "tool_name": "search_code",
        },
        {
          "content": "",
          "role": "assistant",
          "tool_calls": [
            {
              "function": {
                "arguments": {
                  "query": "v2",
                },
                "name": "search_code",
              },
              "id": "call_xxxxxxx1",
            },
            {
              "function": {
                "arguments": {
                  "query": "v3",
                },
                "name": "search_code",
              },
              "id": "call_xxxxxxx2",
            },
          ],
        },
        {
          "content": "2 matches for v2",
          "role": "tool",
          "tool_call_id": "call_xxxxxxx1",
          "tool_name": "search_code",
        },
        {
          "content": "cancelled before it started: operator stop",
          "role": "tool",
          "tool_call_id": "call_xxxxxxx2",
          "tool_name": "search_code",
        },
        {
          "content": "Correction #1 from human:operator: Also check the sandbox.",
          "role": "user",
        },
        {
          "content": "",
          "role": "assistant",
          "tool_calls": [
            {
              "function": {
                "arguments": {
                  "query": "sandbox",
                },
                "name": "search_code",
              },
              "id": "call_xxxxxxx0#dup-3-0",
            },
            {
              "function": {
                "arguments": {},
                "name": "search_code",
              },
              "id": "call_xxxxxxx3",
            },
            {
              "function": {
                "arguments": {},
                "name": "research_result",
              },
              "id": "call_xxxxxxx4",
            },
          ],
        },
        {
          "content": "duplicate call id "x": not executed",
          "role": "tool",
          "tool_call_id": "call_xxxxxxx0#dup-3-0",
          "tool_name": "search_code",
        },
        {
          "content": "arguments are not valid JSON",
          "role": "tool",
          "tool_call_id": "call_xxxxxxx3",
          "tool_name": "search_code",
        },
        {
          "content": "research_result rejected",
          "role": "tool",
          "tool_call_id": "call_xxxxxxx4",
          "tool_name": "research_result",
        },
        {
          "content": "[contract] You must finish by calling research_result.",
          "role": "user",
        },
      ]
    `);
    expect([body.stream, body.options, body.tool_choice]).toEqual([
      false,
      { num_ctx: 32768 },
      undefined,
    ]);
  });

  it("sends thinking back on the assistant message, and object arguments stored as received", () => {
    const items = new TranscriptBuilder()
      .user("brief")
      .call(1, "call_1_0", "search_code", '{"query":"x"}', {
        providerCallId: null,
        format: "object",
        providerData: { ollama: { thinking: "search x" } },
      })
      .result(1, "call_1_0", "search_code", "hit").items;
    const { body } = convertToOllamaRequest(testRequest(items, { toolChoice: { type: "auto" } }), {
      stream: true,
      think: true,
      numCtx: null,
    });
    expect((body.messages as unknown[]).slice(2)).toEqual([
      {
        role: "assistant",
        content: "",
        thinking: "search x",
        tool_calls: [
          { id: "call_1_0", function: { name: "search_code", arguments: { query: "x" } } },
        ],
      },
      { role: "tool", tool_name: "search_code", tool_call_id: "call_1_0", content: "hit" },
    ]);
    expect([body.stream, body.think]).toEqual([true, true]);
  });
});
