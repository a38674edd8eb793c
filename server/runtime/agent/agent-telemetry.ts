import type { TelemetryEventRecord } from "../records";
import type { TranscriptItem } from "../transcript/transcript-item";
import type { LiveAgent } from "./live-agent";

/** The telemetry events of one appended item: tool calls and tool results. */
export function itemTelemetry(
  item: TranscriptItem,
  event: LiveAgent["telemetryEvent"],
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
