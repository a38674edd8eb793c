import { getSessionCookie } from "better-auth/cookies";
import { NextResponse, type NextRequest } from "next/server";
import {
  CONTENT_SECURITY_POLICY_HEADER,
  contentSecurityPolicy,
  createNonce,
  NONCE_HEADER,
} from "./server/shared/content-security-policy";
import {
  hasMalformedPercentEncoding,
  MALFORMED_PATH_MESSAGE,
} from "./server/shared/percent-encoding";

/**
 * Paths the cookie check leaves alone: the APIs (tRPC and Better Auth answer 401 themselves),
 * the sign-in and setup pages, and the static files of public/ (icons, web manifest).
 */
const NOT_A_PAGE =
  /^\/(?:api\/|_next\/|sign-in|setup|icon\.svg|icon-\d+\.png|apple-icon\.png|manifest\.webmanifest|favicon\.ico)/;

/** True outside production: the policy then allows 'unsafe-eval' (the development server). */
const DEVELOPMENT = process.env.NODE_ENV !== "production";

/**
 * Next 16's request proxy (the former middleware).
 * - For every path (APIs too): a path whose percent-escapes do not decode is answered 400
 *   (server/shared/percent-encoding.ts), not left to the router's 500.
 * - A cheap cookie-presence check: a request for a page without a session cookie goes to
 *   /sign-in (which sends a fresh database on to /setup). Whether the cookie holds a valid
 *   session, and what its role may do, is checked on the server: the pages' guard
 *   (trpc/server.ts) and every tRPC procedure.
 * - The Content-Security-Policy (server/shared/content-security-policy.ts): a fresh nonce per
 *   request, set on the request's headers (Next.js reads it there while it renders a page and
 *   puts it on its scripts; `x-nonce` hands it to server components) and on the response. Every
 *   page renders dynamically (app/layout.tsx), so no page is served with scripts lacking it.
 *   The 400 and the redirect carry the fixed policy (no nonce: they run no script). The other
 *   security headers come from next.config.ts.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (hasMalformedPercentEncoding(pathname)) {
    return withFixedPolicy(
      NextResponse.json(
        { error: { code: "BAD_REQUEST", message: MALFORMED_PATH_MESSAGE } },
        { status: 400 },
      ),
    );
  }
  if (NOT_A_PAGE.test(pathname) || getSessionCookie(request) !== null) {
    return nextWithNonce(request);
  }
  const signIn = new URL("/sign-in", request.url);
  if (pathname !== "/") signIn.searchParams.set("next", `${pathname}${search}`);
  return withFixedPolicy(NextResponse.redirect(signIn));
}

/** Passes the request on with a fresh nonce policy on its headers and on the response. */
function nextWithNonce(request: NextRequest): NextResponse {
  const nonce = createNonce();
  const policy = contentSecurityPolicy({ nonce, development: DEVELOPMENT });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set(CONTENT_SECURITY_POLICY_HEADER, policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set(CONTENT_SECURITY_POLICY_HEADER, policy);
  return response;
}

/** `response` with the fixed policy (no nonce), for answers that are not rendered pages. */
function withFixedPolicy(response: NextResponse): NextResponse {
  response.headers.set(
    CONTENT_SECURITY_POLICY_HEADER,
    contentSecurityPolicy({ development: DEVELOPMENT }),
  );
  return response;
}

export const config = {
  // Every path but Next's own build files: the percent-escape check covers the APIs too; the
  // cookie check skips what NOT_A_PAGE names. next.config.ts gives the skipped paths the fixed
  // policy.
  matcher: ["/((?!_next/static/|_next/image).*)"],
};
