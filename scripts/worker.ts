/**
 * `npm run worker`: a Debrief worker for PostgreSQL mode (issue 10). It takes runs from the
 * pg-boss queue and executes them, at most DEBRIEF_RUN_CONCURRENCY at once (default 4), holding
 * a lease per run renewed by its heartbeat; it hears cancels and corrections stored by the web
 * process (LISTEN/NOTIFY) and carries out drains. Start as many as the load needs (the README's
 * "Scale out"). A worker that is killed leaves its runs to the lease sweeper of any other
 * process: they end `interrupted`, never resumed. SIGTERM/SIGINT: stop taking runs and exit
 * once the runs taken here have ended (drain first for a deployment: `npm run drain`).
 * Its presence (a WorkerHeartbeat row, renewed every DEBRIEF_WORKER_HEARTBEAT_MS, default 10 s)
 * is stored before it says "ready", says `stopping` once it heard the signal and is deleted
 * when it has stopped: the web process shows how many workers are alive, and warns when runs
 * are queued with none (server/features/workers/).
 * Logs one JSON line when it takes a run ({"event":"run-taken","runId",…}) and one when the run
 * finishes ({"event":"run-finished",…,"outcome","durationMs","detail"}).
 * Exit codes: 0 stopped by a signal, 1 could not start or stopping failed, 2 not PostgreSQL.
 */
import { createAppServices } from "../server/app-services";
import { appServicesOptionsFromEnv } from "../server/app-services-from-env";
import { databaseProvider } from "../server/db/database-provider";
import { getEnv } from "../server/env";
import { DEFAULT_RUN_CONCURRENCY } from "../server/features/queue/in-process-run-queue";
import { WorkerHeartbeatRepository } from "../server/features/workers/worker-heartbeat-repository";
import { startWorkerPresence, stopWorker } from "../server/features/workers/worker-lifecycle";

async function main(): Promise<void> {
  const env = getEnv();
  if (databaseProvider(env.DATABASE_URL) !== "postgresql") {
    console.error(
      "debrief worker: DATABASE_URL must be a postgresql:// URL (on SQLite, runs execute in the web process)",
    );
    process.exit(2);
  }
  // Signals are heard from the start: one that arrives while the services start (or in the
  // instant after "ready" is printed) stops the worker once they have started, never kills it
  // mid-start-up by the default action.
  let stopWith: ((signal: string) => void) | null = null;
  let signalled: string | null = null;
  const onSignal = (signal: string) => {
    if (stopWith) stopWith(signal);
    else signalled ??= signal;
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));
  const services = await createAppServices({
    ...appServicesOptionsFromEnv(env, "worker"),
    // One JSON line per run taken and per run finished (outcome, duration): RunJobLogEntry.
    runLog: (entry) => console.log(JSON.stringify(entry)),
  });
  const owner = services.leaseKeeper.holder().owner;
  const concurrency = env.DEBRIEF_RUN_CONCURRENCY ?? DEFAULT_RUN_CONCURRENCY;
  // Its presence row (the web's "N workers" and "no worker is running"): stored before "ready".
  const heartbeats = new WorkerHeartbeatRepository(services.prisma);
  const heartbeat = await startWorkerPresence(
    { ...services, heartbeats },
    { concurrency, intervalMs: env.DEBRIEF_WORKER_HEARTBEAT_MS },
  ).catch(async (error: unknown) => {
    await stopWorker({ heartbeat: null, services }).catch(() => undefined);
    throw error;
  });
  let stopping = false;
  stopWith = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`debrief worker ${owner}: ${signal}, waiting for the runs taken here`);
    stopWorker({ heartbeat, services })
      .then(() => {
        console.log(`debrief worker ${owner}: stopped (${signal})`);
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error("debrief worker: stopping failed:", error);
        process.exit(1);
      });
  };
  if (signalled !== null) {
    stopWith(signalled);
    return;
  }
  console.log(`debrief worker ${owner} ready (concurrency ${concurrency})`);
}

main().catch((error: unknown) => {
  console.error("debrief worker: could not start:", error);
  process.exit(1);
});
