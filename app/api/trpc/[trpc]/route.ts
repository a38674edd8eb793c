import { createTrpcHandler } from "@/server/api/trpc-handler";
import { getAppServices } from "@/server/app-services";
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
    const env = getEnv();
    handle = createTrpcHandler({
      // The process-wide services are the context of every request.
      context: () => getAppServices(),
      boundary: {
        baseUrl: env.DEBRIEF_BASE_URL,
        maxBodyBytes: env.DEBRIEF_MAX_BODY_BYTES,
        maxBatchCalls: env.DEBRIEF_MAX_BATCH_CALLS,
        maxBatchResponseBytes: env.DEBRIEF_MAX_BATCH_RESPONSE_BYTES,
      },
    });
  }
  return handle(request);
}

export { handler as GET, handler as POST };
