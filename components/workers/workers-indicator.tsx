"use client";

import { StatusDot } from "@/components/ui/status-dot";
import { useWorkerPresence } from "./use-worker-presence";
import { workersIndicatorView } from "./worker-presence-text";

/**
 * The top bar's worker count (PostgreSQL mode): "2 workers", "No worker"… with each live
 * worker on hover (workersIndicatorView); nothing in SQLite mode or signed out. Re-read every
 * 5 s with the warnings' query.
 */
export function WorkersIndicator() {
  const view = workersIndicatorView(useWorkerPresence());
  if (view === null) return null;
  return <StatusDot testId="workers-indicator" {...view} />;
}
