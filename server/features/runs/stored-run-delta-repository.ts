import type { PrismaClient, RunEvent as RunEventRow } from "../../db/prisma-types";
import { member, parseObject, toMs } from "../../db/mapping/columns";
import { rowToItem } from "../../db/mapping/transcript-rows";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { RUN_DELTA_TYPES } from "../../shared/run-events";
import type { RunDelta, RunEvent } from "./run-deltas";

/**
 * How a run event's delta is stored (RunEvent.delta) and read back. Every delta is stored as
 * its JSON but one: an `items` delta whose items are one agent's consecutive sequences is
 * stored as a reference to them, `{ type: "items", agentId, stored: { first, last } }`. The
 * items are rows of TranscriptItem written by the same transaction as the event
 * (run-event-repository.ts), so the reference always resolves; storing them twice doubled
 * the bytes a run writes (each item's content was in its row and again in its event) and was
 * most of the PostgreSQL flush's parameter-escaping time (issue 10, item 9). Events written
 * before this change hold their items in full and are read as they are.
 */

/** The sequences of one agent's items an `items` event refers to (inclusive). */
interface StoredItemRange {
  first: number;
  last: number;
}

/** The JSON stored for `delta` (see the module comment). */
export function storedDeltaJson(delta: RunDelta): string {
  if (delta.type !== "items") return JSON.stringify(delta);
  const range = consecutiveRange(delta.items);
  if (range === null) return JSON.stringify(delta);
  return JSON.stringify({ type: "items", agentId: delta.agentId, stored: range });
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

/**
 * Rows -> RunEvents, in the rows' order, with every item reference resolved by one read of
 * TranscriptItem. Throws a clear error for a corrupt row: an unknown type, a delta of another
 * type than its row, or a reference to items that are not stored.
 */
export async function readStoredEvents(
  prisma: Pick<PrismaClient, "transcriptItem">,
  rows: readonly RunEventRow[],
): Promise<RunEvent[]> {
  const pending: PendingItems[] = [];
  const events = rows.map((row) => {
    const where = `run event ${row.runId}#${row.sequence}`;
    const delta = parseObject(row.delta, where);
    member(row.type, RUN_DELTA_TYPES, "run event type");
    if (delta.type !== row.type) throw new Error(`stored ${where} has a delta of another type`);
    const event: RunEvent = {
      runId: row.runId,
      sequence: row.sequence,
      at: toMs(row.at),
      delta: delta as RunDelta,
    };
    const range = itemRange(delta.stored);
    if (delta.type === "items" && range !== null) {
      pending.push({ event, agentId: String(delta.agentId), range });
    }
    return event;
  });
  if (pending.length > 0) await resolveItems(prisma, pending);
  return events;
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
  });
  const byKey = new Map(rows.map((row) => [`${row.agentId}:${row.sequence}`, row]));
  for (const { event, agentId, range } of pending) {
    const items: TranscriptItem[] = [];
    for (let sequence = range.first; sequence <= range.last; sequence += 1) {
      const row = byKey.get(`${agentId}:${sequence}`);
      if (row === undefined) {
        throw new Error(
          `stored run event ${event.runId}#${event.sequence} refers to item ${agentId}:${sequence}, which is not stored`,
        );
      }
      items.push(rowToItem(row));
    }
    event.delta = { type: "items", agentId, items };
  }
}
