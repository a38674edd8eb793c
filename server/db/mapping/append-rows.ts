import type { AgentPatch, RunAppendBatch, RunPatch } from "../../runtime/ports";
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
 * and samples refer to the same run and agents). The run event log joins here.
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
