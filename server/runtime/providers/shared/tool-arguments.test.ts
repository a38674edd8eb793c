import { describe, expect, it } from "vitest";
import { runOnFakeApi, turnWithUsage, WIRE_APIS, wireApi } from "../../../testing/provider-setup";
import { callsOf, resultsOf } from "../../testing/transcript-queries";

/**
 * Shared cases 7–9 (the shared cases list, "Arguments"):
 * arguments are stored exactly as received; truncated, empty or non-object arguments get a
 * paired error (or `{}` when the tool's schema allows it) and never run; each API gets them
 * back in its own form (a JSON string or an object, see tool-arguments.ts). Each through the
 * real runtime on every API's fake server.
 */

describe("shared cases: tool-call arguments", () => {
  it("case 7: truncated JSON arguments — a paired error says the arguments are invalid JSON, the tool never runs, the run goes on", async () => {
    const NOT_JSON = /^arguments are not valid JSON \(.+\); the tool was not executed$/;
    const NOT_OBJECT = "arguments must be a JSON object; the tool was not executed";
    const unparseable = ['{"a"', '{"query": "API_VER', '{"query":"x"}}'];
    const notObjects = ["[1]", "null", '"{\\"query\\":\\"x\\"}"', "42"];
    for (const api of WIRE_APIS) {
      // APIs that carry arguments as objects only ever see unparseable text as a raw string.
      const stringApi = ["openai", "kimi", "openai-compatible"].includes(api.provider);
      const sent = stringApi ? [...unparseable, ...notObjects] : unparseable;
      const result = await runOnFakeApi({
        ...api,
        child: (n) =>
          n === 1
            ? turnWithUsage(
                sent.map((text, index) => ({
                  id: `${api.provider === "anthropic" ? "toolu" : "call"}_m${index}`,
                  name: "search_code",
                  arguments: text,
                })),
              )
            : null,
      });
      expect(result.run.status, api.provider).toBe("succeeded");
      const transcript = result.transcript("child");
      const calls = callsOf(transcript).slice(0, sent.length);
      calls.forEach((call, index) => {
        const label = `${api.provider} ${sent[index]}`;
        expect(call.acceptance, label).toBe("malformed_arguments");
        expect(call.argumentsText, label).toBe(sent[index]);
        expect(call.parsedArguments).toBeNull();
        const [paired, ...extra] = resultsOf(transcript, call.callId);
        expect(extra).toEqual([]);
        expect(paired?.status, label).toBe("error");
        if (index < unparseable.length) expect(paired?.content, label).toMatch(NOT_JSON);
        else expect(paired?.content, label).toBe(NOT_OBJECT);
        expect(result.executions.has(call.callId), label).toBe(false);
      });
      // The child went on with the scripted research and returned a valid debrief.
      expect(result.harness.store.debriefs[0]?.result?.findings.length).toBeGreaterThan(0);
      expect(result.wireProblems()).toEqual([]);
    }
  });

  it("case 8: empty string arguments — treated per the tool's schema: {} when nothing is required, else a paired validation error; never a crash", async () => {
    for (const api of WIRE_APIS) {
      const id = (suffix: string) => `${api.provider === "anthropic" ? "toolu" : "call"}_${suffix}`;
      const result = await runOnFakeApi({
        ...api,
        child: (n) =>
          n === 1
            ? turnWithUsage([
                { id: id("e1"), name: "search_code", arguments: "" },
                { id: id("e2"), name: "read_changelog", arguments: "" },
                { id: id("e3"), name: "read_changelog", arguments: "   " },
              ])
            : n === 2
              ? turnWithUsage([{ id: id("e4"), name: "research_result", arguments: "" }])
              : null,
      });
      expect(result.run.status, api.provider).toBe("succeeded");
      const transcript = result.transcript("child");
      const [e1, e2, e3, e4] = callsOf(transcript);
      expect(
        [e1, e2, e3, e4].map((call) => call?.acceptance),
        api.provider,
      ).toEqual(["invalid_arguments", "accepted", "accepted", "accepted"]);
      expect(resultsOf(transcript, e1!.callId)).toMatchObject([
        {
          status: "error",
          content:
            "invalid arguments for search_code: query: Invalid input: expected string, received undefined; the tool was not executed",
        },
      ]);
      expect(result.executions.has(e1!.callId)).toBe(false);
      for (const call of [e2!, e3!]) {
        expect(call.parsedArguments).toEqual({});
        expect(result.executions.get(call.callId)).toBe(1);
        expect(resultsOf(transcript, call.callId)).toMatchObject([
          { status: "ok", content: expect.stringMatching(/^docs\/provider-changelog\.md \(lines/) },
        ]);
      }
      // The return tool's schema requires every field: an empty call is one contract attempt.
      expect(resultsOf(transcript, e4!.callId)).toMatchObject([
        {
          status: "error",
          content: expect.stringMatching(
            /^research_result rejected \(attempt 1 of 3\): findings: Invalid input: expected array, received undefined; .*coverage: Invalid input: expected object, received undefined; .*Fix these fields and call research_result again\.$/,
          ),
        },
      ]);
      expect(result.harness.store.debriefs[0]).toMatchObject({ attempts: 2 });
      expect(result.wireProblems()).toEqual([]);
    }
  });

  it("case 9: object vs string arguments — stored exactly as received, sent back in each API's own form", async () => {
    const spaced = '{ "query" :  "API_VERSION" ,"max_results": 3 }';
    // Responses and chat completions: the JSON string goes back byte for byte.
    for (const provider of ["openai", "kimi", "openai-compatible"] as const) {
      const api = wireApi(provider);
      const result = await runOnFakeApi({
        ...api,
        child: (n) =>
          n === 1
            ? turnWithUsage([{ id: "call_s", name: "search_code", arguments: spaced }])
            : null,
      });
      expect(result.run.status, provider).toBe("succeeded");
      const [call] = callsOf(result.transcript("child"));
      expect([call?.argumentsText, call?.argumentsFormat], provider).toEqual([spaced, "string"]);
      expect(call?.parsedArguments).toEqual({ query: "API_VERSION", max_results: 3 });
      const second = result.bodies("child")[1]!;
      const sentBack =
        provider === "openai"
          ? (second.input as { type: string; arguments?: unknown }[]).find(
              (item) => item.type === "function_call",
            )?.arguments
          : ((second.messages as { tool_calls?: { function: { arguments: unknown } }[] }[]).find(
              (message) => message.tool_calls,
            )?.tool_calls ?? [])[0]?.function.arguments;
      expect(sentBack, provider).toBe(spaced);
    }

    // Ollama and Anthropic: an object arrives, is stored as its JSON text, goes back an object.
    for (const provider of ["ollama", "anthropic"] as const) {
      const api = wireApi(provider);
      const id = provider === "anthropic" ? "toolu_o1" : null;
      const result = await runOnFakeApi({
        ...api,
        child: (n) =>
          n === 1
            ? turnWithUsage([
                { id, name: "search_code", arguments: { query: "API_VERSION", max_results: 3 } },
              ])
            : null,
      });
      expect(result.run.status, provider).toBe("succeeded");
      const [call] = callsOf(result.transcript("child"));
      expect([call?.argumentsText, call?.argumentsFormat], provider).toEqual([
        '{"query":"API_VERSION","max_results":3}',
        "object",
      ]);
      const second = result.bodies("child")[1]! as { messages: Record<string, unknown>[] };
      const sentBack =
        provider === "ollama"
          ? (
              second.messages.find((message) => message.tool_calls) as {
                tool_calls: { function: { arguments: unknown } }[];
              }
            ).tool_calls[0]!.function.arguments
          : (
              second.messages.find(
                (message) =>
                  message.role === "assistant" &&
                  (message.content as { type: string }[]).some(
                    (block) => block.type === "tool_use",
                  ),
              )!.content as { type: string; input?: unknown }[]
            ).find((block) => block.type === "tool_use")!.input;
      expect(sentBack, provider).toEqual({ query: "API_VERSION", max_results: 3 });
    }

    // The other way round: a chat-completions server that answers with an object, and an
    // Ollama server that answers with a string — each stored as received, sent back in the
    // form its own API requires.
    const chatObject = await runOnFakeApi({
      ...wireApi("openai-compatible"),
      child: (n) =>
        n === 1
          ? {
              reply: {
                json: {
                  choices: [
                    {
                      index: 0,
                      finish_reason: "tool_calls",
                      message: {
                        role: "assistant",
                        content: "",
                        tool_calls: [
                          {
                            id: "call_obj",
                            type: "function",
                            function: { name: "search_code", arguments: { query: "sandbox" } },
                          },
                        ],
                      },
                    },
                  ],
                  usage: { prompt_tokens: 10, completion_tokens: 5 },
                },
              },
            }
          : null,
    });
    expect(chatObject.run.status).toBe("succeeded");
    const [objectCall] = callsOf(chatObject.transcript("child"));
    expect([objectCall?.argumentsText, objectCall?.argumentsFormat]).toEqual([
      '{"query":"sandbox"}',
      "object",
    ]);
    const chatSecond = chatObject.bodies("child")[1]! as {
      messages: { tool_calls?: { function: { arguments: unknown } }[] }[];
    };
    expect(chatSecond.messages.find((m) => m.tool_calls)!.tool_calls![0]!.function.arguments).toBe(
      '{"query":"sandbox"}',
    );

    const ollamaString = await runOnFakeApi({
      ...wireApi("ollama"),
      child: (n) =>
        n === 1
          ? {
              reply: {
                json: {
                  model: "qwen3",
                  message: {
                    role: "assistant",
                    content: "",
                    tool_calls: [
                      { function: { name: "search_code", arguments: '{"query": "sandbox"}' } },
                    ],
                  },
                  done: true,
                  done_reason: "stop",
                  prompt_eval_count: 10,
                  eval_count: 5,
                },
              },
            }
          : null,
    });
    expect(ollamaString.run.status).toBe("succeeded");
    const [stringCall] = callsOf(ollamaString.transcript("child"));
    expect([stringCall?.argumentsText, stringCall?.argumentsFormat]).toEqual([
      '{"query": "sandbox"}',
      "string",
    ]);
    const ollamaSecond = ollamaString.bodies("child")[1]! as {
      messages: { tool_calls?: { function: { arguments: unknown } }[] }[];
    };
    expect(
      ollamaSecond.messages.find((m) => m.tool_calls)!.tool_calls![0]!.function.arguments,
    ).toEqual({ query: "sandbox" });
  });
});
