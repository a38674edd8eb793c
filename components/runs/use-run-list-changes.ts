"use client";

import { skipToken, useQueryClient } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import { useSessionEnded, useSessionEndedStore, useTRPC } from "@/trpc/react";
import { isSessionEndedError } from "@/trpc/session-ended";

/**
 * Keeps every runs.list page fresh: `runs.changes` (SSE) sends the list's version whenever a
 * run is created, changes status or spawns a child — in this tab, another tab or another
 * process such as the CLI — and each message refetches the loaded pages. Returns whether the
 * stream is connected (when it is not, the caller polls). Once the session has ended (the stream
 * or any request refused with UNAUTHORIZED) it is closed and not reopened.
 */
export function useRunListChanges(): boolean {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  const session = useSessionEndedStore();
  const changes = useSubscription(
    trpc.runs.changes.subscriptionOptions(sessionEnded ? skipToken : undefined, {
      onError: (error) => {
        if (isSessionEndedError(error)) session.end();
      },
      // A fetch in flight (a "Show more") is not cancelled: it completes with fresh rows.
      onData: () =>
        void queryClient.invalidateQueries(
          { queryKey: trpc.runs.list.pathKey() },
          { cancelRefetch: false },
        ),
    }),
  );
  return changes.status === "pending";
}
