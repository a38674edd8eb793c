import type { Drain, PrismaClient } from "../../db/prisma-types";
import { databaseLocation } from "../../db/client";
import { toDate, toMs, toMsOrNull } from "../../db/mapping/columns";
import { ConflictError } from "../../runtime/errors";
import { actorDisplayName } from "../../shared/human-actor";
import { DRAINED_FOR_DEPLOYMENT, IN_FLIGHT_RUN_STATUSES } from "../../shared/run-status";
import { accountNameOfActor } from "../users/account-names-repository";
import type { DrainedRun, DrainRecord } from "./drain-views";

function rowToDrain(row: Drain): DrainRecord {
  return {
    id: row.id,
    requestedBy: row.requestedBy,
    startedAt: toMs(row.startedAt),
    deadlineAt: toMs(row.deadlineAt),
    completedAt: toMsOrNull(row.completedAt),
    liftedAt: toMsOrNull(row.liftedAt),
    liftedBy: row.liftedBy,
  };
}

/**
 * Drains in the database, so every process (web, workers, the CLI) sees the same one: at most
 * one is in force (not lifted) at a time.
 */
export class DrainRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** The account name behind an actor tag, or null (users' accountNameOfActor). */
  accountNameOf(actor: string): Promise<string | null> {
    return accountNameOfActor(this.prisma, actor);
  }

  /** The drain in force (the latest not lifted), or null. */
  async inForce(): Promise<DrainRecord | null> {
    const row = await this.prisma.drain.findFirst({
      where: { liftedAt: null },
      orderBy: { startedAt: "desc" },
    });
    return row === null ? null : rowToDrain(row);
  }

  /**
   * Store a new drain, started at `now()` and ending `deadlineMs` after. ConflictError when one
   * is in force already. Atomic with run inserts (AppendWriter.createRun "unless-draining"):
   * the transaction first takes the lock every run insert takes (PostgreSQL: "Run" in SHARE
   * mode, which waits for inserts under way and holds new ones until the commit; SQLite: the
   * database's write lock), and only then reads the time. So every run stored before the drain
   * committed was stored before its startedAt, and every insert after it is refused.
   */
  async start(
    drain: Pick<DrainRecord, "id" | "requestedBy"> & { deadlineMs: number },
    now: () => number,
  ): Promise<DrainRecord> {
    const provider = databaseLocation(this.prisma).provider;
    return this.prisma.$transaction(async (tx) => {
      if (provider === "postgresql") await tx.$executeRaw`LOCK TABLE "Run" IN SHARE MODE`;
      // A write changing nothing takes SQLite's write lock, which a run insert holds from
      // before its drain check to its commit (an IMMEDIATE transaction).
      else await tx.$executeRaw`UPDATE "Drain" SET "completedAt" = "completedAt" WHERE 0`;
      const startedAt = now();
      const current = await tx.drain.findFirst({ where: { liftedAt: null } });
      if (current !== null) {
        throw new ConflictError(
          `A drain is already in force (started by ${actorDisplayName(current.requestedBy)} at ${current.startedAt.toISOString()}): lift it before starting another`,
        );
      }
      const row = await tx.drain.create({
        data: {
          id: drain.id,
          requestedBy: drain.requestedBy,
          startedAt: toDate(startedAt),
          deadlineAt: toDate(startedAt + drain.deadlineMs),
        },
      });
      return rowToDrain(row);
    });
  }

  /** Record that nothing was left in flight after the deadline (once). */
  async complete(drainId: string, at: number): Promise<void> {
    await this.prisma.drain.updateMany({
      where: { id: drainId, completedAt: null },
      data: { completedAt: toDate(at) },
    });
  }

  /**
   * Lift the drain in force; its id, or null when none was (or another lift took it first:
   * only the lift whose update matched it returns its id). The update names the drain read, so
   * a lift that lost its drain to another lift never lifts a drain started after it.
   */
  async lift(by: string, at: number): Promise<string | null> {
    const inForce = await this.prisma.drain.findFirst({
      where: { liftedAt: null },
      select: { id: true },
    });
    if (inForce === null) return null;
    const { count } = await this.prisma.drain.updateMany({
      where: { id: inForce.id, liftedAt: null },
      data: { liftedAt: toDate(at), liftedBy: by },
    });
    return count > 0 ? inForce.id : null;
  }

  /** Runs still queued or running, in every process. */
  countInFlight(): Promise<number> {
    return this.prisma.run.count({ where: { status: { in: [...IN_FLIGHT_RUN_STATUSES] } } });
  }

  /** How many runs are still waiting in a queue (every process's). */
  countQueued(): Promise<number> {
    return this.prisma.run.count({ where: { status: "queued" } });
  }

  /** Ids of the runs still waiting in a queue. */
  async queuedRunIds(): Promise<string[]> {
    const rows = await this.prisma.run.findMany({
      where: { status: "queued" },
      select: { id: true },
      orderBy: { createdAt: "asc" },
    });
    return rows.map((row) => row.id);
  }

  /** Runs a drain stopped since `since` (ms), oldest first. */
  async drainedRuns(since: number): Promise<DrainedRun[]> {
    const rows = await this.prisma.run.findMany({
      where: {
        status: "interrupted",
        statusDetail: DRAINED_FOR_DEPLOYMENT,
        finishedAt: { gte: toDate(since) },
      },
      select: { id: true, question: true, finishedAt: true },
      orderBy: [{ finishedAt: "asc" }, { id: "asc" }],
    });
    return rows.map((row) => ({
      runId: row.id,
      question: row.question,
      finishedAt: toMsOrNull(row.finishedAt),
    }));
  }
}
