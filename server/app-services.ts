import path from "node:path";
import type { Context } from "./api/trpc";
import { configureConnection, getPrisma, type PrismaClient } from "./db/client";
import { getEnv } from "./env";
import { AuditRepository } from "./features/audit/audit-repository";
import { auditOnEvents } from "./features/audit/audit-on-events";
import { ReplayRepository } from "./features/replay/replay-repository";
import { EventHub } from "./features/runs/event-hub";
import type { ProviderEnv } from "./features/runs/provider-factory";
import { RunRepository } from "./features/runs/run-repository";
import { PrismaRunStore } from "./features/runs/run-store-repository";
import { SystemRepository } from "./features/system/system-repository";
import { TranscriptRepository } from "./features/transcripts/transcript-repository";
import { createWorkspaceRegistry } from "./features/workspaces/workspace-registry";
import { WorkspaceRepository } from "./features/workspaces/workspace-repository";
import { AgentManager } from "./runtime/agent/agent-manager";
import { BufferedRunStore } from "./runtime/buffered-run-store";
import { createIdGenerator, systemClock } from "./runtime/system-clock";
import { o200kTokenCounter } from "./runtime/window/token-counter";
import type { RunTraceSources } from "./telemetry/load-run-trace";
import type { TelemetryExport } from "./telemetry/otel-export";
import { startRunTelemetry } from "./telemetry/run-telemetry";

/**
 * The one composition root: storage, repositories, the agent manager, live events, the
 * workspace registry and the background audit, wired once. Imported only by the tRPC route
 * handler, scripts and tests; services and routers receive what they need through the tRPC
 * context (server/api/trpc.ts) and never import this module.
 */

/** Everything the app runs on: the tRPC context plus the client and store behind it. */
export interface AppServices extends Context {
  prisma: PrismaClient;
  store: BufferedRunStore;
  /** OpenTelemetry export of finished runs; null when no OTLP endpoint is configured. */
  telemetry: TelemetryExport | null;
}

/** What createAppServices needs. */
export interface AppServicesOptions {
  /** A client on a migrated database (tests pass their own). */
  prisma: PrismaClient;
  /** The repository root (the sample workspace lives under it). */
  repoRoot: string;
  /** Where per-workspace SQLite copies are kept. */
  dataDir: string;
  /** DEBRIEF_WORKSPACES-style list of extra workspaces, or null. */
  workspaceSpec?: string | null;
  /** The provider variables (keys, base URLs, models); default: the process environment. */
  providerEnv?: ProviderEnv;
  /** Builds the run exporter over the repositories (default: none). */
  telemetry?: (sources: RunTraceSources) => TelemetryExport | null;
}

/**
 * Build the services over one PrismaClient. Runs left in flight by a previous process are
 * marked interrupted first (never resumed silently).
 */
export async function createAppServices(options: AppServicesOptions): Promise<AppServices> {
  const { prisma } = options;
  await configureConnection(prisma);
  const runRepository = new RunRepository(prisma);
  await runRepository.markInterruptedRuns();
  const store = new BufferedRunStore(new PrismaRunStore(prisma), {
    onFailedAttempt: ({ what, error, attempt, willRetry }) => {
      const outcome = willRetry ? "retrying" : "giving up; the run fails with the cause";
      console.error(`debrief: ${what} failed (attempt ${attempt}; ${outcome})`, error);
    },
  });
  const events = new EventHub();
  const manager = new AgentManager({
    store,
    clock: systemClock,
    ids: createIdGenerator(),
    events,
    tokenCounter: o200kTokenCounter,
  });
  const workspaceRepository = new WorkspaceRepository(prisma);
  const workspaces = createWorkspaceRegistry({
    repoRoot: options.repoRoot,
    dataDir: options.dataDir,
    envSpec: options.workspaceSpec ?? null,
    registered: workspaceRepository,
  });
  const runTraceSources = { runRepository, auditRepository: new AuditRepository(prisma) };
  const services: AppServices = {
    prisma,
    store,
    manager,
    events,
    workspaces,
    runRepository,
    transcriptRepository: new TranscriptRepository(prisma),
    auditRepository: runTraceSources.auditRepository,
    replayRepository: new ReplayRepository(prisma),
    workspaceRepository,
    systemRepository: new SystemRepository(prisma),
    providerEnv: options.providerEnv ?? getEnv(),
    telemetry: options.telemetry?.(runTraceSources) ?? null,
  };
  // The trace is exported once the audit is stored (it carries the audit's flag count).
  events.subscribeAll(
    auditOnEvents(services, {
      afterAudit: async (runId) => {
        await services.telemetry?.exportRun(runId);
      },
    }),
  );
  return services;
}

const globalCache = globalThis as typeof globalThis & { debriefServices?: Promise<AppServices> };

/** The process-wide services over DATABASE_URL, created on first use. */
export function getAppServices(): Promise<AppServices> {
  globalCache.debriefServices ??= createAppServices({
    prisma: getPrisma(),
    repoRoot: process.cwd(),
    dataDir: path.join(process.cwd(), "data"),
    workspaceSpec: getEnv().DEBRIEF_WORKSPACES ?? null,
    telemetry: (sources) => startRunTelemetry(sources, getEnv()),
  });
  return globalCache.debriefServices;
}
