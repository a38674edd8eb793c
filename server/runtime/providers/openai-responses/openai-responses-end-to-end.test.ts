import { describe, expect, it } from "vitest";
import { runOnFakeApi, summarizeBody, wireApi } from "../../../testing/provider-setup";
import { responsesReasoningChild } from "../shared/__fixtures__/reasoning-turns";

/**
 * OpenAI Responses specifics over the wire (fake server): reasoning items round-trip with
 * their encrypted content, tool_choice forces research_result. The offline replay of the same
 * run is in ../provider-contract.test.ts, with every other API.
 */
describe("OpenAI Responses end to end (fake server)", () => {
  it("round-trips reasoning items (encrypted, store: false) and forces research_result with tool_choice", async () => {
    const result = await runOnFakeApi({
      ...wireApi("openai"),
      child: responsesReasoningChild,
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
        "tools": "search_code, read_file, query_sql, read_changelog, research_result",
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
    // The parent is forced too: it finishes only through final_answer (issue 14).
    expect(result.bodies("parent").map((body) => body.tool_choice)).toEqual([
      "required",
      "required",
      "required",
    ]);
    expect(
      result
        .transcript("parent")
        .filter((item) => item.kind === "tool_call")
        .at(-1),
    ).toMatchObject({
      name: "final_answer",
      acceptance: "accepted",
    });
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
      ...wireApi("openai"),
      model: "gpt-4.1",
    });
    expect(result.run.status).toBe("succeeded");
    expect(
      result.bodies("child").map((body) => [body.model, body.include, body.store]),
    ).toContainEqual(["gpt-4.1", undefined, false]);
  });
});
