"use client";

import { useWorkerPresence } from "./use-worker-presence";
import { noWorkerWarning } from "./worker-presence-text";

/**
 * The "No worker is running" warning (PostgreSQL mode): shown above the runs list while runs
 * are queued, and on the page of a queued run, when no live worker takes runs
 * (noWorkerWarning); it appears and goes away as the presence is re-read (every 5 s). The
 * runs list passes nothing (the queued count of every process is used); the run page passes
 * whether its run is queued.
 */
export function NoWorkerBanner({
  runQueued,
  className = "",
}: {
  /** The run page: whether its run is queued; absent on the runs list. */
  runQueued?: boolean;
  /** Extra classes (spacing) for the banner when it shows. */
  className?: string;
}) {
  const view = useWorkerPresence();
  const queuedRuns = view?.mode === "team" ? view.queuedRuns : 0;
  const warning = noWorkerWarning(
    view,
    runQueued === undefined
      ? { runs: queuedRuns, thisRun: false }
      : { runs: runQueued ? 1 : 0, thisRun: true },
  );
  if (warning === null) return null;
  return (
    <div
      role="status"
      data-testid="no-worker-banner"
      data-reason={warning.reason}
      className={`${className} rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950`}
    >
      <p>
        <strong>{warning.headline}</strong>: <CommandText text={warning.consequence} />
        {warning.lastSeen ? ` ${warning.lastSeen}` : ""}
      </p>
    </div>
  );
}

/** `text` with its `backquoted` parts as code. */
function CommandText({ text }: { text: string }) {
  return (
    <>
      {text.split("`").map((part, index) =>
        index % 2 === 1 ? (
          <code key={index} className="rounded bg-amber-100 px-1 font-mono text-xs">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
