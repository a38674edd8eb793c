import { describe, expect, it } from "vitest";
import { anthropicWire } from "../runtime/providers/anthropic/__fixtures__/anthropic-wire";
import { runOnFakeApi, summarizeBody } from "./__fixtures__/provider-run";
import { expectSameTranscripts, replayFromStore } from "./__fixtures__/replay-comparison";

const FALLBACK =
  'tool_choice: Anthropic does not allow forcing a tool call while extended thinking is on; sent {"type":"auto"} (the research_result contract is still enforced by validation and retries)';

const thinkingChild = (n: number) =>
  n === 1
    ? {
        reasoning: "The merchant table decides the direct set.",
        text: "Searching the pins.",
        calls: [{ id: "toolu_01A09q90", name: "search_code", arguments: { query: "API_VERSION" } }],
      }
    : null;

describe("Anthropic Messages end to end (fake server)", () => {
  it("sends thinking blocks back unchanged with their signature; with thinking on, forcing falls back to auto with a warning", async () => {
    const result = await runOnFakeApi({
      provider: "anthropic",
      codec: anthropicWire,
      env: { DEBRIEF_ANTHROPIC_THINKING_BUDGET: 2048 },
      child: thinkingChild,
    });
    expect(result.run.status).toBe("succeeded");
    const [, second] = result.bodies("child");
    expect(summarizeBody(second!)).toMatchInlineSnapshot(`
      {
        "max_tokens": 8192,
        "messages": [
          {
            "content": [
              {
                "text": "Which merchants break when the provider retires API v2?",
                "type": "text",
              },
            ],
            "role": "user",
          },
          {
            "content": [
              {
                "signature": "sig:42",
                "thinking": "The merchant table decides the direct set.",
                "type": "thinking",
              },
              {
                "text": "Searching the pins.",
                "type": "text",
              },
              {
                "id": "toolu_01A09q90",
                "input": {
                  "query": "API_VERSION",
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
                "content": "17 matches for "API_VERSION" (9 files searched)
      db/generate-seed.ts:11…",
                "tool_use_id": "toolu_01A09q90",
                "type": "tool_result",
              },
            ],
            "role": "user",
          },
        ],
        "model": "claude-sonnet-4-5",
        "system": "<system prompt>",
        "thinking": {
          "budget_tokens": 2048,
          "type": "enabled",
        },
        "tool_choice": {
          "type": "auto",
        },
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
    expect(
      result.harness.store.exchanges
        .filter((exchange) => exchange.agentId === child.id)
        .every((exchange) => exchange.warnings.includes(FALLBACK)),
    ).toBe(true);
  });

  it("without thinking the child is forced with tool_choice any, and tool_use ids come back verbatim", async () => {
    const result = await runOnFakeApi({
      provider: "anthropic",
      codec: anthropicWire,
      child: thinkingChild,
    });
    expect(result.run.status).toBe("succeeded");
    expect(
      result.bodies("child").every((body) => JSON.stringify(body.tool_choice) === '{"type":"any"}'),
    ).toBe(true);
    expect(
      result
        .bodies("parent")
        .every((body) => JSON.stringify(body.tool_choice) === '{"type":"auto"}'),
    ).toBe(true);
    expect(result.harness.store.exchanges.flatMap((exchange) => exchange.warnings)).toEqual([]);
    expect(JSON.stringify(result.bodies("child")[1])).toContain('"tool_use_id":"toolu_01A09q90"');
  });

  it("replays offline, plain and streamed, to an identical transcript with byte-identical requests", async () => {
    for (const stream of [false, true]) {
      const result = await runOnFakeApi({
        provider: "anthropic",
        codec: anthropicWire,
        stream,
        env: { DEBRIEF_ANTHROPIC_THINKING_BUDGET: 2048 },
        child: thinkingChild,
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
