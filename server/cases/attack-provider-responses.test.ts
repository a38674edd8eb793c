import { describe, expect, it } from "vitest";
import { convertOpenAIResponsesResponse } from "../runtime/providers/openai-responses/convert-openai-responses-response";
import { callsOf, resultsOf } from "../runtime/testing/transcript-queries";
import { runOnFakeApi, wireApi } from "../testing/provider-setup";
import { chatCompletionsStream, firstCalls, firstChildTurn } from "./provider-attack-support";

/**
 * Unusual provider responses, sent by a fake server over each API's wire format and driven
 * through the real factory, manager and loop: what a server sends that the conversion did not
 * expect must never end the run nor merge, lose or run a call it should not. Each malformed
 * call gets one paired error result and is not executed; the run goes on to its answer.
 */

describe("chat completions stream: the same call id twice in one response (case 3, streamed)", () => {
  it("two calls both sent as index 0 with id search_code:0 stay two calls: the first runs, the second gets a paired duplicate error", async () => {
    const stream = chatCompletionsStream([
      {
        tool_calls: [
          {
            index: 0,
            id: "search_code:0",
            type: "function",
            function: { name: "search_code", arguments: "" },
          },
        ],
      },
      { tool_calls: [{ index: 0, function: { arguments: '{"query":"API_' } }] },
      { tool_calls: [{ index: 0, function: { arguments: 'VERSION"}' } }] },
      {
        tool_calls: [
          {
            index: 0,
            id: "search_code:0",
            type: "function",
            function: { name: "search_code", arguments: "" },
          },
        ],
      },
      { tool_calls: [{ index: 0, function: { arguments: '{"query":"api_version"}' } }] },
    ]);
    for (const withIndex of [true, false]) {
      const body = withIndex ? stream : stream.replace(/"index":0,/g, "");
      const result = await runOnFakeApi({
        ...wireApi("kimi"),
        stream: true,
        child: firstChildTurn(body, "text/event-stream"),
      });
      const label = withIndex ? "index 0 on both" : "no index";
      expect(result.run.status, label).toBe("succeeded");
      const child = result.transcript("child");
      expect(firstCalls(child, 2), label).toEqual([
        ["search_code:0", "search_code", "accepted", '{"query":"API_VERSION"}'],
        ["search_code:0#dup-1-1", "search_code", "duplicate_id", '{"query":"api_version"}'],
      ]);
      expect(result.executions.get("search_code:0"), label).toBe(1);
      expect(result.executions.has("search_code:0#dup-1-1"), label).toBe(false);
      expect(resultsOf(child, "search_code:0#dup-1-1"), label).toMatchObject([
        {
          status: "error",
          content:
            'duplicate call id "search_code:0": this call was not executed; call the tool again if it is still needed',
        },
      ]);
      expect(result.wireProblems(), label).toEqual([]);
    }
  });
});

/**
 * One reply per API whose single call carries arguments of a JSON type the API never sends (an
 * array) and whose usage counts are strings: the body is otherwise well-formed.
 */
const oddReplies = {
  openai: {
    id: "resp_odd",
    object: "response",
    status: "completed",
    output: [
      {
        type: "function_call",
        id: "fc_odd",
        call_id: "call_odd",
        name: "search_code",
        arguments: ["v2"],
      },
    ],
    usage: { input_tokens: "900", output_tokens: 30 },
  },
  kimi: {
    id: "chatcmpl-odd",
    object: "chat.completion",
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: null,
          tool_calls: [
            {
              id: "call_odd",
              type: "function",
              function: { name: "search_code", arguments: ["v2"] },
            },
          ],
        },
        finish_reason: "tool_calls",
      },
    ],
    usage: { prompt_tokens: "900", completion_tokens: 30, prompt_tokens_details: "none" },
  },
  ollama: {
    model: "qwen3",
    message: {
      role: "assistant",
      content: "",
      tool_calls: [{ id: "call_odd", function: { name: "search_code", arguments: ["v2"] } }],
    },
    done: true,
    done_reason: "stop",
    prompt_eval_count: "900",
    eval_count: 30,
  },
  anthropic: {
    id: "msg_odd",
    type: "message",
    role: "assistant",
    content: [{ type: "tool_use", id: "toolu_odd", name: "search_code", input: ["v2"] }],
    stop_reason: "tool_use",
    usage: { input_tokens: "900", output_tokens: 30 },
  },
} as const;

describe("a call whose arguments are JSON of the wrong type, with usage counts as strings", () => {
  it("the call is kept exactly as received, rejected with a paired error and not executed; the usage counts become unknown; the run goes on (every API)", async () => {
    for (const provider of ["openai", "kimi", "ollama", "anthropic"] as const) {
      const result = await runOnFakeApi({
        ...wireApi(provider),
        child: firstChildTurn(JSON.stringify(oddReplies[provider]), "application/json"),
      });
      expect(result.run.status, provider).toBe("succeeded");
      const child = result.transcript("child");
      expect(firstCalls(child, 1), provider).toEqual([
        [
          provider === "anthropic" ? "toolu_odd" : "call_odd",
          "search_code",
          "malformed_arguments",
          '["v2"]',
        ],
      ]);
      const callId = callsOf(child)[0]!.callId;
      expect(result.executions.has(callId), provider).toBe(false);
      expect(resultsOf(child, callId), provider).toMatchObject([
        { status: "error", content: "arguments must be a JSON object; the tool was not executed" },
      ]);
      const child0 = result.harness.store.agents.find((agent) => agent.role === "child")!;
      const first = result.harness.store.exchanges.find(
        (exchange) => exchange.agentId === child0.id,
      );
      expect(first?.usage, provider).toEqual({
        inputTokens: null,
        cachedInputTokens: null,
        outputTokens: 30,
        reasoningTokens: null,
      });
      expect(result.wireProblems(), provider).toEqual([]);
    }
  });
});

describe("chat completions stream: a tool call delta whose arguments are an object", () => {
  it("keeps the arguments (as their JSON text) instead of dropping them, so the call runs with what the model sent", async () => {
    const stream = chatCompletionsStream([
      {
        tool_calls: [
          {
            index: 0,
            id: "call_object",
            type: "function",
            function: { name: "search_code", arguments: { query: "API_VERSION" } },
          },
        ],
      },
    ]);
    const result = await runOnFakeApi({
      ...wireApi("openai-compatible"),
      stream: true,
      child: firstChildTurn(stream, "text/event-stream"),
    });
    expect(result.run.status).toBe("succeeded");
    const child = result.transcript("child");
    expect(firstCalls(child, 1)).toEqual([
      ["call_object", "search_code", "accepted", '{"query":"API_VERSION"}'],
    ]);
    expect(result.executions.get("call_object")).toBe(1);
    expect(resultsOf(child, "call_object")[0]?.content).toMatch(/^\d+ matches for "API_VERSION"/);
  });
});

describe("Responses stream: output_item.done that leaves out what the deltas built", () => {
  it("keeps the arguments and text the deltas gave when the done item carries only its status", () => {
    const event = (data: Record<string, unknown>) =>
      `event: ${String(data.type)}\ndata: ${JSON.stringify(data)}\n\n`;
    const call = { type: "function_call", id: "fc_1", call_id: "call_1", name: "search_code" };
    const message = { type: "message", id: "msg_1", role: "assistant" };
    const stream = [
      event({
        type: "response.output_item.added",
        output_index: 0,
        item: { ...call, arguments: "" },
      }),
      event({
        type: "response.function_call_arguments.delta",
        item_id: "fc_1",
        delta: '{"query":',
      }),
      event({ type: "response.function_call_arguments.delta", item_id: "fc_1", delta: '"v2"}' }),
      event({
        type: "response.output_item.done",
        output_index: 0,
        item: { ...call, status: "completed" },
      }),
      event({
        type: "response.output_item.added",
        output_index: 1,
        item: { ...message, content: [] },
      }),
      event({
        type: "response.output_text.delta",
        item_id: "msg_1",
        content_index: 0,
        delta: "Found 16.",
      }),
      event({
        type: "response.output_item.done",
        output_index: 1,
        item: { ...message, status: "completed" },
      }),
      event({
        type: "response.completed",
        response: {
          id: "resp_1",
          status: "completed",
          output: [],
          usage: { input_tokens: 5, output_tokens: 3 },
        },
      }),
    ].join("");
    const converted = convertOpenAIResponsesResponse(stream, true, 200);
    expect(
      converted.outputs.map((output) =>
        output.type === "text"
          ? ["text", output.text]
          : ["tool_call", output.call.providerCallId, output.call.arguments],
      ),
    ).toEqual([
      ["tool_call", "call_1", '{"query":"v2"}'],
      ["text", "Found 16."],
    ]);
    expect(converted.warnings).toEqual([]);
  });
});

describe("Responses stream: only response.completed carries the output", () => {
  it("a stream whose items come only in response.completed (no output_item events) gives those items, not an empty reply", () => {
    const output = [
      {
        type: "message",
        id: "msg_1",
        role: "assistant",
        content: [{ type: "output_text", text: "Checking." }],
      },
      {
        type: "function_call",
        id: "fc_1",
        call_id: "call_1",
        name: "search_code",
        arguments: '{"query":"v2"}',
      },
    ];
    const stream = [
      { type: "response.created", response: { id: "resp_1", status: "in_progress", output: [] } },
      {
        type: "response.completed",
        response: {
          id: "resp_1",
          status: "completed",
          output,
          usage: { input_tokens: 5, output_tokens: 3 },
        },
      },
    ]
      .map((data) => `event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`)
      .join("");
    const converted = convertOpenAIResponsesResponse(stream, true, 200);
    expect(
      converted.outputs.map((entry) =>
        entry.type === "text"
          ? ["text", entry.text]
          : ["tool_call", entry.call.providerCallId, entry.call.arguments],
      ),
    ).toEqual([
      ["text", "Checking."],
      ["tool_call", "call_1", '{"query":"v2"}'],
    ]);
  });
});
