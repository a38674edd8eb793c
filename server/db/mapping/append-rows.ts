import type { AgentPatch, RunAppendBatch, RunPatch } from "../../runtime/ports";
import { toDate } from "./columns";
import { telemetryToRow } from "./debrief-rows";
import { agentPatchToRow, runPatchToRow } from "./run-rows";
import { exchangeToRow, itemToRow, sampleToRow } from "./transcript-rows";

/**
 * The append-only tables the run store writes without Prisma (server/features/runs/
 * sqlite-append-repository.ts, postgres-append-repository.ts): each table's columns in
 * insert order and the rows of a RunAppendBatch as value lists. Values come from the same row
 * mappers Prisma writes with, so both paths store the same thing; a DateTime is handed to
 * `time`, which formats it the way the provider's Prisma adapter does.
 */

/**
 * A run event as the append writer stores it: its delta's type and the delta as JSON
 * (server/features/runs/run-deltas.ts builds them; this layer only stores text).
 */
export interface RunEventDraft {
  type: string;
  delta: string;
}

/**
 * One run's part of a flush as the append writer stores it: the runtime's batch plus the run
 * events describing it (the event log of issue 10), written in the same transaction with
 * gap-free sequences taken from Run.eventSequence.
 */
export interface AppendBatch extends RunAppendBatch {
  /** The events of the rows and agent patches, in order; stored unconditionally. */
  events: readonly RunEventDraft[];
  /**
   * The event of `runPatch`, stored after `events` only when the patch is applied: a status
   * patch on a run already ended (a sweeper or a drain was first) is dropped with its event.
   */
  runEvent: RunEventDraft | null;
  /** When the events were written (ms). */
  at: number;
}

/**
 * The events a batch stores once its run patch is known to apply or not. Each gets its
 * `position` (1, 2, …) after the sequence its run had before the transaction.
 */
export function storedEvents(
  batch: AppendBatch,
  runPatchApplied: boolean,
): readonly RunEventDraft[] {
  return runPatchApplied && batch.runEvent !== null
    ? [...batch.events, batch.runEvent]
    : batch.events;
}

/** What a column holds: text (String), int (Int), time (DateTime). */
export type ColumnKind = "text" | "int" | "time";

/** One append-only table: its name and columns (as in prisma/models.prisma). */
export interface AppendTable {
  name: string;
  columns: readonly string[];
  /** Each column's kind, in `columns` order (PostgreSQL casts its arrays with it). */
  kinds: readonly ColumnKind[];
  /** The batch's rows for this table, as column -> value objects. */
  rows(batch: RunAppendBatch): Record<string, unknown>[];
}

/**
 * The append-only tables, in the order a flush writes them (items first: telemetry, exchanges
 * and samples refer to the same run and agents), then the run event log (RUN_EVENT_TABLE).
 */
export const APPEND_TABLES: readonly AppendTable[] = [
  {
    name: "TranscriptItem",
    kinds: [
      "text",
      "text",
      "text",
      "int",
      "int",
      "text",
      "time",
      "text",
      "text",
      "text",
      "text",
      "text",
      "text",
      "text",
    ],
    columns: [
      "id",
      "runId",
      "agentId",
      "sequence",
      "iteration",
      "kind",
      "createdAt",
      "callId",
      "toolUseId",
      "status",
      "uncertainty",
      "name",
      "payload",
      "searchText",
    ],
    rows: (batch) => batch.items.map((item) => itemToRow(batch.runId, item)),
  },
  {
    name: "TelemetryEvent",
    kinds: ["text", "text", "text", "text", "text", "text", "text", "text", "text", "time"],
    columns: [
      "id",
      "runId",
      "agentId",
      "type",
      "callId",
      "toolUseId",
      "status",
      "uncertainty",
      "data",
      "at",
    ],
    rows: (batch) => batch.telemetry.map(telemetryToRow),
  },
  {
    name: "ModelExchange",
    kinds: [
      "text",
      "text",
      "text",
      "int",
      "text",
      "text",
      "text",
      "text",
      "int",
      "int",
      "int",
      "int",
      "int",
      "int",
      "time",
      "text",
    ],
    columns: [
      "id",
      "runId",
      "agentId",
      "iteration",
      "provider",
      "model",
      "requestBody",
      "responseBody",
      "httpStatus",
      "inputTokens",
      "cachedInputTokens",
      "outputTokens",
      "reasoningTokens",
      "latencyMs",
      "startedAt",
      "warnings",
    ],
    rows: (batch) => batch.exchanges.map(exchangeToRow),
  },
  {
    name: "WindowSample",
    kinds: ["text", "text", "text", "int", "int", "int", "text", "text", "time"],
    columns: [
      "id",
      "runId",
      "agentId",
      "iteration",
      "tokens",
      "providerInputTokens",
      "mark",
      "relatedAgentId",
      "at",
    ],
    rows: (batch) => batch.windowSamples.map(sampleToRow),
  },
];

/**
 * The run event log (RunEvent). Its rows come from `eventRows`, not from a batch: their
 * `sequence` is only known inside the transaction, after Run.eventSequence was incremented by
 * the number of events (SQLite adds it to each row; PostgreSQL joins the incremented value in
 * the same statement: postgres-append-repository.ts).
 */
export const RUN_EVENT_TABLE = {
  name: "RunEvent",
  columns: ["runId", "sequence", "type", "delta", "at"],
  kinds: ["text", "int", "text", "text", "time"],
} as const satisfies Omit<AppendTable, "rows">;

/**
 * The RunEvent rows of `drafts`, numbered from `firstSequence` (the run's previous
 * eventSequence + 1), as column -> value objects.
 */
export function eventRows(
  runId: string,
  firstSequence: number,
  drafts: readonly RunEventDraft[],
  at: number,
): Record<string, unknown>[] {
  return drafts.map((draft, index) => ({
    runId,
    sequence: firstSequence + index,
    type: draft.type,
    delta: draft.delta,
    at: toDate(at),
  }));
}

/** `row`'s values in `columns` order; Dates through `time`, undefined as null. */
export function rowValues(
  row: Record<string, unknown>,
  columns: readonly string[],
  time: (date: Date) => unknown,
): unknown[] {
  return columns.map((column) => {
    const value = row[column];
    if (value === undefined) return null;
    return value instanceof Date ? time(value) : value;
  });
}

/** An update of one row by id: the changed columns (sorted) and their values. */
export interface RowUpdate {
  columns: string[];
  values: unknown[];
}

function toUpdate(data: Record<string, unknown>, time: (date: Date) => unknown): RowUpdate {
  const columns = Object.keys(data).sort();
  return { columns, values: rowValues(data, columns, time) };
}

/** An agent patch as a row update (budget and activity as JSON text). */
export function agentUpdate(patch: AgentPatch, time: (date: Date) => unknown): RowUpdate {
  return toUpdate(agentPatchToRow(patch) as Record<string, unknown>, time);
}

/** A run patch as a row update. */
export function runUpdate(patch: RunPatch, time: (date: Date) => unknown): RowUpdate {
  return toUpdate(runPatchToRow(patch) as Record<string, unknown>, time);
}

/** The run ids of some batches, for messages ("run_1, run_2"). */
export function runsOf(batches: readonly RunAppendBatch[]): string {
  return batches.map((batch) => batch.runId).join(", ");
}

/**
 * The runs and agents the append-only rows of `batches` refer to, which no foreign key checks
 * (prisma/models.prisma: insert-only tables have none; issue 10 item 9): the run of each
 * telemetry event, exchange and window sample, and the agent of each transcript item, each id
 * once. The append writers check these exist once per flush (a missing one: NotFoundError).
 * RunEvent rows need no check: their run's eventSequence is incremented in the same
 * transaction, which fails for a missing run.
 */
export function referencedParents(batches: readonly RunAppendBatch[]): {
  runIds: Set<string>;
  agentIds: Set<string>;
} {
  const runIds = new Set<string>();
  const agentIds = new Set<string>();
  for (const batch of batches) {
    for (const event of batch.telemetry) runIds.add(event.runId);
    for (const exchange of batch.exchanges) runIds.add(exchange.runId);
    for (const sample of batch.windowSamples) runIds.add(sample.runId);
    for (const item of batch.items) agentIds.add(item.agentId);
  }
  return { runIds, agentIds };
}
