import type { Prisma, PrismaClient, RunEvent as RunEventRow } from "../../db/generated/client";
import { member, parseObject, toDate, toMs } from "../../db/mapping/columns";
import { RUN_DELTA_TYPES } from "../../shared/run-events";
import type { RunDelta, RunEvent } from "./run-deltas";
import type { RunEventAnnouncer } from "./run-event-feed";

/** A Prisma transaction (what `$transaction(async (tx) => …)` hands over). */
export type Transaction = Prisma.TransactionClient;

/** How many events one catch-up read returns at most. */
export const EVENT_PAGE_SIZE = 500;

/**
 * Append `deltas` to the event log of `runId` inside `tx`, the transaction that writes the
 * state they describe. The sequences come from the database: Run.eventSequence is incremented
 * by the same transaction (a row lock on PostgreSQL, the one writer on SQLite), so they are
 * gap-free per run and committed in order. Returns the stored events (empty for no deltas).
 * Errors: Prisma's "record not found" when the run does not exist (the caller translates).
 */
export async function appendRunEvents(
  tx: Transaction,
  runId: string,
  deltas: readonly RunDelta[],
  at: number,
): Promise<RunEvent[]> {
  if (deltas.length === 0) return [];
  const { eventSequence } = await tx.run.update({
    where: { id: runId },
    data: { eventSequence: { increment: deltas.length } },
    select: { eventSequence: true },
  });
  const first = eventSequence - deltas.length + 1;
  const events = deltas.map((delta, index) => ({ runId, sequence: first + index, at, delta }));
  await tx.runEvent.createMany({
    data: events.map((event) => ({
      runId,
      sequence: event.sequence,
      type: event.delta.type,
      delta: JSON.stringify(event.delta),
      at: toDate(at),
    })),
  });
  return events;
}

/** Deltas of several runs written by one transaction. */
export type DeltasByRun = ReadonlyMap<string, readonly RunDelta[]>;

/**
 * Run `work` in one transaction, append the deltas it returns to each run's event log in
 * that same transaction, and announce the committed events. Resolves with `work`'s result
 * once everything is committed; a failure rolls back the state and its events together.
 */
export async function writeWithEvents<T>(
  prisma: PrismaClient,
  announcer: RunEventAnnouncer,
  at: number,
  work: (tx: Transaction) => Promise<{ result: T; deltas: DeltasByRun }>,
): Promise<T> {
  const { result, events } = await prisma.$transaction(async (tx) => {
    const written = await work(tx);
    const appended: RunEvent[] = [];
    for (const [runId, deltas] of written.deltas) {
      appended.push(...(await appendRunEvents(tx, runId, deltas, at)));
    }
    return { result: written.result, events: appended };
  });
  if (events.length > 0) announcer.announce(events);
  return result;
}

/** Row -> RunEvent (the delta JSON checked for a known type). */
function rowToRunEvent(row: RunEventRow): RunEvent {
  const delta = parseObject(row.delta, `run event ${row.runId}#${row.sequence}`);
  member(row.type, RUN_DELTA_TYPES, "run event type");
  if (delta.type !== row.type) {
    throw new Error(`stored run event ${row.runId}#${row.sequence} has a delta of another type`);
  }
  return { runId: row.runId, sequence: row.sequence, at: toMs(row.at), delta: delta as RunDelta };
}

/** Reads of the run event log (live streams catching up, tests). */
export class RunEventRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Events of `runId` after sequence `after`, in order, at most `limit`. */
  async eventsAfter(runId: string, after: number, limit = EVENT_PAGE_SIZE): Promise<RunEvent[]> {
    const rows = await this.prisma.runEvent.findMany({
      where: { runId, sequence: { gt: after } },
      orderBy: { sequence: "asc" },
      take: limit,
    });
    return rows.map(rowToRunEvent);
  }
}
