import { ProviderError } from "../../errors";
import { parseEventJson, parseServerSentEvents } from "../shared/stream-parsing";

const API = "OpenAI Responses";

type Item = Record<string, unknown> & { id?: string; type?: string };

/**
 * Assemble a Responses SSE stream into the body a non-streamed call returns, so both go through
 * one conversion. Items are keyed by their item id: `output_item.added` places an item (at
 * `output_index` when the event has one, else after the others) and `output_item.done` replaces
 * the item with that id where it stands, so proxies that omit `output_index` never get an item
 * twice; a field the done item leaves out (a proxy's done item with only its status) keeps what
 * the added item and the deltas built. Text and argument deltas are applied to the item named
 * by `item_id` (deltas carry the item id, not the call id), or at `output_index` when they carry
 * no item id. `response.completed` / `response.incomplete` give status and usage, and the
 * output when the stream sent no item events.
 * `response.failed` and `error` events → ProviderError.
 */
export function assembleOpenAIResponsesStream(text: string, status: number): unknown {
  const items: Item[] = [];
  const byId = new Map<string, Item>();
  let final: Record<string, unknown> | null = null;
  const positionById = new Map<string, number>();
  const place = (index: unknown, item: Item) => {
    const known = typeof item.id === "string" ? positionById.get(item.id) : undefined;
    const position = known ?? (typeof index === "number" ? index : items.length);
    items[position] = item;
    if (typeof item.id === "string") {
      byId.set(item.id, item);
      positionById.set(item.id, position);
    }
  };
  for (const event of parseServerSentEvents(text)) {
    if (event.data === "[DONE]" || event.data === "") continue;
    const data = parseEventJson(API, event.data, status) as Record<string, unknown>;
    const type = typeof data.type === "string" ? data.type : event.event;
    const target =
      typeof data.item_id === "string"
        ? byId.get(data.item_id)
        : typeof data.output_index === "number"
          ? items[data.output_index]
          : undefined;
    switch (type) {
      case "response.output_item.added":
        place(data.output_index, { ...(data.item as Item) });
        break;
      case "response.output_item.done": {
        // Fields the done item leaves out keep what the added item and the deltas built.
        const item = data.item as Item;
        const built = typeof item.id === "string" ? byId.get(item.id) : target;
        place(data.output_index, { ...built, ...item });
        break;
      }
      case "response.output_text.delta":
        if (target) appendText(target, Number(data.content_index ?? 0), String(data.delta ?? ""));
        break;
      case "response.function_call_arguments.delta":
        if (target)
          target.arguments = `${String(target.arguments ?? "")}${String(data.delta ?? "")}`;
        break;
      case "response.function_call_arguments.done":
        if (target && typeof data.arguments === "string") target.arguments = data.arguments;
        break;
      case "response.completed":
      case "response.incomplete":
        final = (data.response as Record<string, unknown>) ?? {};
        break;
      case "response.failed": {
        const response = data.response as { error?: { message?: string } } | undefined;
        throw new ProviderError(
          `${API}: response failed: ${response?.error?.message ?? "no reason given"}`,
          status,
        );
      }
      case "error":
        throw new ProviderError(
          `${API}: stream error: ${String(data.message ?? (data.error as { message?: string })?.message ?? "unknown")}`,
          status,
        );
      default:
        break;
    }
  }
  if (final === null) {
    throw new ProviderError(`${API}: the stream ended before response.completed`, status);
  }
  const completed: Record<string, unknown> = final;
  const built = items.filter((item) => item !== undefined);
  return {
    ...completed,
    status: completed.status ?? "completed",
    // A server that sends no item events carries the items only in response.completed.
    output: built.length === 0 && Array.isArray(completed.output) ? completed.output : built,
  };
}

function appendText(item: Item, contentIndex: number, delta: string): void {
  const content = Array.isArray(item.content) ? (item.content as Record<string, unknown>[]) : [];
  const part = content[contentIndex] ?? { type: "output_text", text: "" };
  part.text = `${String(part.text ?? "")}${delta}`;
  content[contentIndex] = part;
  item.content = content;
}
