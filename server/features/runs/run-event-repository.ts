import { retryWhileBusy } from "../../db/prisma-errors";
import type { Prisma, PrismaClient } from "../../db/prisma-types";
import type { AppendBatch, RunEventDraft } from "../../db/mapping/append-rows";
import { toDate } from "../../db/mapping/columns";
import type { AgentPatch, RunAppendBatch } from "../../runtime/ports";
import { batchOf, type AppendWriter } from "./append-writer-repository";
import { flushDeltas, type RunDelta, type RunEvent } from "./run-deltas";
import type { RunEventAnnouncer } from "./run-event-feed";
import { readStoredEvents, storedDeltaJson } from "./stored-run-delta-repository";

/** A Prisma transaction (what `$transaction(async (tx) => …)` hands over). */
export type Transaction = Prisma.TransactionClient;

/** How many events one catch-up read returns at most. */
export const EVENT_PAGE_SIZE = 500;

/** A delta as its RunEvent row stores it: the type column and the delta as JSON. */
export function deltaRow(delta: RunDelta): RunEventDraft {
  return { type: delta.type, delta: storedDeltaJson(delta) };
}

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
      ...deltaRow(event.delta),
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
  const { result, events } = await retryWhileBusy(() =>
    prisma.$transaction(async (tx) => {
      const written = await work(tx);
      const appended: RunEvent[] = [];
      for (const [runId, deltas] of written.deltas) {
        appended.push(...(await appendRunEvents(tx, runId, deltas, at)));
      }
      return { result: written.result, events: appended };
    }),
  );
  if (events.length > 0) announcer.announce(events);
  return result;
}

/**
 * The run event log on the append path (issue 10, items 2 and 9): each batch of a flush goes
 * to the append writer with the deltas describing it (run-deltas.ts `flushDeltas`), which the
 * writer stores in the same transaction as the rows, numbered from Run.eventSequence. Resolves
 * with the committed events (for the feed to announce) once the transaction has committed;
 * rejects as the writer does, and then nothing of it, events included, was stored.
 *
 * Agent patches of a batch whose run the buffer did not know (runId "") are moved to their
 * run's batch first (an agent's run never changes, so reading it before the transaction is
 * safe); one still unknown stays where it is and its update fails with NotFoundError.
 */
export async function appendEvents(
  prisma: PrismaClient,
  writer: AppendWriter,
  batches: readonly RunAppendBatch[],
  at: number,
): Promise<RunEvent[]> {
  const known = await withKnownRuns(prisma, batches);
  const described = known.map((batch) => ({ batch, ...flushDeltas(batch) }));
  const ranges = await writer.writeBatches(
    described.map(({ batch, events, runEvent }): AppendBatch => ({
      ...batch,
      events: events.map(deltaRow),
      runEvent: runEvent === null ? null : deltaRow(runEvent),
      at,
    })),
  );
  return described.flatMap(({ batch, events, runEvent }, index) => {
    const { firstSequence, count } = ranges[index]!;
    const written = runEvent === null ? events : [...events, runEvent];
    return written.slice(0, count).map((delta, position) => ({
      runId: batch.runId,
      sequence: firstSequence + position,
      at,
      delta,
    }));
  });
}

/**
 * Cold records (agents to create, debriefs to store) of one run through the append writer,
 * with the deltas describing them, in one transaction (record-tables.ts). Resolves with the
 * committed events; rejects as the writer does (ConflictError, NotFoundError, driver errors),
 * and then nothing of it was stored.
 */
export async function appendRecords(
  writer: AppendWriter,
  runId: string,
  records: Pick<AppendBatch, "agents" | "debriefs">,
  deltas: readonly RunDelta[],
  at: number,
): Promise<RunEvent[]> {
  const [range] = await writer.writeBatches([
    { ...batchOf(runId, {}), ...records, events: deltas.map(deltaRow), runEvent: null, at },
  ]);
  const firstSequence = range?.firstSequence ?? 0;
  return deltas
    .slice(0, range?.count ?? 0)
    .map((delta, position) => ({ runId, sequence: firstSequence + position, at, delta }));
}

/** `batches` with the agent patches of runId "" moved to the batches of their runs. */
async function withKnownRuns(
  prisma: PrismaClient,
  batches: readonly RunAppendBatch[],
): Promise<readonly RunAppendBatch[]> {
  const unknown = batches.filter((batch) => batch.runId === "" && batch.agentPatches.size > 0);
  if (unknown.length === 0) return batches;
  const rows = await prisma.agent.findMany({
    where: { id: { in: unknown.flatMap((batch) => [...batch.agentPatches.keys()]) } },
    select: { id: true, runId: true },
  });
  const runOf = new Map(rows.map((row) => [row.id, row.runId]));
  const result = batches.filter((batch) => batch.runId !== "");
  const unresolved = new Map<string, AgentPatch>();
  for (const [agentId, patch] of unknown.flatMap((batch) => [...batch.agentPatches])) {
    const runId = runOf.get(agentId);
    const index = result.findIndex((batch) => batch.runId === runId);
    if (runId === undefined) unresolved.set(agentId, patch);
    else if (index === -1)
      result.push(batchOf(runId, { agentPatches: new Map([[agentId, patch]]) }));
    else {
      const batch = result[index]!;
      result[index] = {
        ...batch,
        agentPatches: new Map([...batch.agentPatches, [agentId, patch]]),
      };
    }
  }
  if (unresolved.size > 0) result.push(batchOf("", { agentPatches: unresolved }));
  return result;
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
    return readStoredEvents(this.prisma, rows);
  }

  /** The sequence of `runId`'s last stored event; 0 when it has none (or no such run). */
  async lastSequence(runId: string): Promise<number> {
    const { _max } = await this.prisma.runEvent.aggregate({
      where: { runId },
      _max: { sequence: true },
    });
    return _max.sequence ?? 0;
  }

  /**
   * The events of several runs in one query: for each range, the run's events with a sequence
   * in (after, last], ordered by run and sequence; at most `limit` rows in all (a caller that
   * gets fewer than it asked for of a run reads the rest again). Empty for no ranges.
   */
  async eventsInRanges(
    ranges: readonly EventRange[],
    limit = EVENT_PAGE_SIZE,
  ): Promise<RunEvent[]> {
    const wanted = ranges.filter((range) => range.last > range.after);
    if (wanted.length === 0) return [];
    const rows = await this.prisma.runEvent.findMany({
      where: {
        OR: wanted.map((range) => ({
          runId: range.runId,
          sequence: { gt: range.after, lte: range.last },
        })),
      },
      orderBy: [{ runId: "asc" }, { sequence: "asc" }],
      take: limit,
    });
    return readStoredEvents(this.prisma, rows);
  }
}

/** Run `runId`'s events with a sequence above `after`, up to and including `last`. */
export interface EventRange {
  runId: string;
  after: number;
  last: number;
}
