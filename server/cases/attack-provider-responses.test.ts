import { describe, expect, it } from "vitest";
import { convertOpenAIResponsesResponse } from "../runtime/providers/openai-responses/convert-openai-responses-response";
import { runOnFakeApi, wireApi } from "../testing/provider-setup";
import { callsOf, resultsOf } from "../runtime/testing/transcript-queries";
import type { TurnOverride } from "../runtime/providers/shared/__fixtures__/scripted-wire-model";

/**
 * Unusual provider responses, sent by a fake server over each API's wire format and driven
 * through the real factory, manager and loop: what a server sends that the conversion did not
 * expect must never end the run nor merge, lose or run a call it should not. Each malformed
 * call gets one paired error result and is not executed; the run goes on to its answer.
 */

/** A chat-completions SSE body of these chunk deltas, then [DONE]. */
function chatCompletionsStream(deltas: readonly Record<string, unknown>[]): string {
  return `${deltas
    .map(
      (delta) =>
        `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`,
    )
    .join("")}data: ${JSON.stringify({
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta: {}, finish_reason: "tool_calls" }],
    usage: { prompt_tokens: 900, completion_tokens: 30 },
  })}\n\ndata: [DONE]\n\n`;
}

/** The child's first turn replaced by `text` (an SSE or JSON body); its later turns scripted. */
function firstChildTurn(text: string, contentType: string): TurnOverride {
  return (turn) => (turn === 1 ? { reply: { text, contentType } } : null);
}

/** [callId, name, acceptance, arguments as received] of the first `count` calls. */
function firstCalls(items: Parameters<typeof callsOf>[0], count: number) {
  return callsOf(items)
    .slice(0, count)
    .map((call) => [call.callId, call.name, call.acceptance, call.argumentsText]);
}

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

const CUT_CALL =
  "the response was cut at the token limit while this call was being written, so its arguments may be incomplete; the tool was not executed (call it again, with shorter arguments if they were long)";

/** An Anthropic SSE body of these events. */
function anthropicStream(events: readonly Record<string, unknown>[]): string {
  return events
    .map((data) => `event: ${String(data.type)}\ndata: ${JSON.stringify(data)}\n\n`)
    .join("");
}

describe("a response cut at the token limit while it wrote a tool call", () => {
  it("the last call (whose arguments may be cut, even to nothing) is rejected with a paired error and not executed; earlier calls run (every API)", async () => {
    const complete = { query: "API_VERSION" };
    const cases = [
      {
        provider: "anthropic" as const,
        stream: true,
        contentType: "text/event-stream",
        body: anthropicStream([
          {
            type: "message_start",
            message: {
              id: "msg_cut",
              type: "message",
              role: "assistant",
              content: [],
              usage: { input_tokens: 900 },
            },
          },
          {
            type: "content_block_start",
            index: 0,
            content_block: { type: "tool_use", id: "toolu_done", name: "search_code", input: {} },
          },
          {
            type: "content_block_delta",
            index: 0,
            delta: { type: "input_json_delta", partial_json: JSON.stringify(complete) },
          },
          { type: "content_block_stop", index: 0 },
          {
            type: "content_block_start",
            index: 1,
            content_block: { type: "tool_use", id: "toolu_cut", name: "read_changelog", input: {} },
          },
          {
            type: "message_delta",
            delta: { stop_reason: "max_tokens" },
            usage: { output_tokens: 30 },
          },
          { type: "message_stop" },
        ]),
        ids: ["toolu_done", "toolu_cut"],
      },
      {
        provider: "anthropic" as const,
        stream: false,
        contentType: "application/json",
        body: JSON.stringify({
          id: "msg_cut",
          type: "message",
          role: "assistant",
          content: [
            { type: "tool_use", id: "toolu_done", name: "search_code", input: complete },
            { type: "tool_use", id: "toolu_cut", name: "read_changelog", input: {} },
          ],
          stop_reason: "max_tokens",
          usage: { input_tokens: 900, output_tokens: 30 },
        }),
        ids: ["toolu_done", "toolu_cut"],
      },
      {
        provider: "openai-compatible" as const,
        stream: true,
        contentType: "text/event-stream",
        body: chatCompletionsStream([
          {
            tool_calls: [
              {
                index: 0,
                id: "call_done",
                type: "function",
                function: { name: "search_code", arguments: JSON.stringify(complete) },
              },
            ],
          },
          {
            tool_calls: [
              {
                index: 1,
                id: "call_cut",
                type: "function",
                function: { name: "read_changelog", arguments: "" },
              },
            ],
          },
        ]).replace('"finish_reason":"tool_calls"', '"finish_reason":"length"'),
        ids: ["call_done", "call_cut"],
      },
      {
        provider: "openai" as const,
        stream: false,
        contentType: "application/json",
        body: JSON.stringify({
          id: "resp_cut",
          object: "response",
          status: "incomplete",
          incomplete_details: { reason: "max_output_tokens" },
          output: [
            {
              type: "function_call",
              id: "fc_done",
              call_id: "call_done",
              name: "search_code",
              arguments: JSON.stringify(complete),
              status: "completed",
            },
            {
              type: "function_call",
              id: "fc_cut",
              call_id: "call_cut",
              name: "read_changelog",
              arguments: "",
              status: "incomplete",
            },
          ],
          usage: { input_tokens: 900, output_tokens: 30 },
        }),
        ids: ["call_done", "call_cut"],
      },
      {
        provider: "ollama" as const,
        stream: false,
        contentType: "application/json",
        body: JSON.stringify({
          model: "qwen3",
          message: {
            role: "assistant",
            content: "",
            tool_calls: [
              { id: "call_done", function: { name: "search_code", arguments: complete } },
              { id: "call_cut", function: { name: "read_changelog", arguments: {} } },
            ],
          },
          done: true,
          done_reason: "length",
          prompt_eval_count: 900,
          eval_count: 30,
        }),
        ids: ["call_done", "call_cut"],
      },
    ];
    for (const { provider, stream, contentType, body, ids } of cases) {
      const label = `${provider}${stream ? " streamed" : ""}`;
      const result = await runOnFakeApi({
        ...wireApi(provider),
        stream,
        child: firstChildTurn(body, contentType),
      });
      expect(result.run.status, label).toBe("succeeded");
      const child = result.transcript("child");
      expect(
        callsOf(child)
          .slice(0, 2)
          .map((call) => [call.callId, call.acceptance]),
        label,
      ).toEqual([
        [ids[0], "accepted"],
        [ids[1], "malformed_arguments"],
      ]);
      expect(result.executions.get(ids[0]!), label).toBe(1);
      expect(result.executions.has(ids[1]!), label).toBe(false);
      expect(resultsOf(child, ids[1]!), label).toMatchObject([
        { status: "error", content: CUT_CALL },
      ]);
      expect(result.wireProblems(), label).toEqual([]);
    }
  });
});

const STREAM_CUT_CALL =
  "the response's stream ended early while this call was being written, so its arguments may be incomplete; the tool was not executed (call it again)";

describe("a stream that ends early while it wrote a tool call (no finish_reason or [DONE]; no stop_reason)", () => {
  it("the call is rejected with a paired error and not executed, with a warning (chat completions, Anthropic)", async () => {
    const chunk = (delta: Record<string, unknown>) =>
      `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;
    const cases = [
      {
        provider: "kimi" as const,
        body: [
          chunk({ role: "assistant", content: "Reading the changelog." }),
          chunk({
            tool_calls: [
              {
                index: 0,
                id: "call_cut",
                type: "function",
                function: { name: "read_changelog", arguments: "" },
              },
            ],
          }),
        ].join(""),
        warning:
          "the stream ended without a finish_reason or [DONE]: the response may be incomplete",
      },
      {
        provider: "anthropic" as const,
        body: anthropicStream([
          {
            type: "message_start",
            message: {
              id: "msg_cut",
              type: "message",
              role: "assistant",
              content: [],
              usage: { input_tokens: 900 },
            },
          },
          {
            type: "content_block_start",
            index: 0,
            content_block: { type: "tool_use", id: "call_cut", name: "read_changelog", input: {} },
          },
        ]),
        warning: "the stream ended without a stop_reason: the response may be incomplete",
      },
    ];
    for (const { provider, body, warning } of cases) {
      const result = await runOnFakeApi({
        ...wireApi(provider),
        stream: true,
        child: firstChildTurn(body, "text/event-stream"),
      });
      expect(result.run.status, provider).toBe("succeeded");
      const child = result.transcript("child");
      expect(firstCalls(child, 1), provider).toEqual([
        ["call_cut", "read_changelog", "malformed_arguments", provider === "kimi" ? "" : "{}"],
      ]);
      expect(result.executions.has("call_cut"), provider).toBe(false);
      expect(resultsOf(child, "call_cut"), provider).toMatchObject([
        { status: "error", content: STREAM_CUT_CALL },
      ]);
      expect(result.exchangeWarnings("child")[0], provider).toContain(warning);
    }
  });
});
