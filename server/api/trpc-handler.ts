import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { boundBatchResponse, guardApiRequest, type HttpBoundaryOptions } from "./http-boundary";
import { isDebriefError } from "../runtime/errors";
import { appRouter } from "./root";
import type { Context } from "./trpc";

/** Where the tRPC API is served. */
export const TRPC_ENDPOINT = "/api/trpc";

/**
 * Public procedures that never read the signed-in user: a request made only of these skips the
 * session lookup (a database read), so a load balancer's health probe stays cheap and answers
 * even while every database connection is busy (issue 10 item 8).
 */
export const SESSIONLESS_PROCEDURES: ReadonlySet<string> = new Set(["health.check"]);

/** What the context callback is told of a request. */
export interface RequestFacts {
  /** False when every procedure of the request is in SESSIONLESS_PROCEDURES. */
  needsUser: boolean;
}

/**
 * The tRPC fetch handler behind the HTTP boundary: Host/Origin, batch size and body size are
 * checked before any procedure runs (http-boundary.ts), and a batch's response is bounded.
 * `context` gives the services and the signed-in user of a request (the route handler passes
 * the process-wide services; tests their own).
 */
export function createTrpcHandler(options: {
  /**
   * The context of one request: the services and the request's signed-in user (null, without
   * a lookup, when `facts.needsUser` is false).
   */
  context: (request: Request, facts: RequestFacts) => Promise<Context>;
  boundary: HttpBoundaryOptions;
}): (request: Request) => Promise<Response> {
  return async (incoming) => {
    const request = await guardApiRequest(incoming, options.boundary, TRPC_ENDPOINT);
    if (request instanceof Response) return request;
    const response = await fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req: request,
      router: appRouter,
      createContext: ({ req, info }) =>
        options.context(req, {
          needsUser:
            info.calls.length === 0 ||
            !info.calls.every((call) => SESSIONLESS_PROCEDURES.has(call.path)),
        }),
      responseMeta({ errors }) {
        const retryAfterMs = errors.map(retryAfterOf).find((ms) => ms !== null) ?? null;
        return retryAfterMs === null
          ? {}
          : { headers: new Headers({ "Retry-After": String(Math.ceil(retryAfterMs / 1000)) }) };
      },
      onError({ error, path }) {
        if (error.code === "INTERNAL_SERVER_ERROR") {
          console.error(`tRPC ${path ?? "<no path>"} failed:`, error.cause ?? error);
        }
      },
    });
    return boundBatchResponse(
      request,
      response,
      TRPC_ENDPOINT,
      options.boundary.maxBatchResponseBytes,
    );
  };
}

/**
 * The wait a refused call asks for (a RateLimitError's retryAfterMs, found on the error's cause
 * chain), or null: a 429 carries it as `Retry-After` (seconds, rounded up; RFC 9110 §10.2.3).
 * Read from the error's details through the brand (isDebriefError), not `instanceof`: the
 * services that threw may come from another bundle's copy of the errors module.
 */
function retryAfterOf(error: unknown): number | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (isDebriefError(current) && current.code === "TOO_MANY_REQUESTS") {
      const details = current.details as { retryAfterMs?: unknown } | null | undefined;
      return typeof details?.retryAfterMs === "number" ? details.retryAfterMs : null;
    }
    current = current.cause;
  }
  return null;
}
