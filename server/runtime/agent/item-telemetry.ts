import type { TelemetryEventRecord } from "../records";
import type { TranscriptItem } from "../transcript/transcript-item";

/** Builds one telemetry event of an agent (LiveAgent.telemetryEvent; `data` comes from text redacted at ingestion). */
export type TelemetryEventBuilder = (
  type: string,
  data: Record<string, unknown>,
  fields: { callId?: string; toolUseId?: string; status?: string; uncertainty?: string | null },
) => TelemetryEventRecord;

/**
 * The telemetry an appended transcript item produces (seed 003: call id, result tool_use_id,
 * structured status and uncertainty): one event per tool call and per tool result, none for
 * other items.
 */
export function itemTelemetry(
  item: TranscriptItem,
  event: TelemetryEventBuilder,
): TelemetryEventRecord[] {
  if (item.kind === "tool_call") {
    return [
      event(
        "tool_call",
        { name: item.name, arguments: item.argumentsText, acceptance: item.acceptance },
        { callId: item.callId, status: item.acceptance },
      ),
    ];
  }
  if (item.kind === "tool_result") {
    return [
      event(
        "tool_result",
        { name: item.toolName, contentLength: item.content.length },
        { toolUseId: item.toolUseId, status: item.status, uncertainty: item.uncertainty },
      ),
    ];
  }
  return [];
}
