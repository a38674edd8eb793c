import type { ModelOutput } from "../model-provider";

/**
 * A response the provider cut at its token limit (chat completions `finish_reason: "length"`,
 * Anthropic `stop_reason: "max_tokens"`, Responses `incomplete` for max_output_tokens, Ollama
 * `done_reason: "length"`) that ends with a tool call was cut while writing that call: its
 * arguments may be incomplete, even empty where the call had only its name, and may still
 * parse (`{}`). Marked `truncated`, it is rejected with a paired error and never runs.
 */

/** Mark the last output as a cut call when the response was cut and ends with a tool call. */
export function markCutCall(outputs: readonly ModelOutput[], cut: boolean): void {
  const last = outputs[outputs.length - 1];
  if (cut && last?.type === "tool_call") last.call.truncated = true;
}
