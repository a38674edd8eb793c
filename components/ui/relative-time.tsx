"use client";

import { formatRelative, formatTimestamp } from "./format";
import { useNow } from "./use-now";

/**
 * "5 min ago" with the absolute local time in the title and a machine-readable dateTime; from
 * the server's render time while hydrating (useNow), so server and browser write the same text.
 */
export function RelativeTime({ at }: { at: number }) {
  const now = useNow(5_000);
  return (
    // The title is local time: the server's time zone may differ from the browser's.
    <time
      dateTime={new Date(at).toISOString()}
      title={formatTimestamp(at)}
      suppressHydrationWarning
    >
      {formatRelative(at, now)}
    </time>
  );
}
