"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/react";
import { useViewer } from "@/components/auth/viewer-context";
import type { WorkerPresenceView } from "@/server/features/workers/worker-presence-views";
import { backingOff } from "@/components/ui/poll-backoff";
import { isNetworkFailure } from "@/components/layout/server-health";

/** How often the presence is re-read in PostgreSQL mode (one small query, no round trip), ms. */
const PRESENCE_POLL_MS = 5_000;

/**
 * The workers' presence (`workers.presence`), shared by the top bar's count and the warnings
 * (one query key): re-read every 5 s in PostgreSQL mode, so a worker that starts or stops
 * shows without a reload; read once in SQLite mode (nothing to watch). Undefined while
 * loading and when signed out (the query needs a session).
 */
export function useWorkerPresence(): WorkerPresenceView | undefined {
  return useWorkerPresenceRead().view;
}

/**
 * The workers' presence as last read, and whether the server is not answering now (the last
 * read, or a retry of it, got no answer: isNetworkFailure), for the top bar's count.
 */
export function useWorkerPresenceRead(): {
  view: WorkerPresenceView | undefined;
  unanswered: boolean;
} {
  const trpc = useTRPC();
  const signedIn = useViewer() !== null;
  const presence = useQuery({
    ...trpc.workers.presence.queryOptions(),
    enabled: signedIn,
    refetchInterval: backingOff((query) =>
      query.state.data?.mode === "in-process" ? false : PRESENCE_POLL_MS,
    ),
  });
  return {
    view: presence.data,
    unanswered: presence.failureCount > 0 && isNetworkFailure(presence.failureReason),
  };
}
