import { sseBody, type FakeReply } from "../../shared/__fixtures__/fake-api-server";
import type {
  ModelTurn,
  WireCodec,
  WireEvent,
} from "../../shared/__fixtures__/scripted-wire-model";

/**
 * The chat-completions side of the fake server (OpenAI chat completions format; Kimi's ids
 * `functions.{name}:{index}` and usage quirks from the Moonshot docs and kosong): decodes
 * `messages`, encodes a turn as a chat.completion or as `chat.completion.chunk` SSE events
 * (tool-call arguments split across chunks, keyed by index; Kimi puts usage in choices[0]).
 */
export function chatCompletionsWire(style: "kimi" | "openai-compatible"): WireCodec {
  return {
    decode(body) {
      const events: WireEvent[] = [];
      for (const message of (body.messages ?? []) as Record<string, unknown>[]) {
        const content = typeof message.content === "string" ? message.content : "";
        if (message.role === "user") events.push({ kind: "user", text: content });
        else if (message.role === "tool") {
          events.push({ kind: "result", id: String(message.tool_call_id), content });
        } else if (message.role === "assistant") {
          if (content !== "") events.push({ kind: "assistant_text", text: content });
          for (const call of (message.tool_calls ?? []) as Record<
            string,
            Record<string, unknown>
          >[]) {
            events.push({
              kind: "call",
              id: String(call.id),
              name: String(call.function?.name),
              arguments: String(call.function?.arguments),
            });
          }
          events.push({ kind: "assistant_end" });
        }
      }
      const toolNames = ((body.tools ?? []) as { function?: { name?: string } }[]).map((tool) =>
        String(tool.function?.name),
      );
      return { events, toolNames };
    },
    callId: (name, index) => (style === "kimi" ? `functions.${name}:${index}` : `call_${index}`),
    reply(turn, { stream }): FakeReply {
      return stream
        ? { text: completionChunks(turn, style), contentType: "text/event-stream" }
        : { json: completion(turn, style) };
    },
  };
}

function usageOf(turn: ModelTurn, style: "kimi" | "openai-compatible"): Record<string, unknown> {
  const usage = turn.usage ?? { input: 100, output: 20 };
  const base = {
    prompt_tokens: usage.input,
    completion_tokens: usage.output,
    total_tokens: usage.input + usage.output,
  };
  return style === "kimi"
    ? { ...base, cached_tokens: usage.cached ?? 0 }
    : {
        ...base,
        prompt_tokens_details: { cached_tokens: usage.cached ?? 0 },
        completion_tokens_details: { reasoning_tokens: usage.reasoning ?? 0 },
      };
}

/** A non-streamed chat.completion for one turn. */
export function completion(
  turn: ModelTurn,
  style: "kimi" | "openai-compatible",
): Record<string, unknown> {
  const message: Record<string, unknown> = { role: "assistant", content: turn.text ?? "" };
  if (turn.reasoning !== undefined) message.reasoning_content = turn.reasoning;
  const calls = turn.calls ?? [];
  if (calls.length > 0) {
    message.tool_calls = calls.map((call, index) => ({
      index,
      ...(call.id === null ? {} : { id: call.id }),
      type: "function",
      function: {
        name: call.name,
        arguments:
          typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments),
      },
    }));
  }
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    model: style === "kimi" ? "kimi-k2.6" : "local-model",
    choices: [{ index: 0, message, finish_reason: calls.length > 0 ? "tool_calls" : "stop" }],
    usage: usageOf(turn, style),
  };
}

/** The same turn as chat.completion.chunk events ending in [DONE]. */
export function completionChunks(turn: ModelTurn, style: "kimi" | "openai-compatible"): string {
  const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    data: {
      id: "chatcmpl-fake",
      object: "chat.completion.chunk",
      choices: [{ index: 0, delta, finish_reason: null, ...extra }],
    },
  });
  const events: { data: unknown }[] = [chunk({ role: "assistant", content: "" })];
  if (turn.reasoning !== undefined) events.push(chunk({ reasoning_content: turn.reasoning }));
  if (turn.text) {
    const half = Math.floor(turn.text.length / 2);
    events.push(
      chunk({ content: turn.text.slice(0, half) }),
      chunk({ content: turn.text.slice(half) }),
    );
  }
  (turn.calls ?? []).forEach((call, index) => {
    const args =
      typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments);
    const half = Math.floor(args.length / 2);
    events.push(
      chunk({
        tool_calls: [
          {
            index,
            ...(call.id === null ? {} : { id: call.id }),
            type: "function",
            function: { name: call.name, arguments: "" },
          },
        ],
      }),
      chunk({ tool_calls: [{ index, function: { arguments: args.slice(0, half) } }] }),
      chunk({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] }),
    );
  });
  const finish = (turn.calls ?? []).length > 0 ? "tool_calls" : "stop";
  if (style === "kimi") {
    events.push(chunk({}, { finish_reason: finish, usage: usageOf(turn, style) }));
  } else {
    events.push(chunk({}, { finish_reason: finish }));
    events.push({
      data: {
        id: "chatcmpl-fake",
        object: "chat.completion.chunk",
        choices: [],
        usage: usageOf(turn, style),
      },
    });
  }
  events.push({ data: "[DONE]" });
  return sseBody(events);
}
