import { z } from "zod";
import type { ModelExchangeRecord, WindowSampleRecord } from "../../runtime/records";
import { transcriptSearchText } from "../../runtime/transcript/search-text";
import {
  TRANSCRIPT_ITEM_KINDS,
  type TranscriptItem,
} from "../../runtime/transcript/transcript-item";
import { WINDOW_MARKS } from "../../shared/agent-status";
import type {
  ModelExchange,
  Prisma,
  TranscriptItem as TranscriptItemRow,
  WindowSample,
} from "../prisma-types";
import { member, parseJson, parseObject, toDate, toMs } from "./columns";

/**
 * Row mapping for transcript items (the whole item as JSON `payload` plus queryable columns and
 * the text the view shows folded for search, `searchText`: foldForSearch),
 * model exchanges (usage flattened) and window samples.
 */

const stringList = z.array(z.string());

/**
 * TranscriptItem -> row (with the text transcript search matches, transcriptSearchText). The
 * payload leaves out what the columns hold (id, agentId, sequence, iteration, createdAt; rowToItem
 * takes them from the columns, so rows stored with them read the same): about a sixth of a
 * tool call's row, written to the table and the write-ahead log of every append (issue 10).
 */
export function itemToRow(
  runId: string,
  item: TranscriptItem,
): Prisma.TranscriptItemCreateManyInput {
  const { id, agentId, sequence, iteration, createdAt, ...content } = item;
  return {
    id,
    runId,
    agentId,
    sequence,
    iteration,
    kind: item.kind,
    createdAt: toDate(createdAt),
    callId: item.kind === "tool_call" ? item.callId : null,
    toolUseId: item.kind === "tool_result" ? item.toolUseId : null,
    status: item.kind === "tool_result" ? item.status : null,
    uncertainty: item.kind === "tool_result" ? item.uncertainty : null,
    name:
      item.kind === "tool_call" ? item.name : item.kind === "tool_result" ? item.toolName : null,
    payload: JSON.stringify(content),
    searchText: transcriptSearchText(item),
  };
}

/**
 * The columns a read of items leaves out (`omit`): `searchText` only serves the search's WHERE
 * and would about double the bytes each read of a transcript carries.
 */
export const ITEM_READ_OMIT = { searchText: true } as const;

/** Row -> TranscriptItem: the payload, with identity and order taken from the columns. */
export function rowToItem(row: Omit<TranscriptItemRow, "searchText">): TranscriptItem {
  const payload = parseObject(row.payload, `transcript item ${row.id}`);
  return {
    ...payload,
    id: row.id,
    agentId: row.agentId,
    sequence: row.sequence,
    iteration: row.iteration,
    createdAt: toMs(row.createdAt),
    kind: member(row.kind, TRANSCRIPT_ITEM_KINDS, "transcript item kind"),
  } as TranscriptItem;
}

/** ModelExchangeRecord -> row. */
export function exchangeToRow(
  exchange: ModelExchangeRecord,
): Prisma.ModelExchangeUncheckedCreateInput {
  return {
    id: exchange.id,
    runId: exchange.runId,
    agentId: exchange.agentId,
    iteration: exchange.iteration,
    provider: exchange.provider,
    model: exchange.model,
    requestBody: exchange.requestBody,
    responseBody: exchange.responseBody,
    httpStatus: exchange.httpStatus,
    inputTokens: exchange.usage.inputTokens,
    cachedInputTokens: exchange.usage.cachedInputTokens,
    outputTokens: exchange.usage.outputTokens,
    reasoningTokens: exchange.usage.reasoningTokens,
    latencyMs: exchange.latencyMs,
    startedAt: toDate(exchange.startedAt),
    warnings: JSON.stringify(exchange.warnings),
  };
}

/** Row -> ModelExchangeRecord. Rows selected without bodies get empty strings. */
export function rowToExchange(
  row: Omit<ModelExchange, "requestBody" | "responseBody"> &
    Partial<Pick<ModelExchange, "requestBody" | "responseBody">>,
): ModelExchangeRecord {
  return {
    id: row.id,
    runId: row.runId,
    agentId: row.agentId,
    iteration: row.iteration,
    provider: row.provider,
    model: row.model,
    requestBody: row.requestBody ?? "",
    responseBody: row.responseBody ?? "",
    httpStatus: row.httpStatus,
    usage: {
      inputTokens: row.inputTokens,
      cachedInputTokens: row.cachedInputTokens,
      outputTokens: row.outputTokens,
      reasoningTokens: row.reasoningTokens,
    },
    latencyMs: row.latencyMs,
    startedAt: toMs(row.startedAt),
    warnings: parseJson(row.warnings, stringList, "exchange warnings"),
  };
}

/** WindowSampleRecord -> row. */
export function sampleToRow(sample: WindowSampleRecord): Prisma.WindowSampleUncheckedCreateInput {
  return {
    id: sample.id,
    runId: sample.runId,
    agentId: sample.agentId,
    iteration: sample.iteration,
    tokens: sample.tokens,
    providerInputTokens: sample.providerInputTokens,
    mark: sample.mark,
    relatedAgentId: sample.relatedAgentId,
    at: toDate(sample.at),
  };
}

/** Row -> WindowSampleRecord. */
export function rowToSample(row: WindowSample): WindowSampleRecord {
  return {
    id: row.id,
    runId: row.runId,
    agentId: row.agentId,
    iteration: row.iteration,
    tokens: row.tokens,
    providerInputTokens: row.providerInputTokens,
    mark: member(row.mark, WINDOW_MARKS, "window mark"),
    relatedAgentId: row.relatedAgentId,
    at: toMs(row.at),
  };
}
