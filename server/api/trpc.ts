import { initTRPC } from "@trpc/server";
import superjson from "superjson";
import { z, ZodError } from "zod";
import type { PrismaClient } from "../db/client";
import { getServices, type AppServices } from "../runs/services";
import { DebriefError } from "../runtime/errors";
import { toTRPCError } from "./error-mapping";

/**
 * tRPC wiring: context, transformer, error shape, and the procedure builders every router
 * uses. Routers stay thin: validate with zod, call a service, return a view model.
 */

/** What every procedure receives. */
export interface Context {
  prisma: PrismaClient;
  services: AppServices;
}

/** The request context: the process-wide services. Tests build their own Context. */
export async function createTRPCContext(): Promise<Context> {
  const services = await getServices();
  return { prisma: services.prisma, services };
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
/** Merges routers. */
export const mergeRouters = t.mergeRouters;
/** Builds a server-side caller for a router (tests, server components). */
export const createCallerFactory = t.createCallerFactory;
/** The base procedure: no authentication (Debrief is a local workbench). */
export const publicProcedure = t.procedure.use(mapDebriefErrors);
