import { toNextJsHandler } from "better-auth/next-js";
import { getAppServices } from "@/server/app-services";

/** Better Auth at /api/auth/* (sign-in, sign-out, session, OIDC callback). */

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

async function handler(request: Request): Promise<Response> {
  const { auth } = await getAppServices();
  return auth.handler(request);
}

export const { GET, POST } = toNextJsHandler(handler);
