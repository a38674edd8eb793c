import { refusalToRow, rowToCorrection, rowToRefusal } from "../../db/mapping/debrief-rows";
import type { PrismaClient } from "../../db/prisma-types";
import { prismaCode } from "../../db/prisma-errors";
import type { CorrectionRecord, CorrectionRefusalRecord } from "../../runtime/records";
import { isTerminalAgentStatus, type AgentStatus } from "../../shared/agent-status";
import { isTerminalRunStatus, type RunStatus } from "../../shared/run-status";
import type { RunEventAnnouncer } from "../runs/run-event-feed";
import { writeWithEvents, type Transaction } from "../runs/run-event-repository";
import { type CorrectionNotice, storeNumberedCorrection } from "./correction-sequence-repository";
import type { CorrectionEnding } from "./refusal-reasons";

/** A correction to store for an agent another process runs (the sequence is the database's). */
export type UnsequencedCorrection = Omit<CorrectionRecord, "sequence">;

export { LATE_CORRECTION_REASON } from "./refusal-reasons";

/**
 * A refusal's reason: a fixed text, or one chosen from how the correction's agent and run
 * stand when it is refused (unconsumedCorrectionReason), read in the refusal's transaction.
 */
export type RefusalReason = string | ((ending: CorrectionEnding) => string);

/**
 * Corrections stored by a process that does not hold the agent (issue 10 item 5: the web
 * process in PostgreSQL mode; the worker holding the agent takes them into its inbox), and
 * their refusals: a stored correction its agent will never consume gets a CorrectionRefusal
 * row (reason, time) with a `correction-refused` event, so the run shows "not delivered". The
 * sequence is assigned by the database (nextCorrectionSequence), and the (agent, sequence) key
 * is unique, so two writers never share one.
 */
export class StoredCorrectionRepository {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly announcer: RunEventAnnouncer,
  ) {}

  /**
   * Store `correction` with the agent's next sequence, with its `correction-queued` event;
   * returns it as stored (storeNumberedCorrection). `notice` (PostgreSQL only): a NOTIFY the
   * storing statement sends, delivered when the row commits. Errors: NotFoundError when the
   * agent's row is gone.
   */
  async store(
    correction: UnsequencedCorrection,
    notice?: CorrectionNotice,
  ): Promise<CorrectionRecord> {
    return storeNumberedCorrection(this.prisma, this.announcer, correction, notice);
  }

  /** The stored correction, or null. */
  async find(correctionId: string): Promise<CorrectionRecord | null> {
    const row = await this.prisma.correction.findUnique({ where: { id: correctionId } });
    return row === null ? null : rowToCorrection(row);
  }

  /**
   * Record that `correction` will never be consumed, with `reason` (or the one it picks from
   * the correction's ending) and its `correction-refused` event. Returns the refusal, or null when the correction was consumed or refused already
   * (nothing is written then). `onlyIfEnded`: refuse only when the agent or its run has ended
   * (read in the same transaction; the web process's check after storing, for a correction
   * stored after the holder's last look).
   */
  async refuse(
    correction: CorrectionRecord,
    reason: RefusalReason,
    at: number,
    options: { onlyIfEnded?: boolean } = {},
  ): Promise<CorrectionRefusalRecord | null> {
    try {
      return await writeWithEvents(this.prisma, this.announcer, at, async (tx) => {
        const ending = await this.refusable(tx, correction, options.onlyIfEnded === true);
        if (ending === null) return { result: null, deltas: new Map() };
        const record: CorrectionRefusalRecord = {
          correctionId: correction.id,
          agentId: correction.agentId,
          sequence: correction.sequence,
          reason: typeof reason === "string" ? reason : reason(ending),
          refusedAt: at,
        };
        await tx.correctionRefusal.create({ data: refusalToRow(record) });
        return {
          result: record,
          deltas: new Map([[correction.runId, [{ type: "correction-refused", refusal: record }]]]),
        };
      });
    } catch (error) {
      if (prismaCode(error) === "P2002") return null; // another process refused it first
      throw error;
    }
  }

  /**
   * Refuse every correction of `runId` with neither a consumption nor a refusal (called once
   * the run has ended: its agents will consume nothing more). Returns the refusals written.
   */
  async refuseUnsettled(
    runId: string,
    reason: RefusalReason,
    at: number,
  ): Promise<CorrectionRefusalRecord[]> {
    const rows = await this.prisma.correction.findMany({
      where: { runId, consumption: null, refusal: null },
      orderBy: [{ agentId: "asc" }, { sequence: "asc" }],
    });
    const refusals: CorrectionRefusalRecord[] = [];
    for (const row of rows) {
      const refusal = await this.refuse(rowToCorrection(row), reason, at);
      if (refusal !== null) refusals.push(refusal);
    }
    return refusals;
  }

  /** The stored refusal of a correction, or null. */
  async findRefusal(correctionId: string): Promise<CorrectionRefusalRecord | null> {
    const row = await this.prisma.correctionRefusal.findUnique({ where: { correctionId } });
    return row === null ? null : rowToRefusal(row);
  }

  /**
   * How the correction's agent and run stand when it may be refused now (not consumed, not
   * refused, ended if asked), else null.
   */
  private async refusable(
    tx: Transaction,
    correction: CorrectionRecord,
    onlyIfEnded: boolean,
  ): Promise<CorrectionEnding | null> {
    const row = await tx.correction.findUnique({
      where: { id: correction.id },
      select: {
        consumption: { select: { correctionId: true } },
        refusal: { select: { correctionId: true } },
        createdAt: true,
        agent: { select: { status: true, finishedAt: true } },
        run: { select: { status: true } },
      },
    });
    if (row === null || row.consumption !== null || row.refusal !== null) return null;
    const ending: CorrectionEnding = {
      correctionCreatedAt: row.createdAt.getTime(),
      agentStatus: row.agent.status as AgentStatus,
      agentFinishedAt: row.agent.finishedAt?.getTime() ?? null,
      runStatus: row.run.status as RunStatus,
    };
    if (!onlyIfEnded) return ending;
    const ended =
      isTerminalAgentStatus(ending.agentStatus) || isTerminalRunStatus(ending.runStatus);
    return ended ? ending : null;
  }
}
