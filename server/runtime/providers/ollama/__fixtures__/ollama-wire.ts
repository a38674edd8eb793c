import type { FakeReply } from "../../shared/__fixtures__/fake-api-server";
import type {
  ModelTurn,
  WireCodec,
  WireEvent,
} from "../../shared/__fixtures__/scripted-wire-model";

/**
 * Ollama /api/chat's side of the fake server (ollama docs/api.md, api/types.go): decodes
 * `messages` (arguments are objects), encodes a turn as one final message or as NDJSON chunks
 * (content split, tool calls whole, counts on the final `done` chunk). `ids`: whether the
 * server gives calls ids (v0.12.10+) or none (older servers).
 */
export function ollamaWire(ids: boolean): WireCodec {
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
              id: typeof call.id === "string" ? call.id : null,
              name: String(call.function?.name),
              arguments: JSON.stringify(call.function?.arguments ?? {}),
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
    callId: (_name, index) => (ids ? `call_${index.toString(36).padStart(8, "x")}` : null),
    reply(turn, { stream }): FakeReply {
      const chunks = chatChunks(turn);
      return stream
        ? {
            text: chunks.map((chunk) => JSON.stringify(chunk)).join("\n") + "\n",
            contentType: "application/x-ndjson",
          }
        : { json: finalMessage(turn) };
    },
  };
}

function toolCalls(turn: ModelTurn): Record<string, unknown>[] {
  return (turn.calls ?? []).map((call, index) => ({
    ...(call.id === null ? {} : { id: call.id }),
    function: {
      index,
      name: call.name,
      arguments: typeof call.arguments === "string" ? safeObject(call.arguments) : call.arguments,
    },
  }));
}

function safeObject(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A non-streamed /api/chat reply. */
export function finalMessage(turn: ModelTurn): Record<string, unknown> {
  const message: Record<string, unknown> = { role: "assistant", content: turn.text ?? "" };
  if (turn.reasoning !== undefined) message.thinking = turn.reasoning;
  const calls = toolCalls(turn);
  if (calls.length > 0) message.tool_calls = calls;
  return {
    model: "qwen3",
    created_at: "2026-11-29T12:00:00Z",
    message,
    done: true,
    done_reason: "stop",
    prompt_eval_count: turn.usage?.input ?? 100,
    eval_count: turn.usage?.output ?? 20,
  };
}

/** The same reply as NDJSON chunks. */
export function chatChunks(turn: ModelTurn): Record<string, unknown>[] {
  const text = turn.text ?? "";
  const half = Math.floor(text.length / 2);
  const chunk = (message: Record<string, unknown>) => ({
    model: "qwen3",
    created_at: "2026-11-29T12:00:00Z",
    message: { role: "assistant", content: "", ...message },
    done: false,
  });
  const chunks: Record<string, unknown>[] = [];
  if (turn.reasoning !== undefined) chunks.push(chunk({ thinking: turn.reasoning }));
  chunks.push(chunk({ content: text.slice(0, half) }), chunk({ content: text.slice(half) }));
  const calls = toolCalls(turn);
  if (calls.length > 0) chunks.push(chunk({ tool_calls: calls }));
  chunks.push({
    ...finalMessage({ usage: turn.usage }),
    message: { role: "assistant", content: "" },
  });
  return chunks;
}
