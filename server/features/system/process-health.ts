import type { Clock } from "../../runtime/ports";
import type { WorkerHeartbeatRepository } from "../workers/worker-heartbeat-repository";
import { WorkerPresence } from "../workers/worker-presence";
import { HealthMonitor } from "./health-monitor";
import type { SystemRepository } from "./system-repository";

/**
 * A process's health monitor (health-monitor.ts) and, in PostgreSQL mode's web process, the
 * workers' presence it refreshes on each tick (worker-presence.ts). The monitor is started
 * unless runs execute here as a worker (`npm run worker` serves no health check).
 */
export function startProcessHealth(options: {
  system: Pick<SystemRepository, "ping">;
  /** The workers' heartbeat rows (read in PostgreSQL mode's web process only). */
  heartbeats: Pick<WorkerHeartbeatRepository, "list">;
  clock: Clock;
  execution: "in-process" | "web" | "worker";
  /** Runs waiting in the queue, every process's (DrainRepository.countQueued). */
  countQueued: () => Promise<number>;
  /** This process's application version (the workers' are compared with it). */
  appVersion: string;
}): { health: HealthMonitor; workerPresence: WorkerPresence | null } {
  const { system, heartbeats, clock, execution, countQueued, appVersion } = options;
  const workerPresence =
    execution === "web" ? new WorkerPresence({ heartbeats, countQueued, clock, appVersion }) : null;
  const health = new HealthMonitor(() => system.ping(), clock, undefined, workerPresence);
  if (execution !== "worker") health.start();
  return { health, workerPresence };
}
