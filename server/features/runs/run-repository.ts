import type { ModelExchange, PrismaClient } from "../../db/prisma-types";
import { member } from "../../db/mapping/columns";
import {
  rowToConsumption,
  rowToCorrection,
  rowToDebrief,
  rowToRefusal,
} from "../../db/mapping/debrief-rows";
import { rowToAgent, rowToRun } from "../../db/mapping/run-rows";
import {
  ITEM_READ_OMIT,
  rowToExchange,
  rowToItem,
  rowToSample,
} from "../../db/mapping/transcript-rows";
import { NotFoundError } from "../../runtime/errors";
import type { AgentRecord, AgentStatus, RunRecord } from "../../runtime/records";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { computeWindowFigures } from "../../shared/window-figures";
import { MAX_WINDOW_SAMPLES_PER_AGENT, thinWindowSamples } from "../../shared/window-samples";
import { AGENT_STATUSES } from "../../shared/agent-status";
import { RunListRepository, SUMMARY_INCLUDE, toSummary } from "./run-list-repository";
import type {
  CorrectionView,
  ExchangeSummary,
  ModelCallCount,
  StoredRunDetail,
  StoredRunSnapshot,
  ToolEventRow,
  TranscriptCount,
} from "./run-views";

/** What the detail and the snapshot share. */
type RunParts = Omit<StoredRunDetail, "transcripts" | "exchanges">;

/** An empty transcript per agent (agents without items keep an empty list). */
function emptyTranscripts(agents: readonly AgentRecord[]): Record<string, TranscriptItem[]> {
  return Object.fromEntries(agents.map((agent) => [agent.id, [] as TranscriptItem[]]));
}

/** An exchange row without its bodies -> its summary. */
function toExchangeSummary(
  row: Omit<ModelExchange, "requestBody" | "responseBody">,
): ExchangeSummary {
  const { requestBody: _request, responseBody: _response, ...summary } = rowToExchange(row);
  return summary;
}

/**
 * Read models of stored runs (the runs list, the run page, one run or agent for the guards).
 * Writes during a run go through the runtime's RunStore (run-store-repository.ts); queue,
 * lease and drain writes through their own repositories. Queue positions are added by the
 * run service (the queue knows them). The runs list's reads (listRuns, listVersion,
 * findRunSummary) live in RunListRepository (run-list-repository.ts).
 */
export class RunRepository extends RunListRepository {
  constructor(private readonly prisma: PrismaClient) {
    super(prisma);
  }

  /** One run's record, or null when there is none. */
  async findRun(runId: string): Promise<RunRecord | null> {
    const row = await this.prisma.run.findUnique({ where: { id: runId } });
    return row === null ? null : rowToRun(row);
  }

  /**
   * Up to `limit` ids of runs whose id starts with `start` (exactly, case-sensitive: the
   * database's LIKE also matches "_" as any character, so the rows are checked again), newest
   * first. For a run id typed in its short form (shared/run-id.ts).
   */
  async findRunIdsStartingWith(start: string, limit: number): Promise<string[]> {
    const rows = await this.prisma.run.findMany({
      where: { id: { startsWith: start } },
      select: { id: true },
      orderBy: { createdAt: "desc" },
      take: limit,
    });
    return rows.map((row) => row.id).filter((id) => id.startsWith(start));
  }

  /** The names of the agents among `agentIds` that exist, by id (unknown ids are left out). */
  async agentNamesById(agentIds: string[]): Promise<Map<string, string>> {
    if (agentIds.length === 0) return new Map();
    const rows = await this.prisma.agent.findMany({
      where: { id: { in: agentIds } },
      select: { id: true, name: true },
    });
    return new Map(rows.map((row) => [row.id, row.name]));
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

  /**
   * Everything stored about a run (telemetry, replay checks, tests): every transcript item and
   * every exchange summary. Throws NotFoundError for an unknown run. The run row (and its event
   * sequence) is read first: the rest holds at least every change up to `lastEventSequence`.
   */
  async getRunDetail(runId: string): Promise<StoredRunDetail> {
    const prisma = this.prisma;
    const common = await this.readRunParts(runId);
    const [itemRows, exchangeRows] = await Promise.all([
      prisma.transcriptItem.findMany({
        where: { runId },
        omit: ITEM_READ_OMIT,
        orderBy: [{ agentId: "asc" }, { sequence: "asc" }],
      }),
      prisma.modelExchange.findMany({
        where: { runId },
        omit: { requestBody: true, responseBody: true },
        orderBy: [{ startedAt: "asc" }, { id: "asc" }],
      }),
    ]);
    const transcripts = emptyTranscripts(common.agents);
    for (const itemRow of itemRows) {
      (transcripts[itemRow.agentId] ??= []).push(rowToItem(itemRow));
    }
    return { ...common, transcripts, exchanges: exchangeRows.map(toExchangeSummary) };
  }

  /**
   * What the run page loads (runs.get): the run's parts (window samples thinned to
   * MAX_WINDOW_SAMPLES_PER_AGENT per agent, figures computed from them all), the first
   * `pageSize` items of each agent's transcript with every agent's item counts, and per-agent
   * model-call counts — not every item nor every exchange (transcripts.page and runs.exchanges load those on demand).
   * Throws NotFoundError for an unknown run.
   */
  async getRunSnapshot(runId: string, pageSize: number): Promise<StoredRunSnapshot> {
    const prisma = this.prisma;
    const common = await this.readRunParts(runId);
    // Counts first, pages after: a page read later may hold items past its count (the live
    // deltas then count them once and keep the page whole), while a page read before its count
    // would look partial for good and stop taking the live items (issue 10 item 2).
    const [itemGroups, callGroups, warnedGroups] = await Promise.all([
      prisma.transcriptItem.groupBy({
        by: ["agentId", "kind"],
        where: { runId },
        _count: { _all: true },
        _max: { sequence: true },
        orderBy: [{ agentId: "asc" }, { kind: "asc" }],
      }),
      prisma.modelExchange.groupBy({
        by: ["agentId"],
        where: { runId },
        _count: { _all: true },
        _max: { iteration: true },
        orderBy: { agentId: "asc" },
      }),
      prisma.modelExchange.groupBy({
        by: ["agentId"],
        where: { runId, NOT: { warnings: "[]" } },
        _count: { _all: true },
        orderBy: { agentId: "asc" },
      }),
    ]);
    const pages = await Promise.all(
      common.agents.map((agent) =>
        prisma.transcriptItem.findMany({
          where: { agentId: agent.id },
          omit: ITEM_READ_OMIT,
          orderBy: { sequence: "asc" },
          take: pageSize,
        }),
      ),
    );
    const transcripts = emptyTranscripts(common.agents);
    const transcriptCounts: Record<string, TranscriptCount> = {};
    const modelCallCounts: Record<string, ModelCallCount> = {};
    common.agents.forEach((agent, index) => {
      transcripts[agent.id] = (pages[index] ?? []).map(rowToItem);
      transcriptCounts[agent.id] = { items: 0, toolCalls: 0, lastSequence: -1 };
      modelCallCounts[agent.id] = { calls: 0, withWarnings: 0, lastIteration: 0 };
    });
    // Only the agents this snapshot lists: one created after the list was read comes with its
    // agent-created delta and counts its items from the deltas (a count here would be kept
    // over the delta's zero, and the page would never take that agent's items).
    for (const group of itemGroups) {
      const count = transcriptCounts[group.agentId];
      if (count === undefined) continue;
      count.items += group._count._all;
      if (group.kind === "tool_call") count.toolCalls += group._count._all;
      count.lastSequence = Math.max(count.lastSequence, group._max.sequence ?? -1);
    }
    for (const group of callGroups) {
      const count = modelCallCounts[group.agentId];
      if (count === undefined) continue;
      count.calls = group._count._all;
      count.lastIteration = group._max.iteration ?? 0;
    }
    for (const group of warnedGroups) {
      const count = modelCallCounts[group.agentId];
      if (count) count.withWarnings = group._count._all;
    }
    return {
      ...common,
      // A chart needs a few hundred points per agent; the figures were computed from them all.
      windowSamples: thinWindowSamples(common.windowSamples, MAX_WINDOW_SAMPLES_PER_AGENT),
      transcripts,
      transcriptCounts,
      modelCallCounts,
    };
  }

  /** One run's agents in creation order. */
  async listAgents(runId: string): Promise<AgentRecord[]> {
    const rows = await this.prisma.agent.findMany({
      where: { runId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    return rows.map(rowToAgent);
  }

  /** One run's exchange summaries in start order, optionally of one agent (runs.exchanges). */
  async listExchanges(runId: string, agentId?: string): Promise<ExchangeSummary[]> {
    const rows = await this.prisma.modelExchange.findMany({
      where: { runId, ...(agentId === undefined ? {} : { agentId }) },
      omit: { requestBody: true, responseBody: true },
      orderBy: [{ startedAt: "asc" }, { id: "asc" }],
    });
    return rows.map(toExchangeSummary);
  }

  /**
   * The run's tool calls and tool results without their payloads (name, status, times: the
   * timeline's bars), in sequence order per agent.
   */
  async listToolEvents(runId: string): Promise<ToolEventRow[]> {
    const rows = await this.prisma.transcriptItem.findMany({
      where: { runId, kind: { in: ["tool_call", "tool_result"] } },
      select: {
        agentId: true,
        sequence: true,
        iteration: true,
        kind: true,
        createdAt: true,
        callId: true,
        toolUseId: true,
        status: true,
        name: true,
      },
      orderBy: [{ agentId: "asc" }, { sequence: "asc" }],
    });
    return rows.map((row) => ({
      agentId: row.agentId,
      sequence: row.sequence,
      iteration: row.iteration,
      kind: row.kind === "tool_call" ? "tool_call" : "tool_result",
      at: row.createdAt.getTime(),
      callId: row.kind === "tool_call" ? row.callId : row.toolUseId,
      status: row.status,
      name: row.name,
    }));
  }

  /** What the detail and the snapshot share (run, agents, debriefs, samples, corrections). */
  private async readRunParts(runId: string): Promise<RunParts> {
    const prisma = this.prisma;
    const row = await prisma.run.findUnique({
      where: { id: runId },
      include: SUMMARY_INCLUDE,
    });
    if (!row) throw new NotFoundError(`run ${runId} does not exist`);
    const [agentRows, debriefRows, sampleRows, correctionRows] = await Promise.all([
      prisma.agent.findMany({ where: { runId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
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
        include: { consumption: true, refusal: true },
        orderBy: [{ agentId: "asc" }, { sequence: "asc" }],
      }),
    ]);
    const agents = agentRows.map(rowToAgent);
    const windowSamples = sampleRows.map(rowToSample);
    const debriefs = debriefRows.map(rowToDebrief);
    const corrections: CorrectionView[] = correctionRows.map((correction) => ({
      correction: rowToCorrection(correction),
      consumption: correction.consumption ? rowToConsumption(correction.consumption) : null,
      refusal: correction.refusal ? rowToRefusal(correction.refusal) : null,
    }));
    return {
      lastEventSequence: row.eventSequence,
      // Counted from the agents read here, not with the run row read before them (a run in
      // flight may create agents in between: the count and the list would disagree).
      run: { ...toSummary(row), agentCount: agents.length, finalAnswer: row.finalAnswer },
      agents,
      debriefs,
      windowSamples,
      windowFigures: computeWindowFigures(agents, windowSamples, debriefs),
      corrections,
    };
  }
}
