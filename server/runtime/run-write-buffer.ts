import type { RunAppendBatch, RunPatch, RunStore } from "./ports";
import type {
  AgentRecord,
  DebriefRecord,
  ModelExchangeRecord,
  TelemetryEventRecord,
  WindowSampleRecord,
} from "./records";
import type { TranscriptItem } from "./transcript/transcript-item";

/** What BufferedRunStore holds for one run between flushes. */
export interface RunBuffer {
  /** Agents to create (agentId -> record, their patches merged in until they are written). */
  agents: Map<string, AgentRecord>;
  items: TranscriptItem[];
  telemetry: TelemetryEventRecord[];
  exchanges: ModelExchangeRecord[];
  windowSamples: WindowSampleRecord[];
  /** debriefId -> debrief (the latest save of an id wins). */
  debriefs: Map<string, DebriefRecord>;
  runPatch: RunPatch | null;
}

/** A run buffer with nothing queued. */
export const emptyBuffer = (): RunBuffer => ({
  agents: new Map(),
  items: [],
  telemetry: [],
  exchanges: [],
  windowSamples: [],
  debriefs: new Map(),
  runPatch: null,
});

/**
 * What is left of a failed run's buffer: no rows (the stored transcript stays a prefix), the
 * agents it creates (state, not history) and its update only when that update marks it failed.
 */
export function afterFailure(buffer: RunBuffer | undefined): RunBuffer {
  const runPatch = buffer?.runPatch?.status === "failed" ? buffer.runPatch : null;
  return { ...emptyBuffer(), agents: buffer?.agents ?? new Map(), runPatch };
}

/** The batches through the store's single-record methods (stores without writeBatches). */
export async function writeOneByOne(
  store: RunStore,
  batches: readonly RunAppendBatch[],
): Promise<void> {
  for (const batch of batches) {
    for (const agent of batch.agents ?? []) await store.createAgent(agent);
    if (batch.items.length > 0) await store.appendItems(batch.runId, batch.items);
    if (batch.telemetry.length > 0) await store.recordTelemetry(batch.telemetry);
    for (const exchange of batch.exchanges) await store.recordExchange(exchange);
    for (const sample of batch.windowSamples) await store.recordWindowSample(sample);
    for (const debrief of batch.debriefs ?? []) await store.saveDebrief(debrief);
    for (const [agentId, patch] of batch.agentPatches) await store.updateAgent(agentId, patch);
    if (batch.runPatch !== null) await store.updateRun(batch.runId, batch.runPatch);
  }
}
