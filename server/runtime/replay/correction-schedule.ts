import type { CorrectionConsumptionRecord, CorrectionRecord } from "../records";
import type { ToolCallItem, ToolResultItem, TranscriptItem } from "../transcript/transcript-item";

/**
 * When a replay queues each recorded correction so the agent consumes it at the same point:
 * - it prevented calls → right after the last executed call before the first prevented one
 *   in that batch, or during the model call that produced the batch when none ran before it;
 * - it prevented nothing and was consumed before model call k → after the last executed call
 *   of iteration k-1, or during model call k-1 when that iteration executed nothing.
 * Corrections never consumed are not replayed (they changed no transcript).
 */
export type CorrectionTrigger =
  { kind: "model_call"; iteration: number } | { kind: "after_call"; callId: string };

export interface ScheduledCorrection {
  correction: CorrectionRecord;
  trigger: CorrectionTrigger;
}

/** Calls whose result came from executing the tool (the replay's outcome source). */
function executedThroughSource(call: ToolCallItem, result: ToolResultItem | undefined): boolean {
  return (
    call.acceptance === "accepted" &&
    call.name !== "research_result" &&
    (result?.status === "ok" || result?.status === "error")
  );
}

/** The schedule for one agent's consumed corrections, in sequence order. */
export function scheduleCorrections(
  transcript: readonly TranscriptItem[],
  corrections: readonly CorrectionRecord[],
  consumptions: readonly CorrectionConsumptionRecord[],
): ScheduledCorrection[] {
  const calls = transcript.filter((item): item is ToolCallItem => item.kind === "tool_call");
  const results = new Map<string, ToolResultItem>();
  for (const item of transcript) if (item.kind === "tool_result") results.set(item.toolUseId, item);
  const lastExecutedBefore = (iteration: number, before: ToolCallItem | null) => {
    const batch = calls.filter((call) => call.iteration === iteration);
    const end = before === null ? batch.length : batch.indexOf(before);
    return batch
      .slice(0, end)
      .filter((call) => executedThroughSource(call, results.get(call.callId)))
      .at(-1);
  };
  const scheduled: ScheduledCorrection[] = [];
  for (const correction of [...corrections].sort((a, b) => a.sequence - b.sequence)) {
    const consumption = consumptions.find((entry) => entry.correctionId === correction.id);
    if (consumption === undefined) continue;
    const prevented = calls.find((call) => consumption.preventedCallIds.includes(call.callId));
    let trigger: CorrectionTrigger;
    if (prevented !== undefined) {
      const executed = lastExecutedBefore(prevented.iteration, prevented);
      trigger = executed
        ? { kind: "after_call", callId: executed.callId }
        : { kind: "model_call", iteration: prevented.iteration };
    } else {
      const iteration = Math.max(1, consumption.iteration - 1);
      const executed = lastExecutedBefore(iteration, null);
      trigger = executed
        ? { kind: "after_call", callId: executed.callId }
        : { kind: "model_call", iteration };
    }
    scheduled.push({ correction, trigger });
  }
  return scheduled;
}
