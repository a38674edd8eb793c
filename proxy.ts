import { getSessionCookie } from "better-auth/cookies";
import { NextResponse, type NextRequest } from "next/server";
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

/**
 * Next 16's request proxy (the former middleware): a cheap cookie-presence check only. A
 * request for a page without a session cookie goes to /sign-in (which sends a fresh database
 * on to /setup). Whether the cookie holds a valid session, and what its role may do, is
 * checked on the server: the pages' guard (trpc/server.ts) and every tRPC procedure.
 * Before that, for every path (APIs too): a path whose percent-escapes do not decode is
 * answered 400 (server/shared/percent-encoding.ts), not left to the router's 500.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (hasMalformedPercentEncoding(pathname)) {
    return NextResponse.json(
      { error: { code: "BAD_REQUEST", message: MALFORMED_PATH_MESSAGE } },
      { status: 400 },
    );
  }
  if (NOT_A_PAGE.test(pathname)) return NextResponse.next();
  if (getSessionCookie(request) !== null) return NextResponse.next();
  const signIn = new URL("/sign-in", request.url);
  if (pathname !== "/") signIn.searchParams.set("next", `${pathname}${search}`);
  return NextResponse.redirect(signIn);
}

export const config = {
  // Every path but Next's own build files: the percent-escape check covers the APIs too; the
  // cookie check skips what NOT_A_PAGE names.
  matcher: ["/((?!_next/static/|_next/image).*)"],
};
