import { describe, expect, it } from "vitest";
import {
  expectEveryExchangeWarns,
  runOnFakeApi,
  summarizeBody,
  turnWithUsage,
  wireApi,
} from "../../../testing/provider-setup";
import { validDebrief } from "../../testing/debrief-builders";
import { resultsOf } from "../../testing/transcript-queries";
import { kimiReasoningChild } from "../shared/__fixtures__/reasoning-turns";

/**
 * Kimi / Moonshot (chat completions) specifics over the wire (fake server): ids verbatim,
 * `reasoning_content` round-tripped, forcing a tool with thinking on falls back to auto — and
 * shared cases 10 and 11 (the shared cases list, "Provider
 * specifics"). The offline replay of the same run is in ../provider-contract.test.ts.
 */

const FALLBACK =
  'tool_choice: a thinking model cannot be forced to make a tool call; sent "auto" instead (the return contract, research_result or final_answer, is still enforced by validation and retries)';

describe("Kimi / Moonshot end to end (fake server)", () => {
  it("cases 5, 10, 11: ids verbatim, reasoning_content round-tripped (empty too), forcing falls back to auto with a recorded warning", async () => {
    const result = await runOnFakeApi({ ...wireApi("kimi"), child: kimiReasoningChild });
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
        "tools": "search_code, read_file, query_sql, read_changelog, research_result",
      }
    `);
    expectEveryExchangeWarns(result, "child", FALLBACK);
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
      ...wireApi("kimi"),
      env: { DEBRIEF_KIMI_THINKING: "disabled" },
    });
    expect(result.run.status).toBe("succeeded");
    expect(result.bodies("child").map((body) => [body.tool_choice, body.thinking])).toContainEqual([
      "required",
      { type: "disabled" },
    ]);
    expect(result.harness.store.exchanges.flatMap((exchange) => exchange.warnings)).toEqual([]);
  });

  it("case 10: Kimi thinking models — reasoning_content is round-tripped exactly on every assistant message (empty string included), plain and streamed", async () => {
    const kimiTurns = (n: number) =>
      n === 1
        ? turnWithUsage(
            [{ id: "functions.search_code:0", name: "search_code", arguments: { query: "v2" } }],
            { reasoning: "R-one: look for pins.", text: "Searching." },
          )
        : n === 2
          ? turnWithUsage(
              [{ id: "functions.read_changelog:1", name: "read_changelog", arguments: {} }],
              {
                reasoning: "",
              },
            )
          : n === 3
            ? turnWithUsage(
                [
                  {
                    id: "functions.read_file:2",
                    name: "read_file",
                    arguments: { path: "README.md" },
                  },
                ],
                { reasoning: "R-three: «read» the README\nline two" },
              )
            : n === 4
              ? turnWithUsage([], { reasoning: "R-four: I am done.", text: "I think I am done." })
              : null;
    const expected = [
      "R-one: look for pins.",
      "",
      "R-three: «read» the README\nline two",
      "R-four: I am done.",
    ];
    for (const stream of [false, true]) {
      for (const provider of ["kimi", "openai-compatible"] as const) {
        const result = await runOnFakeApi({
          ...wireApi(provider),
          stream,
          child: kimiTurns,
        });
        const label = `${provider}${stream ? " streamed" : ""}`;
        expect(result.run.status, label).toBe("succeeded");
        const fifth = result.bodies("child")[4]! as {
          messages: { role: string; content: string; reasoning_content?: unknown }[];
        };
        const assistants = fifth.messages.filter((message) => message.role === "assistant");
        expect(
          assistants.map((message) => message.reasoning_content),
          label,
        ).toEqual(expected);
        expect(assistants.map((message) => message.content)).toEqual([
          "Searching.",
          "",
          "",
          "I think I am done.",
        ]);
        // Every later request carries each earlier turn's reasoning_content, unchanged.
        result.bodies("child").forEach((body, index) => {
          const sent = (body.messages as { role: string; reasoning_content?: unknown }[])
            .filter((message) => message.role === "assistant")
            .map((message) => message.reasoning_content);
          expect(sent.slice(0, Math.min(index, 4)), `${label} request ${index + 1}`).toEqual(
            expected.slice(0, Math.min(index, 4)),
          );
        });
      }
    }
  });

  it("case 11: forcing a tool on Kimi with thinking on — tool_choice falls back to auto with a recorded warning, and the research_result contract is still enforced by validation and retry", async () => {
    const result = await runOnFakeApi({
      ...wireApi("kimi"),
      child: (n) =>
        n === 1
          ? turnWithUsage([], { reasoning: "Enough.", text: "The answer is 16 merchants." })
          : n === 2
            ? turnWithUsage([
                {
                  id: "functions.research_result:0",
                  name: "research_result",
                  arguments: { ...validDebrief(), coverage: undefined },
                },
              ])
            : n === 3
              ? turnWithUsage([
                  {
                    id: "functions.research_result:1",
                    name: "research_result",
                    arguments: validDebrief(),
                  },
                ])
              : null,
    });
    expect(result.run.status).toBe("succeeded");
    const child = result.harness.store.agents.find((agent) => agent.role === "child")!;
    expect(result.bodies("child").map((body) => body.tool_choice)).toEqual([
      "auto",
      "auto",
      "auto",
    ]);
    expect(result.exchangeWarnings("child").map((warnings) => warnings.includes(FALLBACK))).toEqual(
      [true, true, true],
    );
    // The parent's forced final_answer falls back the same way (issue 14).
    expect(
      result.exchangeWarnings("parent").map((warnings) => warnings.includes(FALLBACK)),
    ).toEqual(result.exchangeWarnings("parent").map(() => true));
    expect(result.bodies("parent").every((body) => body.tool_choice === "auto")).toBe(true);
    expect(result.run.finalAnswer).toMatch(/^- /);
    const transcript = result.transcript("child");
    expect(transcript.find((item) => item.kind === "notice")).toMatchObject({
      source: "contract",
      text: "You must finish by calling research_result (attempt 1 of 3 used).",
    });
    expect(resultsOf(transcript, "functions.research_result:0")).toMatchObject([
      {
        status: "error",
        content:
          "research_result rejected (attempt 2 of 3): coverage: Invalid input: expected object, received undefined. Fix these fields and call research_result again.",
      },
    ]);
    expect(result.harness.store.debriefs).toMatchObject([
      { agentId: child.id, attempts: 3, result: { coverage: validDebrief().coverage } },
    ]);

    // Never valid: the child fails with SubagentContractError and the parent is told so.
    const failing = await runOnFakeApi({
      ...wireApi("kimi"),
      child: () => turnWithUsage([], { reasoning: "", text: "Done, trust me." }),
    });
    const failedChild = failing.harness.store.agents.find((agent) => agent.role === "child")!;
    expect([failedChild.status, failedChild.statusDetail]).toEqual([
      "failed",
      `SubagentContractError: agent ${failedChild.id} returned no valid research_result after 3 attempts: the child ended its turn without calling research_result`,
    ]);
    expect(failing.harness.store.debriefs).toMatchObject([
      { agentId: failedChild.id, result: null, attempts: 3 },
    ]);
    expect(
      failing
        .transcript("parent")
        .some(
          (item) =>
            item.kind === "tool_result" &&
            item.content.includes(`CHILD FAILED: researcher raised SubagentContractError after 3`),
        ),
    ).toBe(true);

    // The same kind on the other APIs that cannot force a tool: Anthropic with extended
    // thinking and Ollama fall back with a warning, and the contract still holds.
    for (const [provider, env, choice, warning] of [
      [
        "anthropic",
        { DEBRIEF_ANTHROPIC_THINKING_BUDGET: 2048 },
        { type: "auto" },
        /^tool_choice: Anthropic does not allow forcing a tool call while extended thinking is on/,
      ],
      ["ollama", {}, undefined, /^tool_choice: Ollama \/api\/chat cannot force a tool call/],
    ] as const) {
      const run = await runOnFakeApi({
        ...wireApi(provider),
        env,
        child: (n) => (n === 1 ? turnWithUsage([], { text: "No tools needed." }) : null),
      });
      expect(run.run.status, provider).toBe("succeeded");
      expect(run.bodies("child").map((body) => body.tool_choice)[0], provider).toEqual(choice);
      const warned = run
        .exchangeWarnings("child")
        .map((warnings) => warnings.some((w) => warning.test(w)));
      expect(new Set(warned), provider).toEqual(new Set([true]));
      expect(run.transcript("child").find((item) => item.kind === "notice")).toMatchObject({
        text: "You must finish by calling research_result (attempt 1 of 3 used).",
      });
    }
  });
});
