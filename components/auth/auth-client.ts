"use client";

import { createAuthClient } from "better-auth/react";

/**
 * Better Auth's browser client (same origin: /api/auth): email + password sign-in, sign-out,
 * and the OIDC redirect when DEBRIEF_OIDC_* is configured (`signIn.social({ provider: "oidc" })`:
 * the generic OAuth plugin serves its providers as social providers).
 */
export const authClient = createAuthClient();
