import { ProviderError } from "../../errors";
import { parseEventJson, parseServerSentEvents } from "../shared/stream-parsing";

const API = "Chat completions";

interface PartialCall {
  id: string | null;
  name: string;
  arguments: string;
}

/**
 * Assemble a chat-completions SSE stream (`data: {chunk}` … `data: [DONE]`) into the body a
 * non-streamed call returns: content and reasoning_content concatenated, tool calls by
 * `index` (the id arrives once, usually in the first chunk; a call whose chunks never carry
 * one keeps none), usage from the chunk that has it (top level, or choices[0].usage on Kimi).
 * An `error` chunk → ProviderError.
 */
export function assembleChatCompletionsStream(text: string, status: number): unknown {
  let content = "";
  let reasoning: string | null = null;
  let finishReason: string | null = null;
  let usage: unknown = null;
  const calls: PartialCall[] = [];
  for (const event of parseServerSentEvents(text)) {
    if (event.data === "[DONE]" || event.data === "") continue;
    const chunk = parseEventJson(API, event.data, status) as Record<string, unknown>;
    if (chunk.error) {
      const error = chunk.error as { message?: unknown };
      throw new ProviderError(
        `${API}: stream error: ${String(error.message ?? "unknown")}`,
        status,
      );
    }
    if (chunk.usage) usage = chunk.usage;
    const choices = Array.isArray(chunk.choices) ? chunk.choices : [];
    const choice = choices[0] as Record<string, unknown> | undefined;
    if (choice === undefined) continue;
    if (choice.usage) usage = choice.usage;
    if (typeof choice.finish_reason === "string") finishReason = choice.finish_reason;
    const delta = (choice.delta ?? {}) as Record<string, unknown>;
    if (typeof delta.content === "string") content += delta.content;
    if (typeof delta.reasoning_content === "string") {
      reasoning = (reasoning ?? "") + delta.reasoning_content;
    }
    const deltas = Array.isArray(delta.tool_calls) ? delta.tool_calls : [];
    deltas.forEach((raw: Record<string, unknown>, position: number) => {
      const index = typeof raw.index === "number" ? raw.index : position;
      const call = (calls[index] ??= { id: null, name: "", arguments: "" });
      if (typeof raw.id === "string" && raw.id !== "" && call.id === null) call.id = raw.id;
      const fn = (raw.function ?? {}) as Record<string, unknown>;
      if (typeof fn.name === "string") call.name += fn.name;
      if (typeof fn.arguments === "string") call.arguments += fn.arguments;
    });
  }
  const message: Record<string, unknown> = { role: "assistant", content };
  if (reasoning !== null) message.reasoning_content = reasoning;
  const toolCalls = calls.filter((call) => call !== undefined);
  if (toolCalls.length > 0) {
    message.tool_calls = toolCalls.map((call) => ({
      id: call.id,
      type: "function",
      function: { name: call.name, arguments: call.arguments },
    }));
  }
  return { choices: [{ message, finish_reason: finishReason }], usage };
}
