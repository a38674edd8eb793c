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

/**
 * A call's arguments as a response conversion keeps them: a string or a JSON object exactly as
 * received; any other JSON value (an array, a number, true) as its JSON text, which call
 * acceptance rejects with a paired error ("arguments must be a JSON object"), so one odd call
 * never fails the whole response; `absent` when the field is missing or null.
 */
export function receivedArguments(
  value: unknown,
  absent: string | Record<string, unknown>,
): string | Record<string, unknown> {
  if (value === undefined || value === null) return absent;
  if (typeof value === "string") return value;
  if (typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  return JSON.stringify(value) ?? absent;
}
