import { ProviderError } from "../../errors";
import { parseEventJson, parseServerSentEvents } from "../shared/stream-parsing";
import { ReasoningDetailsAssembler } from "./reasoning-details";
import { ToolCallDeltas } from "./tool-call-deltas";

const API = "Chat completions";

/**
 * Assemble a chat-completions SSE stream (`data: {chunk}` … `data: [DONE]`) into the body a
 * non-streamed call returns: content, `refusal`, `reasoning_content` (Kimi) and `reasoning`
 * (OpenRouter, vLLM) concatenated, `reasoning_details` merged per detail (OpenRouter), tool
 * calls by `index` or, when chunks carry none, by id (tool-call-deltas.ts), usage from the
 * chunk that has it (top level, or choices[0].usage on Kimi). An `error` chunk → ProviderError.
 * `ended`: the stream reached its end (a finish_reason or `[DONE]`); false when it stopped
 * early, so what it built may be incomplete.
 */
export function assembleChatCompletionsStream(
  text: string,
  status: number,
): { body: unknown; ended: boolean } {
  let ended = false;
  let content = "";
  let reasoningContent: string | null = null;
  let reasoning: string | null = null;
  let refusal: string | null = null;
  const reasoningDetails = new ReasoningDetailsAssembler();
  let finishReason: string | null = null;
  let usage: unknown = null;
  const calls = new ToolCallDeltas();
  for (const event of parseServerSentEvents(text)) {
    if (event.data === "[DONE]") ended = true;
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
      reasoningContent = (reasoningContent ?? "") + delta.reasoning_content;
    }
    if (typeof delta.reasoning === "string") reasoning = (reasoning ?? "") + delta.reasoning;
    if (typeof delta.refusal === "string") refusal = (refusal ?? "") + delta.refusal;
    if (Array.isArray(delta.reasoning_details)) reasoningDetails.add(delta.reasoning_details);
    if (Array.isArray(delta.tool_calls)) calls.add(delta.tool_calls);
  }
  const message: Record<string, unknown> = { role: "assistant", content };
  if (reasoningContent !== null) message.reasoning_content = reasoningContent;
  if (reasoning !== null) message.reasoning = reasoning;
  if (refusal !== null) message.refusal = refusal;
  if (!reasoningDetails.isEmpty) message.reasoning_details = reasoningDetails.details;
  const toolCalls = calls.calls;
  if (toolCalls.length > 0) {
    message.tool_calls = toolCalls.map((call) => ({
      id: call.id,
      type: "function",
      function: { name: call.name, arguments: call.arguments },
    }));
  }
  return {
    body: { choices: [{ message, finish_reason: finishReason }], usage },
    ended: ended || finishReason !== null,
  };
}
