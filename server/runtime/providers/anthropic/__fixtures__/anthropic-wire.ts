import { sseBody, type FakeReply } from "../../shared/__fixtures__/fake-api-server";
import type {
  ModelTurn,
  WireCodec,
  WireEvent,
} from "../../shared/__fixtures__/scripted-wire-model";

/**
 * The Anthropic Messages side of the fake server (Messages API, tool use, extended thinking and
 * streaming docs): decodes `messages` (tool_use input objects, tool_result blocks), encodes a
 * turn as a message (thinking block with a signature → text → tool_use blocks) or as the
 * documented SSE events (input_json_delta split in two, usage in message_start/message_delta).
 */
export const anthropicWire: WireCodec = {
  decode(body) {
    const events: WireEvent[] = [];
    for (const message of (body.messages ?? []) as { role: string; content: unknown }[]) {
      const blocks =
        typeof message.content === "string"
          ? [{ type: "text", text: message.content }]
          : (message.content as Record<string, unknown>[]);
      for (const block of blocks) {
        if (block.type === "text") {
          events.push({
            kind: message.role === "user" ? "user" : "assistant_text",
            text: String(block.text),
          });
        } else if (block.type === "tool_use") {
          events.push({
            kind: "call",
            id: String(block.id),
            name: String(block.name),
            arguments: JSON.stringify(block.input ?? {}),
          });
        } else if (block.type === "tool_result") {
          events.push({
            kind: "result",
            id: String(block.tool_use_id),
            content:
              typeof block.content === "string" ? block.content : JSON.stringify(block.content),
            isError: block.is_error === true,
          });
        }
      }
      if (message.role === "assistant") events.push({ kind: "assistant_end" });
    }
    const toolNames = ((body.tools ?? []) as { name?: string }[]).map((tool) => String(tool.name));
    return { events, toolNames };
  },
  callId: (_name, index) => `toolu_${String(index).padStart(4, "0")}`,
  reply(turn, { stream }): FakeReply {
    const message = messageObject(turn);
    return stream
      ? { text: messageEvents(message), contentType: "text/event-stream" }
      : { json: message };
  },
};

/** A non-streamed message for one turn. */
export function messageObject(turn: ModelTurn): Record<string, unknown> {
  const content: Record<string, unknown>[] = [];
  if (turn.reasoning !== undefined) {
    content.push({
      type: "thinking",
      thinking: turn.reasoning,
      signature: `sig:${turn.reasoning.length}`,
    });
  }
  if (turn.text) content.push({ type: "text", text: turn.text });
  for (const call of turn.calls ?? []) {
    content.push({
      type: "tool_use",
      id: call.id,
      name: call.name,
      input: typeof call.arguments === "string" ? parseOrRaw(call.arguments) : call.arguments,
    });
  }
  const usage = turn.usage ?? { input: 100, output: 20 };
  return {
    id: "msg_fake",
    type: "message",
    role: "assistant",
    model: "claude-sonnet-4-5",
    content,
    stop_reason: (turn.calls ?? []).length > 0 ? "tool_use" : "end_turn",
    stop_sequence: null,
    usage: {
      input_tokens: usage.input - (usage.cached ?? 0),
      cache_read_input_tokens: usage.cached ?? 0,
      cache_creation_input_tokens: 0,
      output_tokens: usage.output,
    },
  };
}

/** The documented stream for a message. */
export function messageEvents(message: Record<string, unknown>): string {
  const events: { event: string; data: unknown }[] = [];
  const emit = (type: string, data: Record<string, unknown>) =>
    events.push({ event: type, data: { type, ...data } });
  const usage = message.usage as Record<string, number>;
  emit("message_start", {
    message: { ...message, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } },
  });
  (message.content as Record<string, unknown>[]).forEach((block, index) => {
    if (block.type === "tool_use") {
      emit("content_block_start", { index, content_block: { ...block, input: {} } });
      const json = JSON.stringify(block.input);
      const half = Math.floor(json.length / 2);
      emit("content_block_delta", {
        index,
        delta: { type: "input_json_delta", partial_json: json.slice(0, half) },
      });
      emit("content_block_delta", {
        index,
        delta: { type: "input_json_delta", partial_json: json.slice(half) },
      });
    } else if (block.type === "thinking") {
      emit("content_block_start", { index, content_block: { type: "thinking", thinking: "" } });
      emit("content_block_delta", {
        index,
        delta: { type: "thinking_delta", thinking: block.thinking },
      });
      emit("content_block_delta", {
        index,
        delta: { type: "signature_delta", signature: block.signature },
      });
    } else {
      emit("content_block_start", { index, content_block: { type: "text", text: "" } });
      emit("content_block_delta", { index, delta: { type: "text_delta", text: block.text } });
    }
    emit("content_block_stop", { index });
    if (index === 0) events.push({ event: "ping", data: { type: "ping" } });
  });
  emit("message_delta", {
    delta: { stop_reason: message.stop_reason, stop_sequence: null },
    usage: { output_tokens: usage.output_tokens },
  });
  emit("message_stop", {});
  return sseBody(events);
}

function parseOrRaw(text: string): unknown {
  try {
    return JSON.parse(text || "{}") as unknown;
  } catch {
    return text;
  }
}
