import type { CorrectionKeyRepository } from "../features/corrections/correction-key-repository";
import type { StoredCorrectionRepository } from "../features/corrections/stored-correction-repository";
import type { RunControl } from "../features/runs/run-control-channel";
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z, ZodError } from "zod";
import type { Accounts } from "../auth/accounts";
import type { SessionUser } from "../auth/session-user";
import type { ActionLogRepository } from "../features/action-log/action-log-repository";
import type { AuditRepository } from "../features/audit/audit-repository";
import type { CorrectionRateLimiter } from "../features/corrections/correction-rate-limit";
import type { PastedAnswerAuditor } from "../features/audit/pasted-answer-auditor";
import type { TokenBucketRateLimiter } from "../runtime/rate-limit";
import type { DrainRepository } from "../features/drain/drain-repository";
import type { DatasetRepository } from "../features/experiments/dataset-repository";
import type { ExperimentRepository } from "../features/experiments/experiment-repository";
import type { RunFactsRepository } from "../features/experiments/run-facts-repository";
import type { LeaseKeeper } from "../features/leases/lease-keeper";
import type { RunLeaseRepository } from "../features/leases/run-lease-repository";
import type { RunQueue } from "../features/queue/run-queue";
import type { RunEventFeed } from "../features/runs/run-event-feed";
import type { RunEventRepository } from "../features/runs/run-event-repository";
import type { ReplayRepository } from "../features/replay/replay-repository";
import type { EventHub } from "../features/runs/event-hub";
import type { ProviderEnv } from "../features/runs/provider-factory";
import type { RunRepository } from "../features/runs/run-repository";
import type { StartLimit } from "../features/runs/start-limit";
import type { QueueRoom } from "../features/runs/queue-room";
import type { HealthMonitor } from "../features/system/health-monitor";
import type { WorkerPresence } from "../features/workers/worker-presence";
import type { TranscriptRepository } from "../features/transcripts/transcript-repository";
import type { UserRepository } from "../features/users/user-repository";
import type { WorkspaceRegistry } from "../features/workspaces/workspace-registry";
import type { WorkspaceRepository } from "../features/workspaces/workspace-repository";
import type { AgentManager } from "../runtime/agent/agent-manager";
import type { TokenCounter } from "../runtime/window/token-counter";
import { isDebriefError } from "../runtime/errors";
import type { Clock } from "../runtime/ports";
import { forbiddenMessage, roleCan, signInMessage, type Permission } from "../shared/permissions";
import { toTRPCError } from "./error-mapping";
import { reauthorizedStream, storedSessionUser } from "./subscription-authorization";
import { releasedWhenDone, type SubscriptionSlots } from "./subscription-slots";

/**
 * tRPC wiring: context, transformer, error shape, and the procedure builders every router
 * uses. Routers stay thin: validate with zod, call a service, return a view model.
 */

/**
 * The services every procedure can reach: the runtime's manager, live events, the workspace
 * registry, one repository per feature, the accounts (Better Auth) and the provider
 * variables. Built once per process by server/app-services.ts; tests build their own.
 * Services take the parts they need.
 */
export interface Services {
  manager: AgentManager;
  events: EventHub;
  workspaces: WorkspaceRegistry;
  runRepository: RunRepository;
  transcriptRepository: TranscriptRepository;
  auditRepository: AuditRepository;
  replayRepository: ReplayRepository;
  workspaceRepository: WorkspaceRepository;
  /** Bounds the run starts this process works on at once (runs/start-limit.ts). */
  startLimit?: StartLimit;
  /** Bounds the runs waiting in the queue (runs/queue-room.ts); absent: no bound. */
  queueRoom?: QueueRoom;
  /** The process's health from cheap state (a background database probe; health.check). */
  health: Pick<HealthMonitor, "current">;
  /** PostgreSQL mode's web process: the workers alive (workers.presence); else null or absent. */
  workerPresence?: Pick<WorkerPresence, "current" | "refresh"> | null;
  userRepository: UserRepository;
  actionLogRepository: ActionLogRepository;
  /** Accounts and sessions (Better Auth behind a port). */
  accounts: Accounts;
  /** The provider variables of the environment (server/env.ts), read once at start-up. */
  providerEnv: ProviderEnv;
  // Team service (issue 10): the run event log and its live feed, the run queue, leases, drains.
  /** This process's clock (agents, run creation, leases, drains); tests pass a manual one. */
  clock: Clock;
  runEvents: RunEventRepository;
  runEventFeed: RunEventFeed;
  runQueue: RunQueue;
  /** Non-null when runs execute in other processes (PostgreSQL mode's web process and workers). */
  runControl: RunControl | null;
  /** Stores corrections for agents other processes hold (with runControl); null in process. */
  storedCorrections: StoredCorrectionRepository | null;
  runLeases: RunLeaseRepository;
  leaseKeeper: LeaseKeeper;
  drains: DrainRepository;
  /** Corrections from people per agent and minute (a token bucket; issue 9). */
  correctionLimiter: CorrectionRateLimiter;
  /** Subscriptions each person holds open in this process (subscription-slots.ts). */
  subscriptionSlots: SubscriptionSlots;
  /** Where pasted answers are audited: a worker-thread pool (web process) or in process. */
  pastedAnswerAuditor: PastedAnswerAuditor;
  /** Audits of pasted answers per person and minute (a token bucket by user id; issue 10). */
  answerAuditLimiter: TokenBucketRateLimiter;
  /** People's corrections by their idempotency key (a repeated send finds the first). */
  correctionsByKey: CorrectionKeyRepository;
  // Experiments (issue 11): dataset versions users made, experiments and their runs' scores.
  datasetRepository: DatasetRepository;
  experimentRepository: ExperimentRepository;
  runFacts: RunFactsRepository;
  /** datasets/escalations of the repository (its read-only dataset versions). */
  datasetsDirectory: string;
  /** Counts tokens for the experiments' counted figures (o200k). */
  tokenCounter: TokenCounter;
  /** Experiments running in this process: id → resolves once it ended (tests, scripts). */
  experimentsInFlight: Map<string, Promise<void>>;
  /**
   * Aborted when the process shuts down (AppServices.stop): open subscriptions end then, so an
   * open browser tab never holds the server up (it reconnects to the next one). Absent: never.
   */
  shutdown?: AbortSignal;
}

/**
 * What every procedure receives: the services and the signed-in user of the request (null
 * when signed out; the route handler reads the session cookie, tests pass a user).
 */
export interface Context extends Services {
  user: SessionUser | null;
  /**
   * The request's signed-in user read again (the route handler reads the session of the
   * request's cookies): long-lived subscriptions re-check it while they deliver
   * (subscription-authorization.ts). Absent (server-side callers, tests): the user's stored
   * account is read instead (disabled or role changed; not a sign-out).
   */
  currentUser?: () => Promise<SessionUser | null>;
}

/**
 * Each procedure's metadata: the permission it requires, or null for the few public ones
 * (health check, first-admin setup, "who am I"). The permission tests read it from the router.
 */
export interface ProcedureMeta {
  permission: Permission | null;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const cause = error.cause;
      return {
        ...shape,
        // A rejected input reads as sentences ("question: at most 4,000 characters"), not as
        // the JSON dump of zod's issues that tRPC puts in the message.
        ...(cause instanceof ZodError ? { message: inputIssueSentences(cause) } : {}),
        data: {
          ...shape.data,
          /** Field errors of a rejected input, flattened: { formErrors, fieldErrors }. */
          zodError: cause instanceof ZodError ? z.flattenError(cause) : null,
          /** The Debrief error code behind the error, when there is one. */
          debriefCode: isDebriefError(cause) ? cause.code : null,
        },
      };
    },
  });

/** How many of a rejected input's issues its message names (the rest are counted). */
const ISSUES_IN_MESSAGE = 5;

/**
 * "text: must not be empty; requestKey: …" — each issue of a rejected input with the path of
 * the field it is about (none for the input as a whole), at most ISSUES_IN_MESSAGE of them.
 */
export function inputIssueSentences(error: ZodError): string {
  const sentences = error.issues.map((issue) =>
    issue.path.length === 0 ? issue.message : `${issue.path.join(".")}: ${issue.message}`,
  );
  const more = sentences.length - ISSUES_IN_MESSAGE;
  return [...sentences.slice(0, ISSUES_IN_MESSAGE), ...(more > 0 ? [`and ${more} more`] : [])].join(
    "; ",
  );
}

/**
 * Maps a DebriefError thrown by a resolver to its tRPC code, exactly once, keeping the
 * message. Errors already raised as TRPCError pass through unchanged.
 */
const mapDebriefErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === "INTERNAL_SERVER_ERROR") {
    const mapped = toTRPCError(result.error.cause);
    if (mapped) return { ...result, error: mapped };
  }
  return result;
});

/** Builds a router. */
export const router = t.router;
/** Builds a server-side caller for a router (tests, server components). */
export const createCallerFactory = t.createCallerFactory;
/**
 * A procedure anyone may call, signed in or not: only the health check, the first-admin setup
 * and "who am I". Everything else is built with procedureWith.
 */
export const publicProcedure = t.procedure.meta({ permission: null }).use(mapDebriefErrors);

/**
 * The one permission check: a procedure that requires `permission` (server/shared/permissions.ts)
 * for queries, mutations and subscriptions alike. Signed out: UNAUTHORIZED (401) "sign in to
 * <what>"; a role without it: FORBIDDEN (403) "the <role> role cannot <what> (<permission>)".
 * The check runs before the input is parsed; resolvers see `ctx.user` as non-null. A
 * subscription is checked again while it delivers (subscription-authorization.ts): a user
 * disabled, signed out or whose role lost the permission meanwhile gets nothing more.
 */
export function procedureWith(permission: Permission) {
  return t.procedure
    .meta({ permission })
    .use(mapDebriefErrors)
    .use(async ({ ctx, next, type }) => {
      const { user } = ctx;
      if (user === null)
        throw new TRPCError({ code: "UNAUTHORIZED", message: signInMessage(permission) });
      if (!roleCan(user.role, permission))
        throw new TRPCError({
          code: "FORBIDDEN",
          message: forbiddenMessage(user.role, permission),
        });
      const checkedAt = ctx.clock.now();
      if (type !== "subscription") return next({ ctx: { user } });
      const release = ctx.subscriptionSlots.take(user.id);
      const result = await next({ ctx: { user } }).catch((error: unknown) => {
        release();
        throw error;
      });
      if (!result.ok) {
        release();
        return result;
      }
      const source = result.data as AsyncIterable<unknown>;
      const currentUser = ctx.currentUser ?? (() => storedSessionUser(ctx.userRepository, user));
      const stream = reauthorizedStream(source, {
        permission,
        currentUser,
        clock: ctx.clock,
        checkedAt,
      });
      return { ...result, data: releasedWhenDone(stream, release) };
    });
}
