import { describe, expect, it } from "vitest";
import {
  expectEveryExchangeWarns,
  runOnFakeApi,
  summarizeBody,
  wireApi,
} from "../../../testing/provider-setup";

/**
 * Ollama /api/chat specifics over the wire (fake server): a server without call ids, object
 * arguments, thinking. The offline replay (assigned ids reused) is in
 * ../provider-contract.test.ts, with every other API.
 */
const FALLBACK =
  "tool_choice: Ollama /api/chat cannot force a tool call; the model chooses (the return contract, research_result or final_answer, is still enforced by validation and retries)";

describe("Ollama /api/chat end to end (fake server)", () => {
  it("a server without call ids: ids are assigned once and sent back with object arguments; thinking round-trips", async () => {
    const result = await runOnFakeApi({
      ...wireApi("ollama"),
      child: (n) =>
        n === 1
          ? {
              reasoning: "Pins first.",
              calls: [{ id: null, name: "search_code", arguments: { query: "API_VERSION" } }],
            }
          : null,
    });
    expect(result.run.status).toBe("succeeded");
    const calls = result.transcript("child").filter((item) => item.kind === "tool_call");
    expect(calls.map((call) => (call.kind === "tool_call" ? call.callId : ""))).toEqual([
      "call_1_0",
      "call_2_0",
      "call_3_0",
      "call_4_0",
      "call_5_0",
      "call_6_0",
      "call_7_0",
      "call_8_0",
    ]);
    expect(calls[0]).toMatchObject({
      providerCallId: null,
      idSource: "assigned",
      argumentsFormat: "object",
    });
    const [, second] = result.bodies("child");
    expect(summarizeBody(second!)).toMatchInlineSnapshot(`
      {
        "messages": [
          {
            "content": "<system prompt>",
            "role": "system",
          },
          {
            "content": "Which merchants break when the provider retires API v2?",
            "role": "user",
          },
          {
            "content": "",
            "role": "assistant",
            "thinking": "Pins first.",
            "tool_calls": [
              {
                "function": {
                  "arguments": {
                    "query": "API_VERSION",
                  },
                  "name": "search_code",
                },
                "id": "call_1_0",
              },
            ],
          },
          {
            "content": "17 matches for "API_VERSION" (9 files searched)
      db/generate-seed.ts:11…",
            "role": "tool",
            "tool_call_id": "call_1_0",
            "tool_name": "search_code",
          },
        ],
        "model": "qwen3",
        "stream": false,
        "tools": "search_code, read_file, query_sql, read_changelog, research_result",
      }
    `);
    expectEveryExchangeWarns(result, "child", FALLBACK);
  });
});
