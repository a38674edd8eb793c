import { hostname } from "node:os";
import type { LeaseKeeper } from "../leases/lease-keeper";
import type { Clock } from "../../runtime/ports";
import { WorkerHeartbeat } from "./worker-heartbeat";
import type { WorkerHeartbeatRepository } from "./worker-heartbeat-repository";

/** What a worker's presence needs: its heartbeat rows and the parts of its services. */
export interface WorkerPresenceServices {
  heartbeats: Pick<WorkerHeartbeatRepository, "record" | "remove" | "pruneSeenBefore">;
  clock: Clock;
  leaseKeeper: Pick<LeaseKeeper, "identity" | "heldRuns">;
}

/**
 * Start a worker process's presence (`npm run worker`): its heartbeat row, keyed by its lease
 * owner, with this host and pid, its application version and concurrency; the runs in hand are
 * its lease keeper's held runs. Resolves once the first beat is stored (a worker that says
 * "ready" is seen); rejects when it cannot be.
 */
export async function startWorkerPresence(
  services: WorkerPresenceServices,
  options: { concurrency: number; intervalMs?: number },
): Promise<WorkerHeartbeat> {
  const { owner, appVersion } = services.leaseKeeper.identity();
  const heartbeat = new WorkerHeartbeat({
    heartbeats: services.heartbeats,
    clock: services.clock,
    identity: {
      id: owner,
      host: hostname(),
      pid: process.pid,
      appVersion,
      concurrency: options.concurrency,
    },
    runsInHand: () => services.leaseKeeper.heldRuns().length,
    intervalMs: options.intervalMs,
  });
  await heartbeat.start();
  return heartbeat;
}

/**
 * A worker's graceful stop (SIGTERM/SIGINT): its presence says `stopping` at once (the web
 * process stops counting it as taking runs), its services stop (no new runs, the runs in hand
 * end, run-shutdown.ts), then its presence row is deleted and the database closed. The row is
 * deleted even when stopping the services failed (whose error is then rethrown); a failed
 * delete is reported, not thrown (the row goes stale on its own).
 */
export async function stopWorker(parts: {
  heartbeat: Pick<WorkerHeartbeat, "markStopping" | "stop"> | null;
  /** The worker's services and its database client (closed last). */
  services: { stop(): Promise<unknown>; prisma: { $disconnect(): Promise<void> } };
  report?: (message: string, error: unknown) => void;
}): Promise<void> {
  const report = parts.report ?? console.error;
  const { heartbeat, services } = parts;
  await heartbeat?.markStopping();
  try {
    await services.stop();
  } finally {
    await heartbeat
      ?.stop()
      .catch((error: unknown) => report("debrief worker: presence not removed:", error));
    await services.prisma.$disconnect();
  }
}
