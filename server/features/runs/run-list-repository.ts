import { containsFolded } from "../../db/client";
import type { Prisma, PrismaClient, Run } from "../../db/prisma-types";
import { member } from "../../db/mapping/columns";
import { rowToRun } from "../../db/mapping/run-rows";
import { NotFoundError } from "../../runtime/errors";
import { AGENT_STATUSES } from "../../shared/agent-status";
import { DEFAULT_RUNS_PAGE_SIZE } from "../../shared/limits";
import type { ListRunsInput } from "../../shared/run-inputs";
import { runOutcome, type RunOutcome } from "../../shared/run-outcome";
import { foldForSearch } from "../../shared/search-fold";
import type { RunSummary, RunsPage } from "./run-views";

/** What a runs-list row reads with the run: its agent count and its children's statuses. */
export const SUMMARY_INCLUDE = {
  _count: { select: { agents: true } },
  agents: { where: { role: "child" }, select: { status: true } },
} as const;

type SummaryRow = Run & { _count: { agents: number }; agents: { status: string }[] };

/** A stored run with what SUMMARY_INCLUDE reads -> its list row. */
export function toSummary(row: SummaryRow): RunSummary {
  const run = rowToRun(row);
  const outcome = runOutcome(
    run.status,
    row.agents.map((agent) => member(agent.status, AGENT_STATUSES, "agent status")),
  );
  return {
    id: run.id,
    question: run.question,
    status: run.status,
    statusDetail: run.statusDetail,
    outcome: outcome.outcome,
    outcomeDetail: outcome.detail,
    workspaceId: run.workspaceId,
    providerName: run.providerName,
    model: run.model,
    returnMode: run.returnMode,
    scenario: run.scenario,
    history: run.history ?? null,
    createdAt: run.createdAt,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    durationMs:
      run.finishedAt === null || run.startedAt === null ? null : run.finishedAt - run.startedAt,
    agentCount: row._count.agents,
    appVersion: row.appVersion,
    experimentId: row.experimentId ?? null,
    queuePosition: null,
  };
}

const notReturned = { role: "child", status: { not: "succeeded" } };
const returned = { role: "child", status: "succeeded" };

/**
 * The Prisma filter for one outcome: runOutcome (server/shared/run-outcome.ts) written as a
 * query over the run status and its children's statuses (run-outcome.test.ts checks both agree).
 */
export function outcomeWhere(outcome: RunOutcome): Prisma.RunWhereInput {
  switch (outcome) {
    case "in_progress":
      return { status: { in: ["queued", "running"] } };
    case "succeeded":
      return { status: "succeeded", agents: { none: notReturned } };
    case "degraded":
      return {
        status: "succeeded",
        AND: [{ agents: { some: notReturned } }, { agents: { some: returned } }],
      };
    case "answered_without_evidence":
      return {
        status: "succeeded",
        AND: [{ agents: { some: { role: "child" } } }, { agents: { none: returned } }],
      };
    default:
      return { status: outcome };
  }
}

/** Runs whose questionSearch is filled per statement before a search (fillQuestionSearch). */
const FILL_CHUNK = 200;

/** The search text of a runs-list query ("" : no search). */
function searchOf(filter: ListRunsInput): string {
  return filter.query?.trim() ?? "";
}

/**
 * The Prisma filter of a runs-list query (every field optional; empty: every run); the search
 * matches the folded question (questionSearch, containsFolded).
 */
function runsWhere(filter: ListRunsInput): Prisma.RunWhereInput {
  const query = searchOf(filter);
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.outcome ? outcomeWhere(filter.outcome) : {}),
    ...(filter.provider ? { providerName: filter.provider } : {}),
    ...(filter.returnMode ? { returnMode: filter.returnMode } : {}),
    ...(filter.workspaceId ? { workspaceId: filter.workspaceId } : {}),
    ...(filter.source === "people" ? { experimentId: null } : {}),
    ...(filter.source === "experiments" ? { experimentId: { not: null } } : {}),
    ...(query === "" ? {} : { questionSearch: containsFolded(query) }),
  };
}

/**
 * The runs list's reads: pages of run summaries with their filters, one run's summary, and the
 * list's version (what live list subscriptions compare). RunRepository extends it with the
 * reads of one run.
 */
export class RunListRepository {
  constructor(private readonly listPrisma: PrismaClient) {}

  /**
   * One page of runs, newest first (ties broken by id, descending); `status`, `provider`,
   * `returnMode` and `workspaceId` filter by equality, `source` by who started the run (a
   * person: no experiment; experiments: one), `query` keeps the questions that
   * contain it, case and Unicode form ignored alike on both databases (foldForSearch of the
   * question, stored as questionSearch, against the folded query; `%`, `_` and `\` match
   * themselves; runs stored without questionSearch get it first, fillQuestionSearch),
   * `cursor` is the id of the last run of the previous page (the page holds the matching runs
   * after it in the list's order, even when that run no longer matches), `limit` the page size
   * (default DEFAULT_RUNS_PAGE_SIZE). NotFoundError for a cursor that names no run.
   */
  async listRuns(filter: ListRunsInput = {}): Promise<RunsPage> {
    if (searchOf(filter) !== "") await this.fillQuestionSearch();
    const where = runsWhere(filter);
    const limit = filter.limit ?? DEFAULT_RUNS_PAGE_SIZE;
    // The runs after the cursor's place in the order (keyset), whether or not the cursor's run
    // still matches the filter (it may have changed status since the previous page).
    let after: Prisma.RunWhereInput = {};
    if (filter.cursor) {
      const cursor = await this.listPrisma.run.findUnique({
        where: { id: filter.cursor },
        select: { id: true, createdAt: true },
      });
      if (cursor === null) throw new NotFoundError(`unknown cursor: ${filter.cursor}`);
      after = {
        OR: [
          { createdAt: { lt: cursor.createdAt } },
          { createdAt: cursor.createdAt, id: { lt: cursor.id } },
        ],
      };
    }
    const [rows, total] = await Promise.all([
      this.listPrisma.run.findMany({
        where: { AND: [where, after] },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        include: SUMMARY_INCLUDE,
        take: limit + 1,
      }),
      this.listPrisma.run.count({ where }),
    ]);
    const page = rows.slice(0, limit);
    return {
      runs: page.map(toSummary),
      nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
      total,
    };
  }

  /**
   * Writes `questionSearch` on the runs that have none (non-ASCII questions stored before the
   * column, whose migration cannot fold them; a run written by an older process), so a search
   * sees every run. Runs are written with it (runToRow), so this mostly finds nothing: one
   * query on the column. Concurrent fills write the same values.
   */
  private async fillQuestionSearch(): Promise<void> {
    for (;;) {
      const rows = await this.listPrisma.run.findMany({
        where: { questionSearch: null },
        select: { id: true, question: true },
        take: FILL_CHUNK,
      });
      if (rows.length === 0) return;
      await this.listPrisma.$transaction(
        rows.map((row) =>
          this.listPrisma.run.updateMany({
            where: { id: row.id, question: row.question },
            data: { questionSearch: foldForSearch(row.question) },
          }),
        ),
      );
      if (rows.length < FILL_CHUNK) return;
    }
  }

  /**
   * A fingerprint of what the runs list shows: runs per status, the newest creation time and
   * the number of agents. It changes when a run is created (by any process), changes status or
   * spawns a child; not on every transcript item.
   */
  async listVersion(): Promise<string> {
    const [groups, agents] = await Promise.all([
      this.listPrisma.run.groupBy({
        by: ["status"],
        _count: { _all: true },
        _max: { createdAt: true },
        orderBy: { status: "asc" },
      }),
      this.listPrisma.agent.count(),
    ]);
    const newest = Math.max(0, ...groups.map((group) => group._max.createdAt?.getTime() ?? 0));
    const counts = groups.map((group) => `${group.status}:${group._count._all}`).join(",");
    return `${counts}|${newest}|${agents}`;
  }

  /** One run's list row (what the runs list shows of it); null for an unknown run. */
  async findRunSummary(runId: string): Promise<RunSummary | null> {
    const row = await this.listPrisma.run.findUnique({
      where: { id: runId },
      include: SUMMARY_INCLUDE,
    });
    return row === null ? null : toSummary(row);
  }
}
