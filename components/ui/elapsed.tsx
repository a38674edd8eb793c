"use client";

import { formatDuration } from "./format";
import { useNow } from "./use-now";

/**
 * A duration: the final `durationMs` when known, otherwise the live time since `startedAt`
 * (ticking), otherwise a dash.
 */
export function Elapsed({
  durationMs,
  startedAt,
}: {
  durationMs: number | null;
  startedAt: number | null;
}) {
  const live = durationMs === null && startedAt !== null;
  const now = useNow(1_000, live);
  if (durationMs !== null)
    return <span className="tabular-nums">{formatDuration(durationMs)}</span>;
  if (startedAt === null) return <span className="text-zinc-400">—</span>;
  return (
    <span className="tabular-nums text-sky-700" title="still running">
      {formatDuration(now - startedAt)}…
    </span>
  );
}
