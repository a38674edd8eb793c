import type { PrismaClient } from "../../db/prisma-types";
import { toDate, toMsOrNull } from "../../db/mapping/columns";
import type { RunRecord, RunStatus } from "../../runtime/records";
import { IN_FLIGHT_RUN_STATUSES } from "../../shared/run-status";
import { agentPatchToRow, rowToAgent } from "../../db/mapping/run-rows";
import type { AgentFieldsPatch, RunDelta } from "../runs/run-deltas";
import type { RunEventAnnouncer } from "../runs/run-event-feed";
import { writeWithEvents, type Transaction } from "../runs/run-event-repository";
import type { PrismaRunStore } from "../runs/run-store-repository";

/** Who holds a run and until when (epoch ms). */
export interface LeaseHolder {
  owner: string;
  expiresAt: number;
}

/** A run whose holder's lease ran out. */
export interface ExpiredLease {
  runId: string;
  status: "queued" | "running";
  owner: string;
  /** The holder's last heartbeat (ms), null when it never beat. */
  heartbeatAt: number | null;
  /** The run's last stored activity (its latest run event, ms), null when it has none. */
  lastActivityAt: number | null;
}

/** How a run that ends outside the runtime ends (queue, sweeper, drain). */
export interface RunEnding {
  status: Extract<RunStatus, "failed" | "cancelled" | "interrupted">;
  detail: string;
  /** When the ending is written (its events' time). */
  at: number;
  /**
   * When the run stopped, if earlier than `at`: a run whose process died was last alive before
   * the sweeper noticed, and its finishedAt (its duration) says so. Absent: `at`.
   */
  finishedAt?: number;
}

const IN_FLIGHT = [...IN_FLIGHT_RUN_STATUSES];

/**
 * The run lifecycle outside the runtime (issue 10 items 4, 6, 7): a run is stored `queued`
 * (held by the process whose in-process queue keeps it, or by nobody when a durable queue
 * does), claimed by the process that executes it (status `running`, lease, heartbeat,
 * application version), renewed by that process's heartbeat, and ended here when it never
 * starts or when its holder is gone. Every status change is a conditional update (so two
 * processes never both claim or both end a run) written with its run events.
 */
export class RunLeaseRepository {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly announcer: RunEventAnnouncer,
    /** Inserts a run with its lease and first event in one statement (PrismaRunStore.insertRun). */
    private readonly runRows: Pick<PrismaRunStore, "insertRun">,
  ) {}

  /**
   * Store a new run as `queued`, held by `holder` (null: a durable queue keeps it), unless a
   * drain is in force: then false, nothing stored. The drain is checked in the insert's own
   * transaction (AppendWriter.createRun), so no run is stored once a drain's start commits.
   */
  async createQueued(run: RunRecord, holder: LeaseHolder | null): Promise<boolean> {
    return this.runRows.insertRun(
      { ...run, status: "queued" },
      {
        leaseOwner: holder?.owner ?? null,
        leaseExpiresAt: holder === null ? null : toDate(holder.expiresAt),
        heartbeatAt: holder === null ? null : toDate(run.createdAt),
      },
      "unless-draining",
    );
  }

  /**
   * Take a queued run for execution: `running`, started now, leased to `holder`, on
   * `appVersion`. False when it is no longer queued (cancelled, interrupted, or claimed by
   * another process): the caller must not execute it.
   */
  async claim(
    runId: string,
    claim: LeaseHolder & { appVersion: string; at: number },
  ): Promise<boolean> {
    return writeWithEvents(this.prisma, this.announcer, claim.at, async (tx) => {
      const { count } = await tx.run.updateMany({
        where: { id: runId, status: "queued" },
        data: {
          status: "running",
          startedAt: toDate(claim.at),
          appVersion: claim.appVersion,
          leaseOwner: claim.owner,
          leaseExpiresAt: toDate(claim.expiresAt),
          heartbeatAt: toDate(claim.at),
        },
      });
      const deltas: RunDelta[] =
        count === 1
          ? [
              {
                type: "run",
                patch: { status: "running", startedAt: claim.at, appVersion: claim.appVersion },
              },
            ]
          : [];
      return { result: count === 1, deltas: new Map([[runId, deltas]]) };
    });
  }

  /**
   * Renew the leases of `runIds` that `owner` still holds in flight; returns those ids (a run
   * not listed was lost: another process ended it).
   */
  async renew(owner: string, runIds: readonly string[], expiresAt: number, at: number) {
    if (runIds.length === 0) return [];
    const held = { id: { in: [...runIds] }, leaseOwner: owner, status: { in: IN_FLIGHT } };
    await this.prisma.run.updateMany({
      where: held,
      data: { leaseExpiresAt: toDate(expiresAt), heartbeatAt: toDate(at) },
    });
    const rows = await this.prisma.run.findMany({ where: held, select: { id: true } });
    return rows.map((row) => row.id);
  }

  /** In-flight runs whose lease ran out before `now` (oldest first). */
  async expired(now: number): Promise<ExpiredLease[]> {
    const rows = await this.prisma.run.findMany({
      where: { status: { in: IN_FLIGHT }, leaseExpiresAt: { lt: toDate(now) } },
      select: { id: true, status: true, leaseOwner: true, heartbeatAt: true },
      orderBy: { leaseExpiresAt: "asc" },
    });
    const latest = await this.prisma.runEvent.groupBy({
      by: ["runId"],
      where: { runId: { in: rows.map((row) => row.id) } },
      _max: { at: true },
    });
    const activity = new Map(latest.map((entry) => [entry.runId, toMsOrNull(entry._max.at)]));
    return rows.map((row) => ({
      runId: row.id,
      status: row.status === "queued" ? "queued" : "running",
      owner: row.leaseOwner ?? "nobody",
      heartbeatAt: toMsOrNull(row.heartbeatAt),
      lastActivityAt: activity.get(row.id) ?? null,
    }));
  }

  /**
   * End an in-flight run outside the runtime (never started, holder gone, drained): the run
   * gets `ending`, its unfinished agents the same status (`interrupted`, `cancelled` or
   * `failed`) and detail with their phase ended (`done`), all with their events.
   * `onlyIfExpiredBefore`: end it only while its lease is still expired at that time (a
   * heartbeat that came in between wins). `onlyIfQueued`: end it only while no process has
   * claimed it (a claim that came in between wins: the run is then ended by its holder, which
   * would otherwise go on executing a run stored as ended). False when it was no longer in
   * flight (or no longer queued).
   */
  async end(
    runId: string,
    ending: RunEnding,
    condition: { onlyIfExpiredBefore?: number; onlyIfQueued?: boolean } = {},
  ): Promise<boolean> {
    return writeWithEvents(this.prisma, this.announcer, ending.at, async (tx) => {
      const { count } = await tx.run.updateMany({
        where: {
          id: runId,
          status: condition.onlyIfQueued === true ? "queued" : { in: IN_FLIGHT },
          ...(condition.onlyIfExpiredBefore === undefined
            ? {}
            : { leaseExpiresAt: { lt: toDate(condition.onlyIfExpiredBefore) } }),
        },
        data: {
          status: ending.status,
          statusDetail: ending.detail,
          finishedAt: toDate(ending.finishedAt ?? ending.at),
          leaseExpiresAt: null,
        },
      });
      if (count === 0) return { result: false, deltas: new Map() };
      const deltas = [
        ...(await endUnfinishedAgents(tx, runId, ending)),
        {
          type: "run",
          patch: {
            status: ending.status,
            statusDetail: ending.detail,
            finishedAt: ending.finishedAt ?? ending.at,
          },
        } satisfies RunDelta,
      ];
      return { result: true, deltas: new Map([[runId, deltas]]) };
    });
  }

  /**
   * Store a person's cancellation of a running run (see Run.cancelRequest); the first request
   * stands, atomically: of concurrent requests exactly one gets `stored`, the others get
   * `already` with the stored reason. `not running` when the run is not running (queued runs
   * are ended instead, with `end`).
   */
  async requestCancel(
    runId: string,
    reason: string,
  ): Promise<
    { outcome: "stored" } | { outcome: "already"; reason: string } | { outcome: "not running" }
  > {
    const { count } = await this.prisma.run.updateMany({
      where: { id: runId, status: "running", cancelRequest: null },
      data: { cancelRequest: reason },
    });
    if (count > 0) return { outcome: "stored" };
    const row = await this.prisma.run.findUnique({
      where: { id: runId },
      select: { status: true, cancelRequest: true },
    });
    if (row?.status === "running" && row.cancelRequest !== null) {
      return { outcome: "already", reason: row.cancelRequest };
    }
    return { outcome: "not running" };
  }

  /** The stored cancellation of a run, or null. */
  async cancelRequest(runId: string): Promise<string | null> {
    const row = await this.prisma.run.findUnique({
      where: { id: runId },
      select: { cancelRequest: true },
    });
    return row?.cancelRequest ?? null;
  }

  /**
   * Let go of a run that ended (its lease no longer expires). A run still in flight (its last
   * write failed) keeps its lease: no longer renewed, it expires and the sweeper ends it.
   */
  async release(runId: string, owner: string): Promise<void> {
    await this.prisma.run.updateMany({
      where: { id: runId, leaseOwner: owner, status: { notIn: IN_FLIGHT } },
      data: { leaseExpiresAt: null },
    });
  }
}

/** Unfinished agents of a run end as the run does (status, detail; phase `done`); returns their deltas. */
async function endUnfinishedAgents(
  tx: Transaction,
  runId: string,
  ending: RunEnding,
): Promise<RunDelta[]> {
  const agents = await tx.agent.findMany({
    where: { runId, status: { in: ["queued", "running"] } },
  });
  const deltas: RunDelta[] = [];
  for (const row of agents) {
    const activity = rowToAgent(row).activity;
    const finishedAt = ending.finishedAt ?? ending.at;
    const patch = {
      status: ending.status,
      statusDetail: ending.detail,
      finishedAt,
      // Its phase ended with it: no stale "model_call" or "waiting_for_agents" on a dead run.
      activity: { ...activity, phase: "done", phaseStartedAt: finishedAt, phaseDeadlineAt: null },
    } satisfies AgentFieldsPatch;
    await tx.agent.update({ where: { id: row.id }, data: agentPatchToRow(patch) });
    deltas.push({ type: "agent", agentId: row.id, patch });
  }
  return deltas;
}
