import type { QueryKey } from "@tanstack/react-query";

/**
 * True for the query key of a tRPC `activity.*` query (`[["activity", "list"], {…}]`): every
 * mutation writes the action log, so every settled mutation refreshes it (the Activity page's
 * drain control, flag reviews, user changes…) instead of the log waiting for a reload.
 */
export function isActivityQueryKey(queryKey: QueryKey): boolean {
  const path = queryKey[0];
  return Array.isArray(path) && path[0] === "activity";
}
