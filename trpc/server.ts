import { headers } from "next/headers";
import { cache } from "react";
import { notFound, redirect } from "next/navigation";
import { TRPCError } from "@trpc/server";
import { createCaller } from "@/server/api/root";
import { getAppServices } from "@/server/app-services-from-env";
import type { SessionUser } from "@/server/auth/session-user";
import type { RunSummary } from "@/server/features/runs/run-views";
import { oidcSettingsFromEnv } from "@/server/auth/oidc-settings";
import { getEnv } from "@/server/env";
import { namesNoRecord } from "./page-guard-errors";
import { runPagePath, type RunPage } from "./run-page-path";

/**
 * tRPC for server components: a caller in this process with the request's signed-in user,
 * and the page guards built on it. This is the real check behind proxy.ts's cookie-presence
 * redirect (a stale or forged cookie gets no user here). Server-only: it reads the request's
 * headers and the composition root.
 */

/**
 * One caller per request (React's cache): a page and its generateMetadata read the session
 * once.
 */
const serverCaller = cache(async () => {
  // headers() first: it marks the page as rendered per request (never prerendered at build).
  const requestHeaders = await headers();
  const services = await getAppServices();
  const user = await services.accounts.sessionUser(requestHeaders);
  return createCaller({ ...services, user });
});

/** The signed-in user of this request, or null. */
export async function getViewer(): Promise<SessionUser | null> {
  return (await serverCaller()).users.me();
}

/** True while the first administrator has not been created (fresh database). */
export async function isSetupNeeded(): Promise<boolean> {
  return (await (await serverCaller()).users.setupStatus()).setupNeeded;
}

/**
 * The signed-in user, for a page that needs one: redirects to /setup on a fresh database and to
 * /sign-in (coming back to `returnTo`) when signed out.
 */
export async function requireViewer(returnTo: string): Promise<SessionUser> {
  const caller = await serverCaller();
  const viewer = await caller.users.me();
  if (viewer !== null) return viewer;
  if ((await caller.users.setupStatus()).setupNeeded) redirect("/setup");
  redirect(`/sign-in?next=${encodeURIComponent(returnTo)}`);
}

/** What the sign-in page offers besides email + password: the OIDC button's label, or null. */
export function oidcSignInLabel(): string | null {
  return oidcSettingsFromEnv(getEnv())?.label ?? null;
}

/**
 * The run a page is about (its list row), or the 404 page (HTTP 404, the segment's
 * not-found.tsx) when no run has this id. An address holding a run's short id or another start
 * of its id (/runs/3515c3a0, as the pages show it) redirects to the run's own address of the
 * same `page` (the run, or its audit); one that names no run or several gets the 404 page. Call
 * after requireViewer. Read once per request (React's cache).
 */
export const requireRun = cache(async (runId: string, page: RunPage): Promise<RunSummary> => {
  return orNotFound(async () => {
    const caller = await serverCaller();
    try {
      return await caller.runs.summary({ runId });
    } catch (error) {
      if (!(error instanceof TRPCError && error.code === "NOT_FOUND")) throw error;
      const resolved = await caller.runs.resolveId({ runId }).catch(() => null);
      if (resolved === null || resolved.runId === runId) throw error;
      redirect(runPagePath(resolved.runId, page));
    }
  });
});

/**
 * The 404 page (HTTP 404, the segment's not-found.tsx) for what `read` does not find, as
 * requireRun does for runs, and for an id no record can have (one longer than the inputs
 * allow: namesNoRecord); any other error goes on to the error page.
 */
async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (namesNoRecord(error)) notFound();
    throw error;
  }
}

/**
 * An experiment page's guard: the 404 page when no experiment has this id (read through the
 * cheap `experiments.progress`). Call after requireViewer, for a role that reads experiments.
 */
export async function requireExperiment(experimentId: string): Promise<void> {
  await orNotFound(async () => (await serverCaller()).experiments.progress({ experimentId }));
}

/**
 * An experiment case page's guard: the 404 page when there is no such experiment or it has no
 * such case. Call after requireViewer, for a role that reads experiments.
 */
export async function requireExperimentCase(experimentId: string, caseId: string): Promise<void> {
  await orNotFound(async () => (await serverCaller()).experiments.case({ experimentId, caseId }));
}

/**
 * The question of the run a page is about, for its title; null when no run has this id (the
 * page itself then answers 404, or redirects a short id).
 */
export async function runQuestion(runId: string): Promise<string | null> {
  try {
    return (await (await serverCaller()).runs.summary({ runId })).question;
  } catch (error) {
    if (namesNoRecord(error)) return null;
    throw error;
  }
}
