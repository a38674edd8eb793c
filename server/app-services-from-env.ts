/**
 * The process-wide app services built from the environment: the web process's (the route
 * handlers, server components, `npm run demo`) through getAppServices, and the options
 * `npm run worker` and the load bench build theirs from (appServicesOptionsFromEnv).
 */
import path from "node:path";
import {
  createAppServices,
  type AppServices,
  type AppServicesOptions,
  type RunExecution,
} from "./app-services";
import { authSettingsFromEnv } from "./app-account-services";
import { getPrisma } from "./db/client";
import { databaseProvider } from "./db/database-provider";
import { getEnv, type Env } from "./env";
import { pastedAnswerWorkerEntry } from "./features/audit/pasted-answer-worker-entry";
import { DEFAULT_LEASE_SETTINGS } from "./features/leases/lease-keeper";
import { DEFAULT_LOAD_GATE_SETTINGS } from "./features/queue/load-gate";
import { parseWorkspaceRoots } from "./features/workspaces/workspace-roots";
import { startRunTelemetry } from "./telemetry/run-telemetry";

const globalCache = globalThis as typeof globalThis & { debriefServices?: Promise<AppServices> };

/**
 * The services' options from the validated environment for `execution` (the web process:
 * `in-process` on SQLite, `web` on PostgreSQL; `npm run worker`: `worker`).
 */
export function appServicesOptionsFromEnv(env: Env, execution: RunExecution): AppServicesOptions {
  const dataDir = path.join(process.cwd(), "data");
  return {
    prisma: getPrisma(),
    execution,
    databaseUrl: env.DATABASE_URL,
    repoRoot: process.cwd(),
    dataDir,
    workspaceSpec: env.DEBRIEF_WORKSPACES ?? null,
    workspaceRoots: parseWorkspaceRoots(env.DEBRIEF_WORKSPACE_ROOTS).roots,
    correctionsPerMinute: env.DEBRIEF_CORRECTIONS_PER_MINUTE,
    subscriptionsPerPerson: env.DEBRIEF_SUBSCRIPTIONS_PER_PERSON,
    // Only processes that serve the API audit pasted answers (not `npm run worker`).
    answerAuditPool:
      execution === "worker" ? null : { entry: pastedAnswerWorkerEntry(env, process.cwd()) },
    maxQueuedRuns: env.DEBRIEF_MAX_QUEUED_RUNS,
    telemetry: (sources) => startRunTelemetry(sources, env),
    auth: authSettingsFromEnv(env, dataDir),
    leaseSettings: {
      ttlMs: env.DEBRIEF_LEASE_TTL_MS ?? DEFAULT_LEASE_SETTINGS.ttlMs,
      heartbeatMs: env.DEBRIEF_LEASE_HEARTBEAT_MS ?? DEFAULT_LEASE_SETTINGS.heartbeatMs,
      sweepMs: env.DEBRIEF_LEASE_SWEEP_MS ?? DEFAULT_LEASE_SETTINGS.sweepMs,
    },
    pollingIntervalSeconds: env.DEBRIEF_WORKER_POLL_SECONDS,
    warmUp: execution !== "web",
    admission:
      env.DEBRIEF_RUN_ADMISSION_DELAY_MS === 0
        ? null
        : {
            ...DEFAULT_LOAD_GATE_SETTINGS,
            maxDelayMs: env.DEBRIEF_RUN_ADMISSION_DELAY_MS ?? DEFAULT_LOAD_GATE_SETTINGS.maxDelayMs,
          },
  };
}

/**
 * The process-wide services over DATABASE_URL, created on first use. On PostgreSQL this (web)
 * process enqueues, queries and streams; `npm run worker` processes execute the runs.
 */
export function getAppServices(): Promise<AppServices> {
  const env = getEnv();
  const execution = databaseProvider(env.DATABASE_URL) === "postgresql" ? "web" : "in-process";
  globalCache.debriefServices ??= createAppServices(appServicesOptionsFromEnv(env, execution));
  return globalCache.debriefServices;
}
