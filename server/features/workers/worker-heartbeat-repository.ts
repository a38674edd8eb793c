import type { PrismaClient, WorkerHeartbeat } from "../../db/prisma-types";
import { member, toDate, toMs } from "../../db/mapping/columns";
import { WORKER_STATES, type WorkerHeartbeatRecord } from "./worker-presence-views";

function rowToRecord(row: WorkerHeartbeat): WorkerHeartbeatRecord {
  return {
    id: row.id,
    host: row.host,
    pid: row.pid,
    appVersion: row.appVersion,
    concurrency: row.concurrency,
    runsInHand: row.runsInHand,
    state: member(row.state, WORKER_STATES, "worker state"),
    heartbeatMs: row.heartbeatMs,
    startedAt: toMs(row.startedAt),
    lastSeenAt: toMs(row.lastSeenAt),
  };
}

/**
 * Worker heartbeats in the database (prisma WorkerHeartbeat), one row per worker process: the
 * workers write theirs, the web process reads them all (a handful of rows).
 */
export class WorkerHeartbeatRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Store a worker's heartbeat: its row as given on the first beat, then its state, runs in
   * hand and lastSeenAt (its identity, concurrency and startedAt stay as first written).
   */
  async record(beat: WorkerHeartbeatRecord): Promise<void> {
    await this.prisma.workerHeartbeat.upsert({
      where: { id: beat.id },
      create: {
        ...beat,
        startedAt: toDate(beat.startedAt),
        lastSeenAt: toDate(beat.lastSeenAt),
      },
      update: {
        state: beat.state,
        runsInHand: beat.runsInHand,
        heartbeatMs: beat.heartbeatMs,
        lastSeenAt: toDate(beat.lastSeenAt),
      },
    });
  }

  /** Delete a worker's row (it stopped gracefully); nothing when there is none. */
  async remove(workerId: string): Promise<void> {
    await this.prisma.workerHeartbeat.deleteMany({ where: { id: workerId } });
  }

  /** Every stored row, alive or gone (see isWorkerAlive), in no particular order. */
  async list(): Promise<WorkerHeartbeatRecord[]> {
    const rows = await this.prisma.workerHeartbeat.findMany();
    return rows.map(rowToRecord);
  }

  /** Delete the rows last seen before `before` (ms): workers long gone; returns how many. */
  async pruneSeenBefore(before: number): Promise<number> {
    const { count } = await this.prisma.workerHeartbeat.deleteMany({
      where: { lastSeenAt: { lt: toDate(before) } },
    });
    return count;
  }
}
