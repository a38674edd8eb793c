import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import path from "node:path";
import type { Services } from "./api/trpc";
import { readAppVersion } from "./app-version";
import type { AuthSettings, DebriefAuth } from "./auth/auth";
import { createAccountServices } from "./app-account-services";
import { configureConnection, type PrismaClient } from "./db/client";
import { getEnv } from "./env";
import { AuditRepository } from "./features/audit/audit-repository";
import { CorrectionRateLimiter } from "./features/corrections/correction-rate-limit";
import {
  answerAuditRateLimiter,
  DEFAULT_ANSWER_AUDITS_PER_MINUTE,
} from "./features/audit/answer-audit-rate-limit";
import {
  inProcessPastedAnswerAuditor,
  PooledPastedAnswerAuditor,
  type PastedAnswerPoolSettings,
} from "./features/audit/pasted-answer-auditor";
import type { WorkerEntry } from "./features/audit/pasted-answer-worker-entry";
import { auditOnEvents } from "./features/audit/audit-on-events";
import { BackgroundWork } from "./features/audit/background-work";
import { DrainRepository } from "./features/drain/drain-repository";
import { DrainWatcher } from "./features/drain/drain-watcher";
import { DatasetRepository } from "./features/experiments/dataset-repository";
import { interruptAbandonedExperiments } from "./features/experiments/abandoned-experiments";
import { ExperimentRepository } from "./features/experiments/experiment-repository";
import { holdChildrenFrom } from "./features/experiments/held-children-preparation";
import { RunFactsRepository } from "./features/experiments/run-facts-repository";
import { LeaseKeeper, type LeaseSettings } from "./features/leases/lease-keeper";
import { RunLeaseRepository } from "./features/leases/run-lease-repository";
import { InProcessRunQueue } from "./features/queue/in-process-run-queue";
import type { PgBossRunQueue } from "./features/queue/pg-boss-run-queue";
import { startTeamRunQueue } from "./features/queue/team-run-queue";
import { executeRunJob, type RunExecutorDependencies } from "./features/queue/run-executor";
import type { RunJob, RunQueue } from "./features/queue/run-queue";
import { StoredCorrectionRepository } from "./features/corrections/stored-correction-repository";
import { CorrectionKeyRepository } from "./features/corrections/correction-key-repository";
import { PgRunEventFeed } from "./features/runs/pg-run-event-feed";
import { PgRunControl } from "./features/runs/run-control-channel";
import { DEFAULT_SUBSCRIPTIONS_PER_PERSON, SubscriptionSlots } from "./api/subscription-slots";
import { ReplayRepository } from "./features/replay/replay-repository";
import { EventHub } from "./features/runs/event-hub";
import type { ProviderEnv } from "./features/runs/provider-factory";
import { InProcessRunEventFeed } from "./features/runs/run-event-feed";
import { RunEventRepository } from "./features/runs/run-event-repository";
import { RunRepository } from "./features/runs/run-repository";
import { PrismaRunStore } from "./features/runs/run-store-repository";
import { LoadGate, type LoadGateSettings } from "./features/queue/load-gate";
import { createStartLimit } from "./features/runs/start-limit";
import { DEFAULT_MAX_QUEUED_RUNS } from "./features/runs/queue-room";
import { startProcessHealth } from "./features/system/process-health";
import { SystemRepository } from "./features/system/system-repository";
import { TranscriptRepository } from "./features/transcripts/transcript-repository";
import { WorkerHeartbeatRepository } from "./features/workers/worker-heartbeat-repository";
import { createWorkspaceRegistry } from "./features/workspaces/workspace-registry";
import { WorkspaceRepository } from "./features/workspaces/workspace-repository";
import { AgentManager } from "./runtime/agent/agent-manager";
import { BufferedRunStore } from "./runtime/buffered-run-store";
import type { Clock } from "./runtime/ports";
import { stopRunsForShutdown, type ShutdownReport } from "./run-shutdown";
import { createIdGenerator, systemClock } from "./runtime/system-clock";
import { o200kTokenCounter } from "./runtime/window/token-counter";
import type { RunTraceSources } from "./telemetry/load-run-trace";
import type { TelemetryExport } from "./telemetry/otel-export";
import { connectTeam } from "./team-service";
import { warmUpRunPaths } from "./warm-up";

/**
 * The one composition root: storage, repositories, the agent manager, live events, the
 * workspace registry and the background audit, wired once. Imported only by the tRPC route
 * handler, scripts and tests; services and routers receive what they need through the tRPC
 * context (server/api/trpc.ts) and never import this module.
 */

/** Everything the app runs on: the tRPC services plus the client and store behind them. */
export interface AppServices extends Services {
  prisma: PrismaClient;
  /** Better Auth (the /api/auth handler and sessions); services use `accounts`. */
  auth: DebriefAuth;
  store: BufferedRunStore;
  /** OpenTelemetry export of finished runs; null when no OTLP endpoint is configured. */
  telemetry: TelemetryExport | null;
  runEventFeed: InProcessRunEventFeed | PgRunEventFeed;
  runQueue: RunQueue;
  /** How runs execute in this process (see AppServicesOptions.execution). */
  execution: RunExecution;
  drainWatcher: DrainWatcher;
  /** Shutdown: ends open subscriptions, gives runs `graceMs` (run-shutdown.ts), awaits audits. */
  stop(options?: { graceMs?: number; signal?: string }): Promise<ShutdownReport>;
  /** Resolves once the background audits started so far have finished (stored or reported). */
  backgroundAuditsSettled(): Promise<void>;
  /**
   * Closes the run store's append writer: its connection (PostgreSQL: its pool) and, on SQLite,
   * its checkpoint thread. A later write opens it again. stop() ends with it; a test calls it
   * before deleting the database.
   */
  closeRunStore(): Promise<void>;
}

/**
 * Where runs execute: `in-process` (SQLite mode, tests: the in-process queue), `web` (PostgreSQL
 * mode's web process: enqueues to pg-boss, queries and streams, executes nothing) or `worker`
 * (`npm run worker`: takes runs from pg-boss and executes them).
 */
export type RunExecution = "in-process" | "web" | "worker";

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
  /** Where registered workspaces may live (default: `<repoRoot>/workspaces`, `<repoRoot>/data/workspaces`). */
  workspaceRoots?: readonly string[];
  /** The provider variables (keys, base URLs, models); default: the process environment. */
  providerEnv?: ProviderEnv;
  /** Runs that may wait in the queue before runs.start refuses more (default 1,000). */
  maxQueuedRuns?: number;
  /** Corrections one agent accepts per minute from people (default 12). */
  correctionsPerMinute?: number;
  /** Audits of pasted answers one person may ask for per minute (default 10). */
  answerAuditsPerMinute?: number;
  /** Subscriptions one person may hold open in this process (default 20; subscription-slots.ts). */
  subscriptionsPerPerson?: number;
  /**
   * Where pasted answers are audited: a worker-thread pool loading `entry` (the web process:
   * app-services-from-env.ts), or in process when absent (tests, scripts).
   */
  answerAuditPool?: { entry: WorkerEntry; settings?: PastedAnswerPoolSettings } | null;
  /** Builds the run exporter over the repositories (default: none). */
  telemetry?: (sources: RunTraceSources) => TelemetryExport | null;
  /**
   * The clock of this process: its agents (timestamps, bounded waits, deadlines), its queue,
   * leases, sweeper and drain checks (default: the system clock; tests pass a manual one).
   */
  clock?: Clock;
  /** Start the heartbeat, the sweeper and the drain checks (default true; tests step them). */
  background?: boolean;
  leaseSettings?: LeaseSettings;
  /** Runs executing at once in this process (default DEBRIEF_RUN_CONCURRENCY, else 4). */
  runConcurrency?: number;
  /**
   * Admission of runs by this process's event-loop delay (load-gate.ts), on the system clock;
   * absent or null: the concurrency alone limits (tests). From the environment: on by default.
   */
  admission?: LoadGateSettings | null;
  /** package version + git commit recorded on each run (default: read from the repository). */
  appVersion?: string;
  /** Where runs execute (default `in-process`); `web` and `worker` need `databaseUrl`. */
  execution?: RunExecution;
  /** The postgresql:// URL of `prisma` (pg-boss and LISTEN/NOTIFY connect with it). */
  databaseUrl?: string;
  /** How often an idle worker polls pg-boss (s, ≥ 0.5; enqueues also wake it at once). */
  pollingIntervalSeconds?: number;
  /** Told of each run taken and finished here (executeRunJob; `npm run worker` logs them). */
  runLog?: RunExecutorDependencies["runLog"];
  /**
   * Pay the first runs' one-time costs before this process takes runs (server/warm-up.ts);
   * default false (tests). From the environment: where runs execute.
   */
  warmUp?: boolean;
  /** Sign-in settings (secret, base URL, OIDC…); Better Auth's adapter is built here. */
  auth: Omit<AuthSettings, "database">;
}

/**
 * Build the services over one PrismaClient. Nothing is swept at start: runs another process
 * left in flight are marked interrupted by the lease sweeper once their leases expire (in any
 * process), never resumed. Runs execute in this process through the in-process queue, or, in
 * PostgreSQL mode, through pg-boss in worker processes (see `execution`).
 */
export async function createAppServices(options: AppServicesOptions): Promise<AppServices> {
  const { prisma, runLog } = options;
  const clock = options.clock ?? systemClock;
  const shutdown = new AbortController(); // stop() aborts it: open subscriptions end
  const execution = options.execution ?? "in-process";
  await configureConnection(prisma);
  const runRepository = new RunRepository(prisma);
  const runEvents = new RunEventRepository(prisma);
  const team = await connectTeam(execution, options.databaseUrl);
  const runEventFeed =
    team === null ? new InProcessRunEventFeed() : new PgRunEventFeed(team.notifications, runEvents);
  if (runEventFeed instanceof PgRunEventFeed) await runEventFeed.start();
  const prismaStore = new PrismaRunStore(prisma, {
    announcer: runEventFeed,
    clock: systemClock,
    numberCorrections: team !== null, // the web stores corrections for workers' agents too
  });
  const store = new BufferedRunStore(prismaStore, {
    onFailedAttempt: ({ what, error, attempt, willRetry }) => {
      // Not every last failure fails a run: a correction refused by its request key is answered
      // with the first one (corrections), so the caller says what a refusal means.
      const outcome = willRetry ? "retrying" : "not retried; the caller handles the error";
      console.error(`debrief: ${what} failed (attempt ${attempt}; ${outcome})`, error);
    },
  });
  const events = new EventHub();
  const manager = new AgentManager({
    store,
    clock,
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
    roots: options.workspaceRoots,
  });
  const runTraceSources = { runRepository, auditRepository: new AuditRepository(prisma) };
  const providerEnv = options.providerEnv ?? getEnv();
  const runLeases = new RunLeaseRepository(prisma, runEventFeed, prismaStore);
  const runUpdated = (runId: string) => events.emit({ type: "run-updated", runId });
  // Both modes: a run's corrections no agent consumed are refused once it ends (executeRunJob,
  // the lease sweeper); the web process stores corrections through it in PostgreSQL mode.
  const corrections = new StoredCorrectionRepository(prisma, runEventFeed);
  const leaseKeeper = new LeaseKeeper({
    corrections,
    leases: runLeases,
    clock,
    identity: {
      owner: `${execution === "worker" ? "worker" : "web"}:${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
      appVersion:
        options.appVersion ?? readAppVersion(options.repoRoot, getEnv().DEBRIEF_GIT_COMMIT),
    },
    settings: options.leaseSettings,
    onLost: (runIds) => {
      for (const runId of runIds) {
        manager.interruptRun(runId, "interrupted: another process declared this run's lease lost");
      }
    },
    onEnded: runUpdated,
  });
  const replayRepository = new ReplayRepository(prisma);
  const holdChildren = holdChildrenFrom(replayRepository);
  const jobDeps = { leaseKeeper, runLeases, manager, clock, events, workspaces, providerEnv };
  const executeJob = (job: RunJob) =>
    executeRunJob({ ...jobDeps, holdChildren, corrections, runLog }, job);
  const concurrency = options.runConcurrency ?? getEnv().DEBRIEF_RUN_CONCURRENCY;
  // Only where runs execute; the gate measures the real event loop (system clock).
  const admission =
    options.admission == null || execution === "web"
      ? null
      : new LoadGate(systemClock, options.admission, (error) =>
          console.error("debrief: a run admission check failed (the gate keeps ticking)", error),
        );
  admission?.start();
  if (options.warmUp === true && execution !== "web") warmUpRunPaths();
  const drains = new DrainRepository(prisma);
  const runControl = team === null ? null : new PgRunControl(team.notifications);
  const runQueue: InProcessRunQueue | PgBossRunQueue =
    team === null || runControl === null
      ? new InProcessRunQueue(executeJob, concurrency, admission)
      : await startTeamRunQueue({
          team,
          runControl,
          drains,
          runEventFeed,
          runRepository,
          execution: execution === "worker" ? "worker" : "web",
          executeJob,
          concurrency,
          pollingIntervalSeconds: options.pollingIntervalSeconds,
          gate: admission,
          control: { manager, runLeases, storedCorrections: corrections, clock },
        });
  // Experiments left running by a process that stopped cannot go on; they and their queued runs
  // end (abandoned-experiments.ts). Workers run no experiments (the web process does).
  const experimentRepository = new ExperimentRepository(prisma);
  if (execution !== "worker") {
    const abandoned = { experimentRepository, runLeases, clock };
    await interruptAbandonedExperiments(abandoned, leaseKeeper.holder().owner);
  }
  const drainWatcher = new DrainWatcher({
    drains,
    runLeases,
    clock,
    local: { manager, runQueue },
    onEnded: runUpdated,
  });
  const countQueued = () => drains.countQueued();
  const { health, workerPresence } = startProcessHealth({
    system: new SystemRepository(prisma),
    heartbeats: new WorkerHeartbeatRepository(prisma),
    clock,
    execution,
    countQueued,
    appVersion: leaseKeeper.identity().appVersion,
  });
  const backgroundAudits = new Set<Promise<void>>();
  const backgroundWork = new BackgroundWork({
    whenCalm: admission ? () => admission.whenCalm() : undefined,
  });
  // The pool's time limit runs on the process's clock, as the agents' deadlines do.
  const pastedAnswerAuditor = options.answerAuditPool
    ? new PooledPastedAnswerAuditor({ ...options.answerAuditPool, clock })
    : inProcessPastedAnswerAuditor;
  const services: AppServices = {
    ...createAccountServices(prisma, options.auth),
    prisma,
    store,
    manager,
    events,
    clock,
    runEvents,
    runEventFeed,
    runQueue,
    execution,
    runControl,
    storedCorrections: team === null ? null : corrections,
    runLeases,
    leaseKeeper,
    drains,
    drainWatcher,
    workspaces,
    runRepository,
    transcriptRepository: new TranscriptRepository(prisma),
    auditRepository: runTraceSources.auditRepository,
    replayRepository,
    workspaceRepository,
    health,
    startLimit: createStartLimit(),
    workerPresence,
    queueRoom: { maxQueuedRuns: options.maxQueuedRuns ?? DEFAULT_MAX_QUEUED_RUNS, countQueued },
    providerEnv,
    correctionLimiter: new CorrectionRateLimiter({
      perMinute: options.correctionsPerMinute ?? 12,
      now: () => clock.now(),
    }),
    correctionsByKey: new CorrectionKeyRepository(prisma),
    subscriptionSlots: new SubscriptionSlots(
      options.subscriptionsPerPerson ?? DEFAULT_SUBSCRIPTIONS_PER_PERSON,
    ),
    pastedAnswerAuditor,
    answerAuditLimiter: answerAuditRateLimiter({
      perMinute: options.answerAuditsPerMinute ?? DEFAULT_ANSWER_AUDITS_PER_MINUTE,
      now: () => clock.now(),
    }),
    telemetry: options.telemetry?.(runTraceSources) ?? null,
    datasetRepository: new DatasetRepository(prisma),
    experimentRepository,
    runFacts: new RunFactsRepository(prisma),
    datasetsDirectory: path.join(options.repoRoot, "datasets", "escalations"),
    tokenCounter: o200kTokenCounter,
    experimentsInFlight: new Map(),
    async backgroundAuditsSettled() {
      while (backgroundAudits.size > 0) await Promise.all([...backgroundAudits]);
    },
    closeRunStore: () => prismaStore.close(),
    shutdown: shutdown.signal,
    async stop(stopOptions = {}) {
      shutdown.abort();
      health.stop();
      admission?.stop();
      // A heartbeat, sweep or drain check under way finishes before the database closes.
      await Promise.all([leaseKeeper.stop(), drainWatcher.stop()]);
      const report = await stopRunsForShutdown(
        { manager, runQueue, runLeases, leaseKeeper, clock },
        stopOptions,
      );
      // The audit running finishes, those not started are skipped (the view computes them).
      await backgroundWork.close();
      await services.backgroundAuditsSettled();
      // Exports still waiting are dropped (logged); one being sent finishes or is abandoned.
      await services.telemetry?.shutdown();
      await pastedAnswerAuditor.close();
      await team?.close();
      // Every run has ended and every audit is stored: the append writer has nothing left.
      await prismaStore.close();
      return report;
    },
  };
  // The trace is queued for export once the audit is stored (it carries the audit's flag
  // count); the export runs in the telemetry's own bounded queue, never in the audit queue.
  events.subscribeAll(
    auditOnEvents(services, {
      work: backgroundWork,
      afterAudit: (runId) => Promise.resolve(services.telemetry?.queueRun(runId)),
      track: (work) => {
        backgroundAudits.add(work);
        void work.finally(() => backgroundAudits.delete(work));
      },
    }),
  );
  if (options.background ?? true) {
    leaseKeeper.start();
    drainWatcher.start();
  }
  return services;
}
