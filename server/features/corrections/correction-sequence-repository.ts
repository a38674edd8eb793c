import { correctionToRow } from "../../db/mapping/debrief-rows";
import { databaseLocation } from "../../db/client";
import type { PrismaClient } from "../../db/prisma-types";
import { translateWriteErrors } from "../../db/prisma-errors";
import type { CorrectionRecord } from "../../runtime/records";
import type { RunEventAnnouncer } from "../runs/run-event-feed";
import { writeWithEvents, type Transaction } from "../runs/run-event-repository";

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
 * Store `correction` with its agent's next sequence (nextCorrectionSequence, locked on
 * PostgreSQL), with its `correction-queued` event; returns it as stored. The one source of
 * correction sequences where several processes store them (issue 10 item 5: the web process
 * for a person, the worker for a parent's correct_agent call). Errors: NotFoundError when the
 * agent's row is gone, ConflictError for a duplicate id.
 */
export async function storeNumberedCorrection(
  prisma: PrismaClient,
  announcer: RunEventAnnouncer,
  correction: Omit<CorrectionRecord, "sequence">,
): Promise<CorrectionRecord> {
  const lock = databaseLocation(prisma).provider === "postgresql";
  return translateWriteErrors(
    () =>
      writeWithEvents(prisma, announcer, correction.createdAt, async (tx) => {
        const stored: CorrectionRecord = {
          ...correction,
          sequence: await nextCorrectionSequence(tx, correction.agentId, lock),
        };
        await tx.correction.create({ data: correctionToRow(stored) });
        return {
          result: stored,
          deltas: new Map([[stored.runId, [{ type: "correction-queued", correction: stored }]]]),
        };
      }),
    {
      duplicate: `correction ${correction.id} collides with a stored one (the same id, or its agent's sequence taken by a writer the database did not number)`,
      missing: `agent ${correction.agentId} of run ${correction.runId} does not exist`,
    },
  );
}
