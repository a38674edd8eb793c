import type { TranscriptItem } from "../../runtime/transcript/transcript-item";

/**
 * The fields a replay must reproduce, item for item (ids, agent ids and times differ by
 * design; spawn results keep the recorded child ids because they are recorded content).
 */
export function comparable(item: TranscriptItem): Record<string, unknown> {
  const common = { kind: item.kind, sequence: item.sequence, iteration: item.iteration };
  switch (item.kind) {
    case "message":
      return { ...common, role: item.role, text: item.text, providerData: item.providerData };
    case "tool_call":
      return {
        ...common,
        name: item.name,
        callId: item.callId,
        providerCallId: item.providerCallId,
        idSource: item.idSource,
        argumentsText: item.argumentsText,
        argumentsFormat: item.argumentsFormat,
        acceptance: item.acceptance,
        rejectionReason: item.rejectionReason,
        providerData: item.providerData,
      };
    case "tool_result":
      return {
        ...common,
        toolUseId: item.toolUseId,
        toolName: item.toolName,
        status: item.status,
        content: item.content,
        uncertainty: item.uncertainty,
        preventedByCorrection: item.preventedByCorrection,
      };
    case "correction":
      return {
        ...common,
        correctionSequence: item.correctionSequence,
        author: item.author,
        text: item.text,
      };
    case "notice":
      return { ...common, source: item.source, text: item.text };
    case "compaction":
      return { ...common, text: item.text, from: item.fromSequence, to: item.toSequence };
    case "legacy_text":
      return { ...common, text: item.text };
  }
}
