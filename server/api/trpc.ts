import { initTRPC } from "@trpc/server";
import superjson from "superjson";
import { z, ZodError } from "zod";
import type { AuditRepository } from "../features/audit/audit-repository";
import type { ReplayRepository } from "../features/replay/replay-repository";
import type { EventHub } from "../features/runs/event-hub";
import type { ProviderEnv } from "../features/runs/provider-factory";
import type { RunRepository } from "../features/runs/run-repository";
import type { SystemRepository } from "../features/system/system-repository";
import type { TranscriptRepository } from "../features/transcripts/transcript-repository";
import type { WorkspaceRegistry } from "../features/workspaces/workspace-registry";
import type { WorkspaceRepository } from "../features/workspaces/workspace-repository";
import type { AgentManager } from "../runtime/agent/agent-manager";
import { DebriefError } from "../runtime/errors";
import type { Clock } from "../runtime/ports";
import { toTRPCError } from "./error-mapping";

/**
 * tRPC wiring: context, transformer, error shape, and the procedure builders every router
 * uses. Routers stay thin: validate with zod, call a service, return a view model.
 */

/**
 * What every procedure receives: the runtime's manager, live events, the workspace registry,
 * one repository per feature and the provider variables. Built once per process by server/app-services.ts (the route
 * handler passes it in); tests build their own. Services take the parts they need.
 */
export interface Context {
  manager: AgentManager;
  events: EventHub;
  workspaces: WorkspaceRegistry;
  runRepository: RunRepository;
  transcriptRepository: TranscriptRepository;
  auditRepository: AuditRepository;
  replayRepository: ReplayRepository;
  workspaceRepository: WorkspaceRepository;
  systemRepository: SystemRepository;
  /** The provider variables of the environment (server/env.ts), read once at start-up. */
  providerEnv: ProviderEnv;
  /** The runtime's clock (real time; tests pass a manual one). */
  clock: Clock;
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    return {
      ...shape,
      data: {
        ...shape.data,
        /** Field errors of a rejected input, flattened: { formErrors, fieldErrors }. */
        zodError: cause instanceof ZodError ? z.flattenError(cause) : null,
        /** The Debrief error code behind the error, when there is one. */
        debriefCode: cause instanceof DebriefError ? cause.code : null,
      },
    };
  },
});

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
/** The base procedure: no authentication (Debrief is a local workbench). */
export const publicProcedure = t.procedure.use(mapDebriefErrors);
