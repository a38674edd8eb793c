import { describe, expect, it } from "vitest";
import { openAIResponsesWire } from "../runtime/providers/openai-responses/__fixtures__/openai-responses-wire";
import { runOnFakeApi, summarizeBody } from "./__fixtures__/provider-run";
import { expectSameTranscripts, replayFromStore } from "./__fixtures__/replay-comparison";

const reasoningChild = (n: number) =>
  n === 1
    ? {
        reasoning: "Find the version pins first.",
        text: "Searching the pins.",
        calls: [{ id: "call_Ab12", name: "search_code", arguments: { query: "API_VERSION" } }],
      }
    : null;

describe("OpenAI Responses end to end (fake server)", () => {
  it("round-trips reasoning items (encrypted, store: false) and forces research_result with tool_choice", async () => {
    const result = await runOnFakeApi({
      provider: "openai",
      codec: openAIResponsesWire,
      child: reasoningChild,
    });
    expect(result.run.status).toBe("succeeded");
    const [first, second] = result.bodies("child");
    expect(summarizeBody(first!)).toMatchInlineSnapshot(`
      {
        "include": [
          "reasoning.encrypted_content",
        ],
        "input": [
          {
            "content": [
              {
                "text": "Which merchants break when the provider retires API v2?",
                "type": "input_text",
              },
            ],
            "role": "user",
            "type": "message",
          },
        ],
        "instructions": "<system prompt>",
        "model": "gpt-5-mini",
        "store": false,
        "tool_choice": "required",
        "tools": [
          "search_code",
          "read_file",
          "query_sql",
          "read_changelog",
          "research_result",
        ],
      }
    `);
    expect((summarizeBody(second!) as { input: unknown[] }).input).toMatchInlineSnapshot(`
      [
        {
          "content": [
            {
              "text": "Which merchants break when the provider retires API v2?",
              "type": "input_text",
            },
          ],
          "role": "user",
          "type": "message",
        },
        {
          "encrypted_content": "enc:Find the version pins first.",
          "summary": [
            {
              "text": "Find the version pins first.",
              "type": "summary_text",
            },
          ],
          "type": "reasoning",
        },
        {
          "content": [
            {
              "text": "Searching the pins.",
              "type": "output_text",
            },
          ],
          "role": "assistant",
          "type": "message",
        },
        {
          "arguments": "{"query":"API_VERSION"}",
          "call_id": "call_Ab12",
          "name": "search_code",
          "type": "function_call",
        },
        {
          "call_id": "call_Ab12",
          "output": "17 matches for "API_VERSION" (9 files searched)
      db/generate-seed.ts:11…",
          "type": "function_call_output",
        },
      ]
    `);
    expect(result.bodies("parent").map((body) => body.tool_choice)).toEqual([
      "auto",
      "auto",
      "auto",
    ]);
    expect(result.harness.store.exchanges.flatMap((exchange) => exchange.warnings)).toEqual([]);
    const [text, call] = result.transcript("child").slice(1, 3);
    expect(text).toMatchObject({
      kind: "message",
      role: "assistant",
      text: "Searching the pins.",
      providerData: {
        openai: {
          reasoning: [
            {
              type: "reasoning",
              summary: [{ type: "summary_text", text: "Find the version pins first." }],
              encrypted_content: "enc:Find the version pins first.",
            },
          ],
        },
      },
    });
    expect(call).toMatchObject({
      kind: "tool_call",
      callId: "call_Ab12",
      providerCallId: "call_Ab12",
      argumentsText: '{"query":"API_VERSION"}',
      argumentsFormat: "string",
    });
  });

  it("a non-reasoning model gets no encrypted-reasoning include", async () => {
    const result = await runOnFakeApi({
      provider: "openai",
      codec: openAIResponsesWire,
      model: "gpt-4.1",
    });
    expect(result.run.status).toBe("succeeded");
    expect(
      result.bodies("child").map((body) => [body.model, body.include, body.store]),
    ).toContainEqual(["gpt-4.1", undefined, false]);
  });

  it("replays offline, plain and streamed, to an identical transcript with byte-identical requests", async () => {
    for (const stream of [false, true]) {
      const result = await runOnFakeApi({
        provider: "openai",
        codec: openAIResponsesWire,
        stream,
        child: reasoningChild,
      });
      const { run, session, original, replayed } = await replayFromStore(
        result.harness.store,
        result.run.id,
      );
      expect(session.warnings).toEqual([]);
      expect(run.finalAnswer).toBe(result.run.finalAnswer);
      expectSameTranscripts(original, replayed);
      expect(replayed.exchanges.map((exchange) => exchange.requestBody)).toEqual(
        original.exchanges.map((exchange) => exchange.requestBody),
      );
    }
  });
});
