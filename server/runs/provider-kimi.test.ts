import { describe, expect, it } from "vitest";
import { chatCompletionsWire } from "../runtime/providers/chat-completions/__fixtures__/chat-completions-wire";
import { runOnFakeApi, summarizeBody } from "./__fixtures__/provider-run";
import { expectSameTranscripts, replayFromStore } from "./__fixtures__/replay-comparison";

const kimi = chatCompletionsWire("kimi");
const FALLBACK =
  'tool_choice: a thinking model cannot be forced to make a tool call; sent "auto" instead (the research_result contract is still enforced by validation and retries)';

/** Turn 1 thinks with an empty reasoning_content and reads a file with a raw Kimi id. */
const kimiChild = (n: number) =>
  n === 1
    ? {
        reasoning: "",
        calls: [
          {
            id: "functions.search_code:0",
            name: "search_code",
            arguments: '{"query": "API_VERSION"}',
          },
        ],
      }
    : n === 2
      ? {
          reasoning: "Now the lowercase spelling.",
          calls: [
            {
              id: "functions.search_code:1",
              name: "search_code",
              arguments: '{"query": "api_version"}',
            },
          ],
        }
      : null;

describe("Kimi / Moonshot end to end (fake server)", () => {
  it("cases 5, 10, 11: ids verbatim, reasoning_content round-tripped (empty too), forcing falls back to auto with a recorded warning", async () => {
    const result = await runOnFakeApi({ provider: "kimi", codec: kimi, child: kimiChild });
    expect(result.run.status).toBe("succeeded");
    const [, , third] = result.bodies("child");
    expect(summarizeBody(third!)).toMatchInlineSnapshot(`
      {
        "max_tokens": 32000,
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
            "reasoning_content": "",
            "role": "assistant",
            "tool_calls": [
              {
                "function": {
                  "arguments": "{"query": "API_VERSION"}",
                  "name": "search_code",
                },
                "id": "functions.search_code:0",
                "type": "function",
              },
            ],
          },
          {
            "content": "17 matches for "API_VERSION" (9 files searched)
      db/generate-seed.ts:11…",
            "name": "search_code",
            "role": "tool",
            "tool_call_id": "functions.search_code:0",
          },
          {
            "content": "",
            "reasoning_content": "Now the lowercase spelling.",
            "role": "assistant",
            "tool_calls": [
              {
                "function": {
                  "arguments": "{"query": "api_version"}",
                  "name": "search_code",
                },
                "id": "functions.search_code:1",
                "type": "function",
              },
            ],
          },
          {
            "content": "17 matches for "api_version" (9 files searched)
      db/generate-seed.ts:11…",
            "name": "search_code",
            "role": "tool",
            "tool_call_id": "functions.search_code:1",
          },
        ],
        "model": "kimi-k2.6",
        "tool_choice": "auto",
        "tools": [
          "search_code",
          "read_file",
          "query_sql",
          "read_changelog",
          "research_result",
        ],
      }
    `);
    const child = result.harness.store.agents.find((agent) => agent.role === "child")!;
    const childWarnings = result.harness.store.exchanges
      .filter((exchange) => exchange.agentId === child.id)
      .map((exchange) => exchange.warnings);
    expect(childWarnings.every((warnings) => warnings.includes(FALLBACK))).toBe(true);
    expect(result.bodies("child").every((body) => body.tool_choice === "auto")).toBe(true);
    const calls = result.transcript("child").filter((item) => item.kind === "tool_call");
    expect(
      calls
        .slice(0, 2)
        .map((call) => (call.kind === "tool_call" ? [call.callId, call.argumentsText] : [])),
    ).toEqual([
      ["functions.search_code:0", '{"query": "API_VERSION"}'],
      ["functions.search_code:1", '{"query": "api_version"}'],
    ]);
  });

  it("with thinking disabled the child is forced with tool_choice required and no warning", async () => {
    const result = await runOnFakeApi({
      provider: "kimi",
      codec: kimi,
      env: { DEBRIEF_KIMI_THINKING: "disabled" },
    });
    expect(result.run.status).toBe("succeeded");
    expect(result.bodies("child").map((body) => [body.tool_choice, body.thinking])).toContainEqual([
      "required",
      { type: "disabled" },
    ]);
    expect(result.harness.store.exchanges.flatMap((exchange) => exchange.warnings)).toEqual([]);
  });

  it("replays offline, plain and streamed, to an identical transcript with byte-identical requests", async () => {
    for (const stream of [false, true]) {
      const result = await runOnFakeApi({
        provider: "kimi",
        codec: kimi,
        stream,
        child: kimiChild,
      });
      const { session, original, replayed } = await replayFromStore(
        result.harness.store,
        result.run.id,
      );
      expect(session.warnings).toEqual([]);
      expectSameTranscripts(original, replayed);
      expect(replayed.exchanges.map((exchange) => exchange.requestBody)).toEqual(
        original.exchanges.map((exchange) => exchange.requestBody),
      );
    }
  });
});
