"use client";

import { formatRelative, formatTimestamp } from "./format";
import { useNow } from "./use-now";

/** "5 min ago" with the absolute local time in the title and a machine-readable dateTime. */
export function RelativeTime({ at }: { at: number }) {
  const now = useNow(5_000);
  return (
    <time dateTime={new Date(at).toISOString()} title={formatTimestamp(at)}>
      {formatRelative(at, now)}
    </time>
  );
}
