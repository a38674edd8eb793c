import { describe, expect, it } from "vitest";
import {
  expectEveryExchangeWarns,
  runOnFakeApi,
  summarizeBody,
  wireApi,
} from "../../../testing/provider-setup";
import { anthropicThinkingChild } from "../shared/__fixtures__/reasoning-turns";

/**
 * Anthropic Messages specifics over the wire (fake server): thinking blocks go back with their
 * signature, tool_choice falls back to auto while thinking is on. The offline replay of the
 * same run is in ../provider-contract.test.ts, with every other API.
 */
const FALLBACK =
  'tool_choice: Anthropic does not allow forcing a tool call while extended thinking is on; sent {"type":"auto"} (the return contract, research_result or final_answer, is still enforced by validation and retries)';

describe("Anthropic Messages end to end (fake server)", () => {
  it("sends thinking blocks back unchanged with their signature; with thinking on, forcing falls back to auto with a warning", async () => {
    const result = await runOnFakeApi({
      ...wireApi("anthropic"),
      env: { DEBRIEF_ANTHROPIC_THINKING_BUDGET: 2048 },
      child: anthropicThinkingChild,
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
        "tools": "search_code, read_file, query_sql, read_changelog, research_result",
      }
    `);
    expectEveryExchangeWarns(result, "child", FALLBACK);
  });

  it("without thinking the child and the parent are forced with tool_choice any, and tool_use ids come back verbatim", async () => {
    const result = await runOnFakeApi({
      ...wireApi("anthropic"),
      child: anthropicThinkingChild,
    });
    expect(result.run.status).toBe("succeeded");
    expect(
      result.bodies("child").every((body) => JSON.stringify(body.tool_choice) === '{"type":"any"}'),
    ).toBe(true);
    expect(
      result
        .bodies("parent")
        .every((body) => JSON.stringify(body.tool_choice) === '{"type":"any"}'),
    ).toBe(true);
    expect(result.harness.store.exchanges.flatMap((exchange) => exchange.warnings)).toEqual([]);
    expect(JSON.stringify(result.bodies("child")[1])).toContain('"tool_use_id":"toolu_01A09q90"');
  });
});
