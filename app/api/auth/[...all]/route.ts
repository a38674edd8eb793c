import { toNextJsHandler } from "better-auth/next-js";
import { boundaryOptionsFromEnv, guardApiRequest } from "@/server/api/http-boundary";
import { getAppServices } from "@/server/app-services-from-env";
import { getEnv } from "@/server/env";

/**
 * Better Auth at /api/auth/* (sign-in, sign-out, session, OIDC callback), behind the same HTTP
 * boundary as the tRPC API (Host/Origin 403, body size 413).
 */

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

async function handler(incoming: Request): Promise<Response> {
  const request = await guardApiRequest(incoming, boundaryOptionsFromEnv(getEnv()), "/api/auth");
  if (request instanceof Response) return request;
  const { auth } = await getAppServices();
  return auth.handler(request);
}

export const { GET, POST } = toNextJsHandler(handler);
