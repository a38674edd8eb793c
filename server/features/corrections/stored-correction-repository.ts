import { correctionToRow, rowToCorrection } from "../../db/mapping/debrief-rows";
import type { PrismaClient } from "../../db/prisma-types";
import { translateWriteErrors } from "../../db/prisma-errors";
import type { CorrectionRecord } from "../../runtime/records";
import type { RunEventAnnouncer } from "../runs/run-event-feed";
import { writeWithEvents } from "../runs/run-event-repository";

/** A correction to store for an agent another process runs (the sequence is the database's). */
export type UnsequencedCorrection = Omit<CorrectionRecord, "sequence">;

/**
 * Corrections stored by a process that does not hold the agent (issue 10 item 5: the web
 * process in PostgreSQL mode; the worker holding the agent takes them into its inbox). The
 * sequence is assigned by the database: the next after the agent's highest, under a
 * transaction-scoped advisory lock on the agent (PostgreSQL), and the (agent, sequence) key is
 * unique, so two writers never share one.
 */
export class StoredCorrectionRepository {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly announcer: RunEventAnnouncer,
  ) {}

  /**
   * Store `correction` with the agent's next sequence, with its `correction-queued` event;
   * returns it as stored. Errors: ConflictError when the agent's row is gone (see
   * translateWriteErrors).
   */
  async store(correction: UnsequencedCorrection): Promise<CorrectionRecord> {
    return translateWriteErrors(
      () =>
        writeWithEvents(this.prisma, this.announcer, correction.createdAt, async (tx) => {
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${correction.agentId}))`;
          const highest = await tx.correction.aggregate({
            where: { agentId: correction.agentId },
            _max: { sequence: true },
          });
          const stored: CorrectionRecord = {
            ...correction,
            sequence: (highest._max.sequence ?? 0) + 1,
          };
          await tx.correction.create({ data: correctionToRow(stored) });
          return {
            result: stored,
            deltas: new Map([[stored.runId, [{ type: "correction-queued", correction: stored }]]]),
          };
        }),
      { missing: `agent ${correction.agentId} of run ${correction.runId} does not exist` },
    );
  }

  /** The stored correction, or null. */
  async find(correctionId: string): Promise<CorrectionRecord | null> {
    const row = await this.prisma.correction.findUnique({ where: { id: correctionId } });
    return row === null ? null : rowToCorrection(row);
  }
}
