import { correctionToRow } from "../../db/mapping/debrief-rows";
import { databaseLocation } from "../../db/client";
import type { PrismaClient } from "../../db/prisma-types";
import { prismaCode, translateWriteErrors } from "../../db/prisma-errors";
import { ConflictError, NotFoundError } from "../../runtime/errors";
import type { CorrectionRecord } from "../../runtime/records";
import type { RunEventAnnouncer } from "../runs/run-event-feed";
import { deltaRow, writeWithEvents, type Transaction } from "../runs/run-event-repository";

/**
 * The next correction sequence of `agentId` (1 + its highest stored one), read inside the
 * transaction `tx` that then inserts the correction. `lock` (PostgreSQL, where several
 * processes store corrections for one agent): first takes a transaction-scoped advisory lock
 * on the agent, so two writers never read the same highest sequence; SQLite has one writer.
 */
export async function nextCorrectionSequence(
  tx: Transaction,
  agentId: string,
  lock: boolean,
): Promise<number> {
  if (lock) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${agentId}))`;
  const highest = await tx.correction.aggregate({
    where: { agentId },
    _max: { sequence: true },
  });
  return (highest._max.sequence ?? 0) + 1;
}

/**
 * Store `correction` with its agent's next sequence, with its `correction-queued` event;
 * returns it as stored. The one source of correction sequences where several processes store
 * them (issue 10 item 5: the web process for a person, the worker for a parent's correct_agent
 * call). On PostgreSQL one statement does it all (storeInOneStatement: a round trip instead of
 * seven, on the path from a person's correction to its consumption); on SQLite one
 * transaction (nextCorrectionSequence). Errors: NotFoundError when the agent's row is gone (or
 * belongs to another run), ConflictError for a duplicate id.
 */
export async function storeNumberedCorrection(
  prisma: PrismaClient,
  announcer: RunEventAnnouncer,
  correction: Omit<CorrectionRecord, "sequence">,
  notice?: CorrectionNotice,
): Promise<CorrectionRecord> {
  if (databaseLocation(prisma).provider === "postgresql") {
    return storeInOneStatement(prisma, announcer, correction, notice);
  }
  if (notice !== undefined) {
    throw new Error("a correction's NOTIFY in its storing statement needs PostgreSQL");
  }
  const missing = `agent ${correction.agentId} of run ${correction.runId} does not exist`;
  return translateWriteErrors(
    () =>
      writeWithEvents(prisma, announcer, correction.createdAt, async (tx) => {
        const agent = await tx.agent.findUnique({
          where: { id: correction.agentId },
          select: { runId: true },
        });
        if (agent?.runId !== correction.runId) throw new NotFoundError(missing);
        const stored: CorrectionRecord = {
          ...correction,
          sequence: await nextCorrectionSequence(tx, correction.agentId, false),
        };
        await tx.correction.create({ data: correctionToRow(stored) });
        return {
          result: stored,
          deltas: new Map([[stored.runId, [{ type: "correction-queued", correction: stored }]]]),
        };
      }),
    {
      duplicate: `correction ${correction.id} collides with a stored one (the same id or request key, or its agent's sequence taken by a writer the database did not number)`,
      missing,
    },
  );
}

/**
 * A NOTIFY the storing statement sends with the correction (PostgreSQL only): delivered when the
 * row commits, never for a statement that stored nothing. `payload` is called with the
 * correction as stored but for its sequence, which the statement puts in (SEQUENCE_PLACEHOLDER
 * replaced, as in the event's delta).
 */
export interface CorrectionNotice {
  channel: string;
  payload: (stored: CorrectionRecord) => string;
}

/** Tries of storeInOneStatement when a concurrent writer took the sequence it read. */
const SEQUENCE_TRIES = 5;

/** Stands for the sequence in the delta sent to the statement (replaced by the database). */
const SEQUENCE_PLACEHOLDER = -1;

/**
 * One PostgreSQL statement: the agent's next sequence (1 + its highest, the agent checked to be
 * of the run), the Correction row (ON CONFLICT on (agent, sequence) DO NOTHING: a concurrent
 * writer took that sequence, and the statement is tried again with the new highest), the run's
 * event sequence incremented (a row lock: events stay gap-free and in commit order) and the
 * `correction-queued` RunEvent, its delta JSON with the database's sequence put in. Announces
 * the event once committed.
 */
async function storeInOneStatement(
  prisma: PrismaClient,
  announcer: RunEventAnnouncer,
  correction: Omit<CorrectionRecord, "sequence">,
  notice: CorrectionNotice | undefined,
): Promise<CorrectionRecord> {
  const placeholder = { ...correction, sequence: SEQUENCE_PLACEHOLDER };
  const template = deltaRow({ type: "correction-queued", correction: placeholder });
  const noticeTemplate = notice === undefined ? null : notice.payload(placeholder);
  const at = toPostgresTime(correction.createdAt);
  for (let attempt = 1; ; attempt += 1) {
    const rows = await translateRawDuplicate(correction.id, () =>
      prisma.$queryRawUnsafe<
        {
          agentFound: boolean;
          sequence: number | null;
          eventSequence: number | null;
          notices: number;
        }[]
      >(
        `WITH agent AS (
             SELECT id FROM "Agent" WHERE id = $1 AND "runId" = $3
           ), next AS (
             SELECT COALESCE(MAX(c.sequence), 0) + 1 AS sequence
             FROM "Correction" c WHERE c."agentId" = $1
           ), inserted AS (
             INSERT INTO "Correction" (id, "runId", "agentId", sequence, text, author, "createdAt",
               "requestKey")
             SELECT $2, $3, $1, next.sequence, $4, $5, $6::timestamp(3), $10 FROM next, agent
             ON CONFLICT ("agentId", sequence) DO NOTHING
             RETURNING sequence
           ), bumped AS (
             UPDATE "Run" SET "eventSequence" = "eventSequence" + 1
             WHERE id = $3 AND EXISTS (SELECT 1 FROM inserted)
             RETURNING "eventSequence"
           ), event AS (
             INSERT INTO "RunEvent" ("runId", sequence, type, delta, at)
             SELECT $3, bumped."eventSequence", $7,
               replace($8, $9, '"sequence":' || inserted.sequence), $6::timestamp(3)
             FROM bumped, inserted
             RETURNING sequence
           ), notified AS (
             SELECT pg_notify($11, replace($12, $9, '"sequence":' || inserted.sequence))
             FROM inserted WHERE $12::text IS NOT NULL
           )
           SELECT EXISTS (SELECT 1 FROM agent) AS "agentFound",
             (SELECT sequence FROM inserted) AS sequence,
             (SELECT sequence FROM event) AS "eventSequence",
             (SELECT count(*) FROM notified)::int4 AS notices`,
        correction.agentId,
        correction.id,
        correction.runId,
        correction.text,
        correction.author,
        at,
        template.type,
        template.delta,
        `"sequence":${SEQUENCE_PLACEHOLDER}`,
        correction.requestKey ?? null,
        notice?.channel ?? null,
        noticeTemplate,
      ),
    );
    const row = rows[0];
    if (row === undefined || !row.agentFound) {
      throw new NotFoundError(
        `agent ${correction.agentId} of run ${correction.runId} does not exist`,
      );
    }
    if (row.sequence !== null && row.eventSequence !== null) {
      const stored: CorrectionRecord = { ...correction, sequence: Number(row.sequence) };
      announcer.announce([
        {
          runId: correction.runId,
          sequence: Number(row.eventSequence),
          at: correction.createdAt,
          delta: { type: "correction-queued", correction: stored },
        },
      ]);
      return stored;
    }
    if (attempt >= SEQUENCE_TRIES) {
      throw new ConflictError(
        `Correction ${correction.id} was not stored: agent ${correction.agentId}'s corrections changed while it was being stored (${SEQUENCE_TRIES} tries); send it again`,
      );
    }
  }
}

/** A time as PostgreSQL's `timestamp(3)` takes it, in UTC (as Prisma's pg adapter writes). */
function toPostgresTime(ms: number): string {
  return new Date(ms).toISOString().replace("T", " ").replace("Z", "");
}

/**
 * Runs a raw statement; a unique violation of the correction's id or of its agent's request
 * key (Prisma P2010, its driver adapter error with PostgreSQL's code 23505: the unique keys
 * the statement does not handle itself) becomes ConflictError; anything else is rethrown
 * unchanged.
 */
async function translateRawDuplicate<T>(correctionId: string, query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    const meta = (
      error as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } }
    ).meta;
    if (
      prismaCode(error) === "P2010" &&
      meta?.driverAdapterError?.cause?.originalCode === "23505"
    ) {
      throw new ConflictError(
        `correction ${correctionId} collides with a stored one (the same id, or the same request key for its agent)`,
      );
    }
    throw error;
  }
}
