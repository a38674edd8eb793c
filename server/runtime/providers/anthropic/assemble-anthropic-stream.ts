import { ProviderError } from "../../errors";
import { parseEventJson, parseServerSentEvents } from "../shared/stream-parsing";

const API = "Anthropic Messages";

type Block = Record<string, unknown> & { type: string };

/**
 * Assemble an Anthropic SSE stream into the body a non-streamed call returns: blocks from
 * `content_block_start` by index, `text_delta` / `thinking_delta` / `signature_delta`
 * appended, `input_json_delta.partial_json` concatenated and parsed into `input` at the end
 * (empty → the start block's input, usually {}; unparseable → the raw string, which call
 * acceptance rejects as malformed), usage merged from `message_start` and `message_delta`.
 * An `error` event (e.g. overloaded_error) → ProviderError.
 */
export function assembleAnthropicStream(text: string, status: number): unknown {
  let message: Record<string, unknown> | null = null;
  const blocks: Block[] = [];
  const partialJson = new Map<number, string>();
  let usage: Record<string, unknown> = {};
  let stopReason: unknown = null;
  for (const event of parseServerSentEvents(text)) {
    if (event.data === "") continue;
    const data = parseEventJson(API, event.data, status) as Record<string, unknown>;
    const index = typeof data.index === "number" ? data.index : -1;
    switch (data.type ?? event.event) {
      case "message_start":
        message = { ...(data.message as Record<string, unknown>) };
        usage = { ...((message.usage as Record<string, unknown>) ?? {}) };
        break;
      case "content_block_start":
        blocks[index] = { ...(data.content_block as Block) };
        break;
      case "content_block_delta": {
        const block = blocks[index];
        const delta = (data.delta ?? {}) as Record<string, unknown>;
        if (block === undefined) break;
        if (delta.type === "text_delta")
          block.text = `${String(block.text ?? "")}${String(delta.text ?? "")}`;
        else if (delta.type === "thinking_delta")
          block.thinking = `${String(block.thinking ?? "")}${String(delta.thinking ?? "")}`;
        else if (delta.type === "signature_delta") block.signature = String(delta.signature ?? "");
        else if (delta.type === "input_json_delta")
          partialJson.set(index, (partialJson.get(index) ?? "") + String(delta.partial_json ?? ""));
        break;
      }
      case "message_delta": {
        const delta = (data.delta ?? {}) as Record<string, unknown>;
        if (delta.stop_reason !== undefined) stopReason = delta.stop_reason;
        usage = { ...usage, ...((data.usage as Record<string, unknown>) ?? {}) };
        break;
      }
      case "error": {
        const error = (data.error ?? {}) as { type?: unknown; message?: unknown };
        throw new ProviderError(
          `${API}: stream error ${String(error.type ?? "")}: ${String(error.message ?? "unknown")}`.replace(
            " :",
            ":",
          ),
          null,
        );
      }
      default:
        break;
    }
  }
  if (message === null) throw new ProviderError(`${API}: the stream had no message_start`, status);
  for (const [index, json] of partialJson) {
    const block = blocks[index];
    if (block === undefined || json === "") continue;
    try {
      block.input = JSON.parse(json) as unknown;
    } catch {
      block.input = json;
    }
  }
  return {
    ...message,
    content: blocks.filter((block) => block !== undefined),
    stop_reason: stopReason,
    usage,
  };
}
