import type { RunStore } from "../ports";
import type { ToolOutcome } from "../tools/tool";
import type { TranscriptItem } from "./transcript-item";

/**
 * The span of a transcript around one tool call: the assistant text of the same iteration
 * before the call, the call, and its paired result. Null when the call id is not there.
 * Source: seed 000 `fetch_transcript_span(ref, tool_call_id)`.
 */
export function extractSpan(
  items: readonly TranscriptItem[],
  toolCallId: string,
): TranscriptItem[] | null {
  const callIndex = items.findIndex(
    (item) => item.kind === "tool_call" && item.callId === toolCallId,
  );
  const call = items[callIndex];
  if (call === undefined) return null;
  const before = items.filter(
    (item, index) =>
      index < callIndex &&
      item.iteration === call.iteration &&
      item.kind === "message" &&
      item.role === "assistant",
  );
  const result = items.find((item) => item.kind === "tool_result" && item.toolUseId === toolCallId);
  return [...before, call, ...(result ? [result] : [])];
}

/** Parse a transcript_ref (`transcript:<agentId>`); null when it is not one. */
export function parseTranscriptRef(ref: string): string | null {
  const match = /^transcript:([A-Za-z0-9_-]+)$/.exec(ref.trim());
  return match?.[1] ?? null;
}

/** Render a span as plain text for a model (the fetch_transcript_span tool result). */
export function renderSpan(items: readonly TranscriptItem[]): string {
  return items
    .map((item) => {
      switch (item.kind) {
        case "message":
          return `[${item.role}] ${item.text}`;
        case "tool_call":
          return `[tool_call ${item.callId}] ${item.name}(${item.argumentsText})`;
        case "tool_result":
          return `[tool_result for ${item.toolUseId}, ${item.status}]\n${item.content}`;
        default:
          return `[${item.kind}]`;
      }
    })
    .join("\n");
}

/**
 * The fetch_transcript_span tool's outcome: the stored span of a transcript of this run
 * (`runAgentIds`), or an error result naming the unknown ref or call id.
 */
export async function fetchSpanOutcome(
  store: RunStore,
  runAgentIds: readonly string[],
  ref: string,
  toolCallId: string,
): Promise<ToolOutcome> {
  const agentId = parseTranscriptRef(ref);
  if (agentId === null || !runAgentIds.includes(agentId)) {
    return { status: "error", content: `unknown transcript_ref "${ref}"` };
  }
  const span = extractSpan(await store.loadTranscript(agentId), toolCallId);
  if (span === null) return { status: "error", content: `no tool call "${toolCallId}" in ${ref}` };
  return { status: "ok", content: renderSpan(span) };
}
