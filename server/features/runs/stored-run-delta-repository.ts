import type { PrismaClient, RunEvent as RunEventRow } from "../../db/prisma-types";
import { member, parseObject, toMs } from "../../db/mapping/columns";
import {
  ITEM_READ_OMIT,
  rowToExchange,
  rowToItem,
  rowToSample,
} from "../../db/mapping/transcript-rows";
import type { WindowSampleRecord } from "../../runtime/records";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { LEGACY_RUN_DELTA_TYPES, RUN_DELTA_TYPES } from "../../shared/run-events";
import type { RunDelta, RunEvent } from "./run-deltas";
import type { ExchangeSummary } from "./run-views";

/**
 * How a run event's delta is stored (RunEvent.delta) and read back. A delta that describes
 * rows the same transaction writes is stored as a reference to them: an `items` delta whose
 * items are one agent's consecutive sequences as `{ type: "items", agentId, stored: { first,
 * last } }`, an `exchanges` or `window-samples` delta as `{ type, storedIds }` (the rows' ids,
 * in order). Every other delta is stored as its JSON. The rows are written by the same transaction as
 * the event (run-event-repository.ts), so a reference always resolves; storing them twice
 * doubled the bytes a run writes (each item's content was in its row and again in its event)
 * and was most of the PostgreSQL flush's parameter-escaping time (issue 10, item 9). Events
 * written before this change hold their records in full and are read as they are; events of
 * the older per-record types (`exchange` / `window-sample`, with `storedId` or the record in
 * full) are read as one-record `exchanges` / `window-samples` deltas.
 */

/** The sequences of one agent's items an `items` event refers to (inclusive). */
interface StoredItemRange {
  first: number;
  last: number;
}

/** The JSON stored for `delta` (see the module comment). */
export function storedDeltaJson(delta: RunDelta): string {
  switch (delta.type) {
    case "items": {
      const range = consecutiveRange(delta.items);
      if (range === null) return JSON.stringify(delta);
      return JSON.stringify({ type: "items", agentId: delta.agentId, stored: range });
    }
    case "exchanges":
      return JSON.stringify({ type: "exchanges", storedIds: delta.exchanges.map(({ id }) => id) });
    case "window-samples":
      return JSON.stringify({
        type: "window-samples",
        storedIds: delta.samples.map(({ id }) => id),
      });
    default:
      return JSON.stringify(delta);
  }
}

/** first..last when the items are consecutive sequences of their agent; else null. */
function consecutiveRange(items: readonly TranscriptItem[]): StoredItemRange | null {
  const first = items[0];
  if (first === undefined) return null;
  for (let index = 1; index < items.length; index += 1) {
    if (items[index]!.sequence !== first.sequence + index) return null;
  }
  return { first: first.sequence, last: first.sequence + items.length - 1 };
}

/** A stored event whose `items` delta still refers to its rows. */
interface PendingItems {
  event: RunEvent;
  agentId: string;
  range: StoredItemRange;
}

/** A stored event whose `exchanges` or `window-samples` delta still refers to its rows. */
interface PendingRecords {
  event: RunEvent;
  ids: string[];
}

/** The delta types a stored row may have: today's and the legacy per-record ones. */
const STORED_TYPES = [...RUN_DELTA_TYPES, ...LEGACY_RUN_DELTA_TYPES] as const;

/**
 * Rows -> RunEvents, in the rows' order, with every item reference resolved by one read of
 * TranscriptItem. Throws a clear error for a corrupt row: an unknown type, a delta of another
 * type than its row, or a reference to items that are not stored.
 */
export async function readStoredEvents(
  prisma: Pick<PrismaClient, "transcriptItem" | "modelExchange" | "windowSample">,
  rows: readonly RunEventRow[],
): Promise<RunEvent[]> {
  const pending: PendingItems[] = [];
  const exchanges: PendingRecords[] = [];
  const samples: PendingRecords[] = [];
  const events = rows.map((row) => {
    const where = `run event ${row.runId}#${row.sequence}`;
    const delta = parseObject(row.delta, where);
    member(row.type, STORED_TYPES, "run event type");
    if (delta.type !== row.type) throw new Error(`stored ${where} has a delta of another type`);
    const event: RunEvent = {
      runId: row.runId,
      sequence: row.sequence,
      at: toMs(row.at),
      delta: delta as RunDelta,
    };
    const range = itemRange(delta.stored);
    const ids = storedIds(delta);
    if (delta.type === "items" && range !== null) {
      pending.push({ event, agentId: String(delta.agentId), range });
    } else if (ids !== null) {
      if (delta.type === "exchanges" || delta.type === "exchange") exchanges.push({ event, ids });
      else samples.push({ event, ids });
    } else if (delta.type === "exchange") {
      event.delta = { type: "exchanges", exchanges: [delta.exchange as ExchangeSummary] };
    } else if (delta.type === "window-sample") {
      event.delta = { type: "window-samples", samples: [delta.sample as WindowSampleRecord] };
    }
    return event;
  });
  await Promise.all([
    pending.length > 0 ? resolveItems(prisma, pending) : undefined,
    exchanges.length > 0 ? resolveExchanges(prisma, exchanges) : undefined,
    samples.length > 0 ? resolveSamples(prisma, samples) : undefined,
  ]);
  return events;
}

/** The row ids an `exchanges`/`window-samples` (or legacy per-record) delta refers to. */
function storedIds(delta: Record<string, unknown>): string[] | null {
  if (typeof delta.storedId === "string") return [delta.storedId];
  const { storedIds: ids } = delta;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === "string")) return null;
  return ids as string[];
}

function itemRange(value: unknown): StoredItemRange | null {
  if (typeof value !== "object" || value === null) return null;
  const { first, last } = value as Record<string, unknown>;
  if (!Number.isInteger(first) || !Number.isInteger(last)) return null;
  return (last as number) >= (first as number)
    ? { first: first as number, last: last as number }
    : null;
}

async function resolveItems(
  prisma: Pick<PrismaClient, "transcriptItem">,
  pending: readonly PendingItems[],
): Promise<void> {
  const rows = await prisma.transcriptItem.findMany({
    where: {
      OR: pending.map(({ agentId, range }) => ({
        agentId,
        sequence: { gte: range.first, lte: range.last },
      })),
    },
    omit: ITEM_READ_OMIT,
  });
  const byKey = new Map(rows.map((row) => [`${row.agentId}:${row.sequence}`, row]));
  for (const { event, agentId, range } of pending) {
    const items: TranscriptItem[] = [];
    for (let sequence = range.first; sequence <= range.last; sequence += 1) {
      const row = byKey.get(`${agentId}:${sequence}`);
      if (row === undefined) {
        throw missing(event, `item ${agentId}:${sequence}`);
      }
      items.push(rowToItem(row));
    }
    event.delta = { type: "items", agentId, items };
  }
}

const missing = (event: RunEvent, what: string) =>
  new Error(
    `stored run event ${event.runId}#${event.sequence} refers to ${what}, which is not stored`,
  );

async function resolveExchanges(
  prisma: Pick<PrismaClient, "modelExchange">,
  pending: readonly PendingRecords[],
): Promise<void> {
  const rows = await prisma.modelExchange.findMany({
    where: { id: { in: pending.flatMap(({ ids }) => ids) } },
    omit: { requestBody: true, responseBody: true },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { event, ids } of pending) {
    const exchanges = ids.map((id): ExchangeSummary => {
      const row = byId.get(id);
      if (row === undefined) throw missing(event, `exchange ${id}`);
      const { requestBody: _request, responseBody: _response, ...summary } = rowToExchange(row);
      return summary;
    });
    event.delta = { type: "exchanges", exchanges };
  }
}

async function resolveSamples(
  prisma: Pick<PrismaClient, "windowSample">,
  pending: readonly PendingRecords[],
): Promise<void> {
  const rows = await prisma.windowSample.findMany({
    where: { id: { in: pending.flatMap(({ ids }) => ids) } },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { event, ids } of pending) {
    const samples = ids.map((id) => {
      const row = byId.get(id);
      if (row === undefined) throw missing(event, `window sample ${id}`);
      return rowToSample(row);
    });
    event.delta = { type: "window-samples", samples };
  }
}
