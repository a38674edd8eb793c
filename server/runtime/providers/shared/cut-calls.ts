import type { CallTruncation, ModelOutput } from "../model-provider";

/**
 * A response cut short while it wrote a tool call: at the provider's token limit (chat
 * completions `finish_reason: "length"`, Anthropic `stop_reason: "max_tokens"`, Responses
 * `incomplete` for max_output_tokens, Ollama `done_reason: "length"`) or by a stream that ended
 * without its end marker. When the response ends with a tool call, that call's arguments may be
 * incomplete, even empty where the call had only its name, and may still parse (`{}`). Marked
 * `truncatedBy`, it is rejected with a paired error and never runs.
 */

/** Mark the last output as a cut call when the response was cut (`by`) and ends with a call. */
export function markCutCall(outputs: readonly ModelOutput[], by: CallTruncation | null): void {
  const last = outputs[outputs.length - 1];
  if (by !== null && last?.type === "tool_call") last.call.truncatedBy = by;
}
