import type { ToolCallItem } from "../../transcript/transcript-item";

/**
 * Stored arguments back into each API's form (arguments are stored exactly as received in
 * `argumentsText`; cases 7–9 of the shared cases file).
 */

/**
 * For APIs that want an object (Anthropic `input`, Ollama `arguments`): the parsed object;
 * `{}` for empty, malformed or non-object arguments (those calls were rejected and never ran).
 */
export function argumentsAsObject(call: ToolCallItem): Record<string, unknown> {
  if (call.argumentsText.trim() === "") return {};
  try {
    const value = JSON.parse(call.argumentsText) as unknown;
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** For APIs that want a JSON string (Responses, chat completions): the text exactly as received. */
export function argumentsAsString(call: ToolCallItem): string {
  return call.argumentsText;
}
