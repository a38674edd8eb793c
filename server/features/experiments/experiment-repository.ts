import type { PrismaClient } from "../../db/prisma-types";
import { member, parseObject } from "../../db/mapping/columns";
import { NotFoundError } from "../../runtime/errors";
import type { ReturnMode } from "../../runtime/records";
import {
  EXPERIMENT_RUN_ROLES,
  EXPERIMENT_STATUSES,
  HELD_STATES,
  type ExperimentRunRole,
  type ExperimentStatus,
  type HeldState,
} from "../../shared/experiment-inputs";
import type { RunScores } from "../../shared/experiment-scores";
import { IN_FLIGHT_RUN_STATUSES } from "../../shared/run-status";
import { RETURN_MODES } from "../../shared/run-settings";
import type { ActionActor } from "../action-log/action-log-views";
import { accountNames, shownAccountName } from "../users/account-names-repository";
import type { ExperimentRunView, ExperimentSummary } from "./experiment-views";

/** An experiment about to be stored (status running). */
export interface NewExperiment {
  id: string;
  datasetVersion: string;
  modes: ReturnMode[];
  caseIds: string[];
  provider: string;
  model: string;
  trials: number;
  owner: string;
  createdAt: number;
  createdBy: ActionActor;
}

/** One planned run of an experiment. */
export interface NewExperimentRun {
  id: string;
  caseId: string;
  mode: ReturnMode;
  trial: number;
  role: ExperimentRunRole;
  status: "pending";
  held: HeldState;
  heldDetail: string | null;
}

/** What changes on a run of an experiment as it goes. */
export interface ExperimentRunPatch {
  runId?: string;
  status?: string;
  statusDetail?: string | null;
  held?: HeldState;
  heldDetail?: string | null;
  scores?: RunScores;
  finishedAt?: number;
}

/** Run statuses that are not over yet. */
const OPEN_RUN_STATUSES = ["pending", "queued"];

/** Storage of experiments and their runs (state lives here, so progress survives a reload). */
export class ExperimentRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Store an experiment and every run it plans, in one transaction. */
  async create(experiment: NewExperiment, runs: readonly NewExperimentRun[]): Promise<void> {
    const createdAt = new Date(experiment.createdAt);
    await this.prisma.$transaction([
      this.prisma.experiment.create({
        data: {
          id: experiment.id,
          datasetVersion: experiment.datasetVersion,
          modes: JSON.stringify(experiment.modes),
          caseIds: JSON.stringify(experiment.caseIds),
          provider: experiment.provider,
          model: experiment.model,
          trials: experiment.trials,
          status: "running",
          totalRuns: runs.length,
          owner: experiment.owner,
          createdAt,
          createdById: experiment.createdBy.id,
          createdByEmail: experiment.createdBy.email,
        },
      }),
      this.prisma.experimentRun.createMany({
        data: runs.map((run) => ({ ...run, experimentId: experiment.id, createdAt })),
      }),
    ]);
  }

  /** The newest experiments first (at most `limit`). */
  async list(limit: number): Promise<ExperimentSummary[]> {
    const rows = await this.prisma.experiment.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
    });
    const counts = await this.counts(rows.map((row) => row.id));
    const names = await accountNames(
      this.prisma,
      rows.map((row) => row.createdById),
    );
    return rows.map((row) => toSummary(row, counts.get(row.id), names));
  }

  /** One experiment; NotFoundError when there is none. */
  async get(experimentId: string): Promise<ExperimentSummary> {
    const row = await this.prisma.experiment.findUnique({ where: { id: experimentId } });
    if (row === null) throw new NotFoundError(`experiment ${experimentId} does not exist`);
    const counts = await this.counts([experimentId]);
    const names = await accountNames(this.prisma, [row.createdById]);
    return toSummary(row, counts.get(experimentId), names);
  }

  /** The experiment's runs (of one case when `caseId` is given), by case, mode and trial. */
  async runs(experimentId: string, caseId?: string): Promise<ExperimentRunView[]> {
    const rows = await this.prisma.experimentRun.findMany({
      where: { experimentId, ...(caseId === undefined ? {} : { caseId }) },
      orderBy: [{ caseId: "asc" }, { trial: "asc" }, { mode: "asc" }],
    });
    return rows.map((row) => ({
      id: row.id,
      caseId: row.caseId,
      mode: member(row.mode, RETURN_MODES, "experiment run mode"),
      trial: row.trial,
      role: member(row.role, EXPERIMENT_RUN_ROLES, "experiment run role"),
      runId: row.runId,
      status: row.status,
      statusDetail: row.statusDetail,
      held: member(row.held, HELD_STATES, "experiment run held state"),
      heldDetail: row.heldDetail,
      scores:
        row.scores === null
          ? null
          : (parseObject(row.scores, "experiment run scores") as unknown as RunScores),
      finishedAt: row.finishedAt?.getTime() ?? null,
    }));
  }

  /**
   * Mark a stored run as started by `experimentId` (the runs list's `source` filter), before the
   * run is queued. NotFoundError-free: a run id that names no run changes nothing.
   */
  async tagRun(runId: string, experimentId: string): Promise<void> {
    await this.prisma.run.updateMany({ where: { id: runId }, data: { experimentId } });
  }

  async updateRun(id: string, patch: ExperimentRunPatch): Promise<void> {
    const { scores, finishedAt, ...rest } = patch;
    await this.prisma.experimentRun.update({
      where: { id },
      data: {
        ...rest,
        ...(scores === undefined ? {} : { scores: JSON.stringify(scores) }),
        ...(finishedAt === undefined ? {} : { finishedAt: new Date(finishedAt) }),
      },
    });
  }

  /**
   * End an experiment (no owner any more): its status and detail are set while it is still
   * `running`; one a person cancelled (or the sweeper interrupted) keeps its status and detail
   * and only gets its end time.
   */
  async finish(
    experimentId: string,
    ending: { status: ExperimentStatus; detail: string | null; at: number },
  ): Promise<void> {
    const finishedAt = new Date(ending.at);
    const { count } = await this.prisma.experiment.updateMany({
      where: { id: experimentId, status: "running" },
      data: { status: ending.status, statusDetail: ending.detail, finishedAt, owner: null },
    });
    if (count === 0) {
      await this.prisma.experiment.update({
        where: { id: experimentId },
        data: { finishedAt, owner: null },
      });
    }
  }

  /**
   * Mark a running experiment `cancelled` with `detail`; false when it was not running (it
   * ended, or another cancel came first). Its runner keeps going until its runs have ended.
   */
  async markCancelled(experimentId: string, detail: string): Promise<boolean> {
    const { count } = await this.prisma.experiment.updateMany({
      where: { id: experimentId, status: "running" },
      data: { status: "cancelled", statusDetail: detail },
    });
    return count > 0;
  }

  /** True when a person cancelled the experiment. */
  async isCancelled(experimentId: string): Promise<boolean> {
    const row = await this.prisma.experiment.findUnique({
      where: { id: experimentId },
      select: { status: true },
    });
    return row?.status === "cancelled";
  }

  /** The experiment's runs still queued or running (or only `statuses`), oldest first. */
  async openRunIds(
    experimentId: string,
    statuses: readonly (typeof IN_FLIGHT_RUN_STATUSES)[number][] = IN_FLIGHT_RUN_STATUSES,
  ): Promise<string[]> {
    const rows = await this.prisma.run.findMany({
      where: { experimentId, status: { in: [...statuses] } },
      select: { id: true },
      orderBy: { createdAt: "asc" },
    });
    return rows.map((row) => row.id);
  }

  /**
   * Experiments still running (or cancelled but not yet ended) under another owner that holds no
   * live run lease (a process that stopped: its runs were queued in its memory) end `interrupted`
   * with `detail` (a cancelled one keeps its status), and their open rows too. An owner with a
   * lease that has not expired at `at` is alive and keeps its own. Returns the ids of the
   * experiments it ended (their runs: abandoned-experiments.ts).
   */
  async interruptAbandoned(owner: string, detail: string, at: number): Promise<string[]> {
    const running = await this.prisma.experiment.findMany({
      where: { status: { in: ["running", "cancelled"] }, finishedAt: null, NOT: { owner } },
      select: { id: true, owner: true },
    });
    const owners = [...new Set(running.flatMap((row) => (row.owner === null ? [] : [row.owner])))];
    const alive = await this.prisma.run.findMany({
      where: { leaseOwner: { in: owners }, leaseExpiresAt: { gt: new Date(at) } },
      select: { leaseOwner: true },
      distinct: ["leaseOwner"],
    });
    const living = new Set(alive.map((row) => row.leaseOwner));
    const ids = running.filter((row) => !living.has(row.owner)).map((row) => row.id);
    if (ids.length === 0) return [];
    await this.prisma.$transaction([
      this.prisma.experimentRun.updateMany({
        where: { experimentId: { in: ids }, status: { in: OPEN_RUN_STATUSES } },
        data: { status: "interrupted", statusDetail: detail, finishedAt: new Date(at) },
      }),
      this.prisma.experiment.updateMany({
        where: { id: { in: ids }, status: "running" },
        data: {
          status: "interrupted",
          statusDetail: detail,
          finishedAt: new Date(at),
          owner: null,
        },
      }),
      // A cancelled one keeps its status and who cancelled it.
      this.prisma.experiment.updateMany({
        where: { id: { in: ids }, status: "cancelled" },
        data: { finishedAt: new Date(at), owner: null },
      }),
    ]);
    return ids;
  }

  private async counts(ids: readonly string[]) {
    const groups = await this.prisma.experimentRun.groupBy({
      by: ["experimentId", "status"],
      where: { experimentId: { in: [...ids] } },
      _count: { _all: true },
    });
    const counts = new Map<string, RunCounts>();
    for (const group of groups) {
      const entry = counts.get(group.experimentId) ?? {
        finished: 0,
        failed: 0,
        skipped: 0,
        cancelled: 0,
      };
      if (group.status === "skipped") entry.skipped += group._count._all;
      if (group.status === "cancelled") entry.cancelled += group._count._all;
      if (!OPEN_RUN_STATUSES.includes(group.status)) entry.finished += group._count._all;
      if (!OPEN_RUN_STATUSES.includes(group.status) && group.status !== "succeeded") {
        entry.failed += group._count._all;
      }
      counts.set(group.experimentId, entry);
    }
    return counts;
  }
}

/** An experiment's runs ended, ended without success, skipped and cancelled. */
interface RunCounts {
  finished: number;
  failed: number;
  skipped: number;
  cancelled: number;
}

function toSummary(
  row: {
    id: string;
    datasetVersion: string;
    modes: string;
    caseIds: string;
    provider: string;
    model: string;
    trials: number;
    status: string;
    statusDetail: string | null;
    totalRuns: number;
    createdAt: Date;
    finishedAt: Date | null;
    createdById: string;
    createdByEmail: string;
  },
  counts: RunCounts | undefined,
  names: ReadonlyMap<string, string | null>,
): ExperimentSummary {
  const modes = JSON.parse(row.modes) as unknown;
  const caseIds = JSON.parse(row.caseIds) as unknown;
  return {
    id: row.id,
    datasetVersion: row.datasetVersion,
    modes: (Array.isArray(modes) ? modes : []).map((mode) =>
      member(String(mode), RETURN_MODES, "experiment mode"),
    ),
    provider: row.provider,
    model: row.model,
    trials: row.trials,
    caseIds: Array.isArray(caseIds) ? caseIds.map(String) : [],
    status: member(row.status, EXPERIMENT_STATUSES, "experiment status"),
    statusDetail: row.statusDetail,
    totalRuns: row.totalRuns,
    finishedRuns: counts?.finished ?? 0,
    failedRuns: counts?.failed ?? 0,
    // As experiment-results.ts leaves them out: skipped, and cancelled by the experiment's cancel.
    cancelledOrSkippedRuns:
      (counts?.skipped ?? 0) + (row.status === "cancelled" ? (counts?.cancelled ?? 0) : 0),
    createdAt: row.createdAt.getTime(),
    finishedAt: row.finishedAt?.getTime() ?? null,
    createdByEmail: row.createdByEmail,
    createdByName: shownAccountName(names, row.createdById),
  };
}
