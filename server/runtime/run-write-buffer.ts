import type { StorageError } from "./errors";
import type { AgentPatch, RunAppendBatch, RunPatch, RunStore } from "./ports";
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

/**
 * An agent of a run whose writes were lost that says `succeeded` in a flush after the loss is
 * written `failed` with the run's StorageError: its success was never proven durable (an
 * agent's success does not wait for its writes; the stored transcript is the prefix before
 * the loss), so a stored agent never says `succeeded` over a transcript with a gap.
 */
function failedIfSucceeded<T extends AgentPatch>(state: T, failure: StorageError): T {
  return state.status === "succeeded"
    ? { ...state, status: "failed", statusDetail: failure.message }
    : state;
}

/** The buffer of a failed run with its created agents' unproven successes rewritten. */
export function withoutUnprovenSuccess(buffer: RunBuffer, failure: StorageError): RunBuffer {
  for (const [agentId, agent] of buffer.agents) {
    buffer.agents.set(agentId, failedIfSucceeded(agent, failure));
  }
  return buffer;
}

/** A failed run's agent patches with unproven successes rewritten. */
export function patchesWithoutSuccess(
  patches: Map<string, AgentPatch>,
  failure: StorageError,
): Map<string, AgentPatch> {
  return new Map(
    [...patches].map(([agentId, patch]) => [agentId, failedIfSucceeded(patch, failure)]),
  );
}
