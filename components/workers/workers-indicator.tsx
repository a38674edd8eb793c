"use client";

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
  return (
    <span
      data-testid="workers-indicator"
      data-state={view.state}
      title={view.title}
      className="flex items-center gap-1.5 text-xs text-zinc-600"
      aria-live="polite"
    >
      <span aria-hidden className={`inline-block size-2 rounded-full ${view.dot}`} />
      {view.text}
    </span>
  );
}
