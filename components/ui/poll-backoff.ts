/**
 * Polling that backs off while the server does not answer: a page left open during a restart
 * or an outage (every tab polls a few queries) asks less and less often instead of once a
 * second, and goes back to its pace at the first answer.
 */

import { isSessionEndedError } from "@/trpc/session-ended";

/** The longest pause between reads of a polled query whose reads keep failing (ms). */
export const MAX_FAILING_POLL_MS = 30_000;

/** What pollIntervalMs reads of a TanStack query's state (epoch ms, counts). */
export interface PolledQueryState {
  status: "pending" | "error" | "success";
  /** When the last read succeeded (epoch ms; 0: never). */
  dataUpdatedAt: number;
  /** When the last read failed (epoch ms; 0: never). */
  errorUpdatedAt: number;
  /** How many reads have failed since the query was created. */
  errorUpdateCount: number;
  /** The last read's error (null or absent: none). */
  error?: unknown;
}

/**
 * The pause before a polled query's next read (ms), or false (no polling): `intervalMs` while
 * its reads succeed; while they fail, as long as they have been failing (from the last success
 * to the last failure; with no success yet, intervalMs per failure), at least `intervalMs` and
 * at most MAX_FAILING_POLL_MS. A query polled every 2 s that starts failing reads again after
 * 2, 4, 8, 16, 30, 30 … s. A read refused for want of a session (UNAUTHORIZED: it expired or
 * its user was disabled) stops the polling: asking again cannot help (trpc/session-ended.ts).
 */
export function pollIntervalMs(
  intervalMs: number | false,
  state: PolledQueryState,
): number | false {
  if (intervalMs === false || state.status !== "error") return intervalMs;
  if (isSessionEndedError(state.error)) return false;
  const failingFor =
    state.dataUpdatedAt > 0
      ? state.errorUpdatedAt - state.dataUpdatedAt
      : intervalMs * state.errorUpdateCount;
  return Math.min(MAX_FAILING_POLL_MS, Math.max(intervalMs, failingFor));
}

/**
 * A `refetchInterval` option that backs off while the query fails (pollIntervalMs): `interval`
 * is the pace while it succeeds, a number or a function of the query as TanStack Query takes it.
 */
export function backingOff<Query extends { state: PolledQueryState }>(
  interval: number | false | ((query: Query) => number | false | undefined),
): (query: Query) => number | false {
  return (query) => {
    const pace = typeof interval === "function" ? (interval(query) ?? false) : interval;
    return pollIntervalMs(pace, query.state);
  };
}
