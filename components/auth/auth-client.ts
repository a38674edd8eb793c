"use client";

import { createAuthClient } from "better-auth/react";

/**
 * Better Auth's browser client (same origin: /api/auth): email + password sign-in, sign-out,
 * and the OIDC redirect when DEBRIEF_OIDC_* is configured (`signIn.social({ provider: "oidc" })`:
 * the generic OAuth plugin serves its providers as social providers).
 */
export const authClient = createAuthClient();

/** Where to go after signing in: `next` when it is a path on this site, else home. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  return next;
}
