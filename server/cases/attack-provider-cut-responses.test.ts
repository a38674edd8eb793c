import { describe, expect, it } from "vitest";
import { callsOf, resultsOf } from "../runtime/testing/transcript-queries";
import { runOnFakeApi, wireApi } from "../testing/provider-setup";
import {
  anthropicStream,
  chatCompletionsStream,
  firstCalls,
  firstChildTurn,
} from "./provider-attack-support";

/**
 * Provider responses cut short while they wrote a tool call — at the provider's token limit, or
 * by a stream that ended without its end marker — sent by a fake server over each API's wire
 * format through the real factory, manager and loop. The call being written may carry cut
 * arguments, even none (`{}` parses): it gets one paired error and never runs; calls before it
 * run; the run goes on.
 */

const CUT_CALL =
  "the response was cut at the token limit while this call was being written, so its arguments may be incomplete; the tool was not executed (call it again, with shorter arguments if they were long)";

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
