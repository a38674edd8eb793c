import type { ToolCallItem, ToolResultItem, TranscriptItem } from "../transcript/transcript-item";

/** The tool calls of a transcript, in order (tests). */
export function callsOf(items: readonly TranscriptItem[]): ToolCallItem[] {
  return items.filter((item): item is ToolCallItem => item.kind === "tool_call");
}

/** Every result paired to `callId`, in order (a correct transcript has exactly one). */
export function resultsOf(items: readonly TranscriptItem[], callId: string): ToolResultItem[] {
  return items.filter(
    (item): item is ToolResultItem => item.kind === "tool_result" && item.toolUseId === callId,
  );
}
