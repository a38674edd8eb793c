import { boundaryOptionsFromEnv } from "@/server/api/http-boundary";
import { createTrpcHandler } from "@/server/api/trpc-handler";
import { getAppServices } from "@/server/app-services-from-env";
import { getEnv } from "@/server/env";

/**
 * tRPC over HTTP (queries, mutations) and SSE (subscriptions) at /api/trpc, behind the HTTP
 * boundary (server/api/http-boundary.ts: Host/Origin, batch size, body size).
 */

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

let handle: ((request: Request) => Promise<Response>) | null = null;

function handler(request: Request): Promise<Response> {
  if (handle === null) {
    handle = createTrpcHandler({
      // The process-wide services and the request's signed-in user (null when signed out, and
      // not looked up for a request of session-less procedures only: the health check).
      context: async (incoming, { needsUser }) => {
        const services = await getAppServices();
        const user = needsUser ? await services.accounts.sessionUser(incoming.headers) : null;
        // Subscriptions read the session again while they deliver (a disable, a sign-out).
        const currentUser = () => services.accounts.sessionUser(incoming.headers);
        return { ...services, user, currentUser };
      },
      boundary: boundaryOptionsFromEnv(getEnv()),
    });
  }
  return handle(request);
}

export { handler as GET, handler as POST };
