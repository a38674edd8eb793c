import { NotFoundError } from "../runtime/errors";
import type {
  AgentRecord,
  ModelExchangeRecord,
  RunStatus,
  WindowSampleRecord,
} from "../runtime/records";
import type { TranscriptItem } from "../runtime/transcript/transcript-item";
import type {
  CorrectionView,
  ExchangeSummary,
  StoredRunDetail,
  RunSummary,
  WindowFigures,
} from "../runs/run-detail";
import type { PrismaClient, Run } from "./generated/client";
import { rowToConsumption, rowToCorrection, rowToDebrief } from "./mapping/debrief-rows";
import { rowToAgent, rowToRun } from "./mapping/run-rows";
import { rowToExchange, rowToItem, rowToSample } from "./mapping/transcript-rows";

/** Read models for the run pages, plus the start-up sweep of runs a dead process left. */

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

/** Filter for `listRuns`. */
export interface ListRunsFilter {
  status?: RunStatus;
}

/** Every run, newest first (ties broken by id, descending). */
export async function listRuns(
  prisma: PrismaClient,
  filter: ListRunsFilter = {},
): Promise<RunSummary[]> {
  const rows = await prisma.run.findMany({
    where: filter.status ? { status: filter.status } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: { _count: { select: { agents: true } } },
  });
  return rows.map(toSummary);
}

/**
 * Seed 000's figures for every parent/child pair: the parent's window just before the spawn,
 * the child's peak window, and the parent's window right after the child's return.
 */
export function computeWindowFigures(
  agents: readonly AgentRecord[],
  samples: readonly WindowSampleRecord[],
): WindowFigures[] {
  const figures: WindowFigures[] = [];
  for (const child of agents) {
    if (child.parentAgentId === null) continue;
    const parentId = child.parentAgentId;
    const marked = (mark: WindowSampleRecord["mark"]) =>
      samples
        .filter((s) => s.agentId === parentId && s.mark === mark && s.relatedAgentId === child.id)
        .sort((a, b) => a.at - b.at || a.iteration - b.iteration);
    const childTokens = samples.filter((s) => s.agentId === child.id).map((s) => s.tokens);
    figures.push({
      parentAgentId: parentId,
      childAgentId: child.id,
      beforeSpawn: marked("before_spawn")[0]?.tokens ?? null,
      childPeak: childTokens.length === 0 ? null : Math.max(...childTokens),
      afterReturn: marked("after_return").at(-1)?.tokens ?? null,
    });
  }
  return figures;
}

/** Everything the run page shows. Throws NotFoundError for an unknown run. */
export async function getRunDetail(prisma: PrismaClient, runId: string): Promise<StoredRunDetail> {
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
      prisma.debrief.findMany({ where: { runId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
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

/** One agent's transcript in sequence order. Throws NotFoundError for an unknown agent. */
export async function getTranscript(
  prisma: PrismaClient,
  agentId: string,
): Promise<TranscriptItem[]> {
  const agent = await prisma.agent.findUnique({ where: { id: agentId }, select: { id: true } });
  if (!agent) throw new NotFoundError(`agent ${agentId} does not exist`);
  const rows = await prisma.transcriptItem.findMany({
    where: { agentId },
    orderBy: { sequence: "asc" },
  });
  return rows.map(rowToItem);
}

/** One model exchange with its request and response bodies. Throws NotFoundError if absent. */
export async function getExchange(prisma: PrismaClient, id: string): Promise<ModelExchangeRecord> {
  const row = await prisma.modelExchange.findUnique({ where: { id } });
  if (!row) throw new NotFoundError(`model exchange ${id} does not exist`);
  return rowToExchange(row);
}

/**
 * Start-up sweep: runs left `queued` or `running` by a process that ended become
 * `interrupted` (never resumed silently); their unfinished agents become `failed` with the
 * same detail. Returns the ids of the runs it marked.
 */
export async function markInterruptedRuns(prisma: PrismaClient): Promise<string[]> {
  const inFlight = { status: { in: ["queued", "running"] } };
  return prisma.$transaction(async (tx) => {
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
