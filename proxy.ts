import { getSessionCookie } from "better-auth/cookies";
import { NextResponse, type NextRequest } from "next/server";

/**
 * Next 16's request proxy (the former middleware): a cheap cookie-presence check only. A
 * request for a page without a session cookie goes to /sign-in (which sends a fresh database
 * on to /setup). Whether the cookie holds a valid session, and what its role may do, is
 * checked on the server: the pages' guard (trpc/server.ts) and every tRPC procedure.
 */
export function proxy(request: NextRequest): NextResponse {
  if (getSessionCookie(request) !== null) return NextResponse.next();
  const signIn = new URL("/sign-in", request.url);
  const { pathname, search } = request.nextUrl;
  if (pathname !== "/") signIn.searchParams.set("next", `${pathname}${search}`);
  return NextResponse.redirect(signIn);
}

export const config = {
  // Pages only: not the APIs (tRPC and Better Auth answer 401 themselves), the sign-in and
  // setup pages, or the static files of public/ (icons, web manifest).
  matcher: [
    "/((?!api/|_next/|sign-in|setup|icon\\.svg|icon-\\d+\\.png|apple-icon\\.png|manifest\\.webmanifest|favicon\\.ico).*)",
  ],
};
