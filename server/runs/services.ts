import path from "node:path";
import { configureSqliteConnection, getPrisma, type PrismaClient } from "../db/client";
import { PrismaRunStore } from "../db/prisma-run-store";
import { markInterruptedRuns } from "../db/run-queries";
import { listRegisteredWorkspaces } from "../db/workspace-repository";
import { getEnv } from "../env";
import { AgentManager } from "../runtime/agent/agent-manager";
import { BufferedRunStore } from "../runtime/buffered-run-store";
import { createIdGenerator, systemClock } from "../runtime/system-clock";
import { o200kTokenCounter } from "../runtime/window/token-counter";
import { createWorkspaceRegistry, type WorkspaceRegistry } from "../workspaces/workspace-registry";
import { runAuditForRun, verifyRunProvenance } from "../audit/audit-service";
import type { RuntimeEvent } from "../runtime/ports";
import { EventHub } from "./event-hub";
import type { TelemetryExport } from "../telemetry/otel-export";
import { startRunTelemetry } from "../telemetry/run-telemetry";

/** The composition root: storage, the agent manager, live events and the workspace registry. */
export interface AppServices {
  prisma: PrismaClient;
  store: BufferedRunStore;
  manager: AgentManager;
  events: EventHub;
  workspaces: WorkspaceRegistry;
  /** OpenTelemetry export of finished runs; null when no OTLP endpoint is configured. */
  telemetry: TelemetryExport | null;
}

/** Build the services over one PrismaClient (tests pass their own database). */
export async function createServices(options: {
  prisma: PrismaClient;
  repoRoot: string;
  dataDir: string;
  workspaceSpec?: string | null;
  telemetry?: TelemetryExport | null;
}): Promise<AppServices> {
  const { prisma } = options;
  await configureSqliteConnection(prisma);
  await markInterruptedRuns(prisma);
  const store = new BufferedRunStore(new PrismaRunStore(prisma), (error) => {
    console.error("debrief: a buffered write failed; the next write will report it", error);
  });
  const events = new EventHub();
  const manager = new AgentManager({
    store,
    clock: systemClock,
    ids: createIdGenerator(),
    events,
    tokenCounter: o200kTokenCounter,
  });
  const workspaces = createWorkspaceRegistry({
    repoRoot: options.repoRoot,
    dataDir: options.dataDir,
    envSpec: options.workspaceSpec ?? null,
    registered: { list: () => listRegisteredWorkspaces(prisma) },
  });
  const telemetry = options.telemetry ?? null;
  const services: AppServices = { prisma, store, manager, events, workspaces, telemetry };
  events.subscribeAll((event) => auditOnEvents(services, event));
  return services;
}

/**
 * Provenance is verified when a debrief arrives, and the caveat audit runs when a run ends
 * (issue 5), in the background: a failure is logged and the audit view computes on demand.
 */
function auditOnEvents(services: AppServices, event: RuntimeEvent): void {
  const report = (error: unknown) =>
    console.error(`debrief: audit of ${event.runId} failed:`, error);
  if (event.type === "debrief-recorded") {
    verifyRunProvenance(services, event.runId).catch(report);
  } else if (event.type === "run-updated" && !services.manager.isInFlight(event.runId)) {
    // The trace is exported once the audit is stored (it carries the audit's flag count).
    void runAuditForRun(services, event.runId)
      .catch(report)
      .then(() => services.telemetry?.exportRun(event.runId))
      .catch((error: unknown) => console.error("debrief: OpenTelemetry export failed:", error));
  }
}

const globalCache = globalThis as typeof globalThis & { debriefServices?: Promise<AppServices> };

/**
 * The process-wide services, created on first use. Runs left in flight by a previous process
 * are marked interrupted then (never resumed silently).
 */
export function getServices(): Promise<AppServices> {
  globalCache.debriefServices ??= createServices({
    prisma: getPrisma(),
    telemetry: startRunTelemetry(getPrisma(), getEnv()),
    repoRoot: process.cwd(),
    dataDir: path.join(process.cwd(), "data"),
    workspaceSpec: getEnv().DEBRIEF_WORKSPACES ?? null,
  });
  return globalCache.debriefServices;
}
