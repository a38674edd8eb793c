import type {
  AgentRecord,
  CorrectionConsumptionRecord,
  CorrectionRecord,
  CorrectionRefusalRecord,
  DebriefRecord,
  ModelExchangeRecord,
  WindowSampleRecord,
} from "../../runtime/records";
import type { RunAppendBatch } from "../../runtime/ports";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import type { ExchangeSummary, RunSummary } from "./run-views";

/**
 * The deltas of the run event log (issue 10): each is one change the live run page applies to
 * the snapshot it loaded (`runs.get`), in sequence order. Each is written in the same
 * transaction as the state it describes (run-event-repository.ts), so a delta never describes
 * something that was not stored. The type names are listed in server/shared/run-events.ts
 * (run-deltas.test.ts checks that both name the same types).
 */

/** The run fields a `run` delta may change. */
export type RunFieldsPatch = Partial<
  Pick<
    RunSummary & { finalAnswer: string | null },
    | "status"
    | "statusDetail"
    | "finalAnswer"
    | "startedAt"
    | "finishedAt"
    | "appVersion"
    | "history"
  >
>;

/** The agent fields an `agent` delta may change (BufferedRunStore merges patches per flush). */
export type AgentFieldsPatch = Partial<Omit<AgentRecord, "id" | "runId">>;

/** One change of a run, by type. */
export type RunDelta =
  | { type: "run"; patch: RunFieldsPatch }
  | { type: "agent-created"; agent: AgentRecord }
  | { type: "agent"; agentId: string; patch: AgentFieldsPatch }
  | { type: "items"; agentId: string; items: TranscriptItem[] }
  | { type: "exchanges"; exchanges: ExchangeSummary[] }
  | { type: "window-samples"; samples: WindowSampleRecord[] }
  | { type: "debrief"; debrief: DebriefRecord }
  | { type: "correction-queued"; correction: CorrectionRecord }
  | { type: "correction-consumed"; consumption: CorrectionConsumptionRecord }
  | { type: "correction-refused"; refusal: CorrectionRefusalRecord };

/** A stored event: the run, its gap-free sequence, when it was written (ms) and the delta. */
export interface RunEvent {
  runId: string;
  sequence: number;
  at: number;
  delta: RunDelta;
}

/** What the live subscription sends for one event (the run id is the subscription's). */
export type RunEventMessage = Omit<RunEvent, "runId">;

/** One `items` delta per agent, items in the order given (the store appends in order). */
export function itemDeltas(items: readonly TranscriptItem[]): RunDelta[] {
  const byAgent = new Map<string, TranscriptItem[]>();
  for (const item of items) {
    const list = byAgent.get(item.agentId) ?? [];
    list.push(item);
    byAgent.set(item.agentId, list);
  }
  return [...byAgent].map(([agentId, agentItems]) => ({
    type: "items",
    agentId,
    items: agentItems,
  }));
}

/** An exchange as deltas carry it: the summary without request and response bodies. */
export function exchangeSummary(exchange: ModelExchangeRecord): ExchangeSummary {
  const { requestBody: _request, responseBody: _response, ...summary } = exchange;
  return summary;
}

/** The run fields of a RunRecord patch that the run page shows (others are not streamed). */
export function runFieldsPatch(patch: RunFieldsPatch): RunFieldsPatch {
  const fields: RunFieldsPatch = {};
  if (patch.status !== undefined) fields.status = patch.status;
  if (patch.statusDetail !== undefined) fields.statusDetail = patch.statusDetail;
  if (patch.finalAnswer !== undefined) fields.finalAnswer = patch.finalAnswer;
  if (patch.startedAt !== undefined) fields.startedAt = patch.startedAt;
  if (patch.finishedAt !== undefined) fields.finishedAt = patch.finishedAt;
  if (patch.appVersion !== undefined) fields.appVersion = patch.appVersion;
  if (patch.history !== undefined) fields.history = patch.history;
  return fields;
}

/**
 * The deltas of one run's flush (BufferedRunStore's RunAppendBatch), in the order the writer
 * stores them: agents created, items (one delta per agent), the flush's exchanges (one delta),
 * its window samples (one delta), debriefs, agent patches (merged per flush); then, apart, the
 * run patch's delta (null when it changes no streamed field), which is stored only if the
 * patch applies. Telemetry has no delta. One delta per kind and flush rather than per record:
 * each event is a row every flush writes (issue 10, item 9), and the page applies a list once.
 */
export function flushDeltas(batch: RunAppendBatch): {
  events: RunDelta[];
  runEvent: RunDelta | null;
} {
  const events: RunDelta[] = [
    ...(batch.agents ?? []).map((agent): RunDelta => ({ type: "agent-created", agent })),
    ...itemDeltas(batch.items),
    ...(batch.exchanges.length > 0
      ? [{ type: "exchanges" as const, exchanges: batch.exchanges.map(exchangeSummary) }]
      : []),
    ...(batch.windowSamples.length > 0
      ? [{ type: "window-samples" as const, samples: [...batch.windowSamples] }]
      : []),
    ...(batch.debriefs ?? []).map((debrief): RunDelta => ({ type: "debrief", debrief })),
    ...[...batch.agentPatches].map(([agentId, patch]): RunDelta => ({
      type: "agent",
      agentId,
      patch,
    })),
  ];
  const fields = batch.runPatch === null ? {} : runFieldsPatch(batch.runPatch);
  const runEvent: RunDelta | null =
    Object.keys(fields).length > 0 ? { type: "run", patch: fields } : null;
  return { events, runEvent };
}

/** Groups deltas by run id, keeping their order (one write may touch several runs). */
export function groupByRun<T>(entries: readonly { runId: string; value: T }[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const { runId, value } of entries) {
    const list = grouped.get(runId) ?? [];
    list.push(value);
    grouped.set(runId, list);
  }
  return grouped;
}
