import { NotFoundError } from "../../runtime/errors";
import { inCreationOrder, type RecordedRun } from "../../runtime/replay/recorded-run";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import type { PrismaClient } from "../../db/prisma-types";
import { rowToConsumption, rowToCorrection } from "../../db/mapping/debrief-rows";
import { rowToAgent, rowToRun } from "../../db/mapping/run-rows";
import { rowToExchange, rowToItem, ITEM_READ_OMIT } from "../../db/mapping/transcript-rows";

/** Read access to stored runs for replay (never writes). */
export class ReplayRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Everything a replay reads about one stored run: the run, its agents in creation order,
   * each transcript, every model exchange with its bodies, corrections and their consumption.
   * Read-only (replay inputs are immutable). Throws NotFoundError for an unknown run.
   */
  async loadRecordedRun(runId: string): Promise<RecordedRun> {
    const prisma = this.prisma;
    const row = await prisma.run.findUnique({ where: { id: runId } });
    if (!row) throw new NotFoundError(`run ${runId} does not exist`);
    const [agentRows, itemRows, exchangeRows, correctionRows] = await Promise.all([
      prisma.agent.findMany({ where: { runId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
      prisma.transcriptItem.findMany({
        where: { runId },
        omit: ITEM_READ_OMIT,
        orderBy: [{ agentId: "asc" }, { sequence: "asc" }],
      }),
      prisma.modelExchange.findMany({
        where: { runId },
        orderBy: [{ startedAt: "asc" }, { id: "asc" }],
      }),
      prisma.correction.findMany({
        where: { runId },
        include: { consumption: true },
        orderBy: [{ agentId: "asc" }, { sequence: "asc" }],
      }),
    ]);
    const agents = agentRows.map(rowToAgent);
    const transcripts: Record<string, TranscriptItem[]> = {};
    for (const agent of agents) transcripts[agent.id] = [];
    for (const itemRow of itemRows) (transcripts[itemRow.agentId] ??= []).push(rowToItem(itemRow));
    return {
      run: rowToRun(row),
      agents: inCreationOrder(agents, transcripts),
      transcripts,
      exchanges: exchangeRows.map(rowToExchange),
      corrections: correctionRows.map(rowToCorrection),
      consumptions: correctionRows.flatMap((correction) =>
        correction.consumption ? [rowToConsumption(correction.consumption)] : [],
      ),
    };
  }
}
