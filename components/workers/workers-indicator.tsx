"use client";

import { StatusDot } from "@/components/ui/status-dot";
import { useWorkerPresenceRead } from "./use-worker-presence";
import { workersIndicatorView } from "./worker-presence-text";

/**
 * The top bar's worker count (PostgreSQL mode): "2 workers", "No worker"… with each live
 * worker on hover (workersIndicatorView), "Workers unknown" while the server does not answer; nothing in SQLite mode or signed out. Re-read every
 * 5 s with the warnings' query.
 */
export function WorkersIndicator() {
  const presence = useWorkerPresenceRead();
  const view = workersIndicatorView(presence.view, presence.unanswered);
  if (view === null) return null;
  return <StatusDot testId="workers-indicator" {...view} />;
}
