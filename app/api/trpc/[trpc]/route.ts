import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appRouter } from "@/server/api/root";
import { getAppServices } from "@/server/app-services";

/** tRPC over HTTP (queries, mutations) and SSE (subscriptions) at /api/trpc. */

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

function handler(request: Request): Promise<Response> {
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: request,
    router: appRouter,
    // The process-wide services and the request's signed-in user (null when signed out).
    createContext: async ({ req }) => {
      const services = await getAppServices();
      return { ...services, user: await services.accounts.sessionUser(req.headers) };
    },
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") {
        console.error(`tRPC ${path ?? "<no path>"} failed:`, error.cause ?? error);
      }
    },
  });
}

export { handler as GET, handler as POST };
