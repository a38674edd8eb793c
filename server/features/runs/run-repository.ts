import type { PrismaClient, Run } from "../../db/prisma-types";
import { member } from "../../db/mapping/columns";
import { rowToConsumption, rowToCorrection, rowToDebrief } from "../../db/mapping/debrief-rows";
import { rowToAgent, rowToRun } from "../../db/mapping/run-rows";
import { rowToExchange, rowToItem, rowToSample } from "../../db/mapping/transcript-rows";
import { NotFoundError } from "../../runtime/errors";
import type { AgentStatus, RunRecord } from "../../runtime/records";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { computeWindowFigures } from "../../runtime/window/window-figures";
import { AGENT_STATUSES } from "../../shared/agent-status";
import type { ListRunsInput } from "../../shared/run-inputs";
import type { CorrectionView, ExchangeSummary, RunSummary, StoredRunDetail } from "./run-views";

/** statusDetail written on runs (and their agents) that a dead process left in flight. */
export const INTERRUPTED_DETAIL = "process ended while the run was in flight; not resumed";

function toSummary(row: Run & { _count: { agents: number } }): RunSummary {
  const run = rowToRun(row);
  return {
    id: run.id,
    question: run.question,
    status: run.status,
    statusDetail: run.statusDetail,
    workspaceId: run.workspaceId,
    providerName: run.providerName,
    model: run.model,
    returnMode: run.returnMode,
    scenario: run.scenario,
    createdAt: run.createdAt,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    durationMs: run.finishedAt === null ? null : run.finishedAt - (run.startedAt ?? run.createdAt),
    agentCount: row._count.agents,
  };
}

/**
 * Read models of stored runs (the runs list, the run page, one run or agent for the guards)
 * and the start-up sweep of runs a dead process left in flight.
 * Writes during a run go through the runtime's RunStore (run-store-repository.ts).
 */
export class RunRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Every run, newest first (ties broken by id, descending); `status` filters. */
  async listRuns(filter: ListRunsInput = {}): Promise<RunSummary[]> {
    const rows = await this.prisma.run.findMany({
      where: filter.status ? { status: filter.status } : {},
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: { _count: { select: { agents: true } } },
    });
    return rows.map(toSummary);
  }

  /** One run's record, or null when there is none. */
  async findRun(runId: string): Promise<RunRecord | null> {
    const row = await this.prisma.run.findUnique({ where: { id: runId } });
    return row === null ? null : rowToRun(row);
  }

  /** The run an agent belongs to and its stored status, or null for an unknown agent. */
  async findAgent(agentId: string): Promise<{ runId: string; status: AgentStatus } | null> {
    const row = await this.prisma.agent.findUnique({
      where: { id: agentId },
      select: { runId: true, status: true },
    });
    if (row === null) return null;
    return { runId: row.runId, status: member(row.status, AGENT_STATUSES, "agent status") };
  }

  /** Everything the run page shows. Throws NotFoundError for an unknown run. */
  async getRunDetail(runId: string): Promise<StoredRunDetail> {
    const prisma = this.prisma;
    const row = await prisma.run.findUnique({
      where: { id: runId },
      include: { _count: { select: { agents: true } } },
    });
    if (!row) throw new NotFoundError(`run ${runId} does not exist`);
    const [agentRows, itemRows, debriefRows, sampleRows, correctionRows, exchangeRows] =
      await Promise.all([
        prisma.agent.findMany({ where: { runId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
        prisma.transcriptItem.findMany({
          where: { runId },
          orderBy: [{ agentId: "asc" }, { sequence: "asc" }],
        }),
        prisma.debrief.findMany({
          where: { runId },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        }),
        prisma.windowSample.findMany({
          where: { runId },
          orderBy: [{ at: "asc" }, { iteration: "asc" }, { id: "asc" }],
        }),
        prisma.correction.findMany({
          where: { runId },
          include: { consumption: true },
          orderBy: [{ agentId: "asc" }, { sequence: "asc" }],
        }),
        prisma.modelExchange.findMany({
          where: { runId },
          omit: { requestBody: true, responseBody: true },
          orderBy: [{ startedAt: "asc" }, { id: "asc" }],
        }),
      ]);

    const agents = agentRows.map(rowToAgent);
    const transcripts: Record<string, TranscriptItem[]> = {};
    for (const agent of agents) transcripts[agent.id] = [];
    for (const itemRow of itemRows) {
      (transcripts[itemRow.agentId] ??= []).push(rowToItem(itemRow));
    }
    const windowSamples = sampleRows.map(rowToSample);
    const corrections: CorrectionView[] = correctionRows.map((correction) => ({
      correction: rowToCorrection(correction),
      consumption: correction.consumption ? rowToConsumption(correction.consumption) : null,
    }));
    const exchanges: ExchangeSummary[] = exchangeRows.map((exchangeRow) => {
      const {
        requestBody: _request,
        responseBody: _response,
        ...summary
      } = rowToExchange(exchangeRow);
      return summary;
    });

    return {
      run: { ...toSummary(row), finalAnswer: row.finalAnswer },
      agents,
      transcripts,
      debriefs: debriefRows.map(rowToDebrief),
      windowSamples,
      windowFigures: computeWindowFigures(agents, windowSamples),
      corrections,
      exchanges,
    };
  }

  /**
   * Start-up sweep: runs left `queued` or `running` by a process that ended become
   * `interrupted` (never resumed silently); their unfinished agents become `failed` with the
   * same detail. Returns the ids of the runs it marked.
   */
  async markInterruptedRuns(): Promise<string[]> {
    const inFlight = { status: { in: ["queued", "running"] } };
    return this.prisma.$transaction(async (tx) => {
      const runs = await tx.run.findMany({ where: inFlight, select: { id: true } });
      const runIds = runs.map((run) => run.id);
      if (runIds.length === 0) return [];
      await tx.run.updateMany({
        where: { id: { in: runIds } },
        data: { status: "interrupted", statusDetail: INTERRUPTED_DETAIL },
      });
      await tx.agent.updateMany({
        where: { runId: { in: runIds }, ...inFlight },
        data: { status: "failed", statusDetail: INTERRUPTED_DETAIL },
      });
      return runIds;
    });
  }
}
