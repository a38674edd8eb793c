import { isNetworkFailure } from "@/components/layout/server-health";
import { formatTimestamp } from "@/components/ui/format";
import { isSessionEndedError } from "@/trpc/session-ended";

/**
 * What the runs list shows for its last read: the rows ("fresh"); the rows it had, under a
 * notice, when a re-read failed ("stale": a server that stops answering must not empty the
 * list; `notice` null when the session ended, which the page's own notice says); or the error
 * box when it has no rows of this filter to keep ("error").
 */
export type RunsListView =
  { kind: "fresh" } | { kind: "stale"; notice: string | null } | { kind: "error" };

/** The runs list's view from its last read's error and the rows it holds (runsListView). */
export function runsListView({
  error,
  hasRows,
  placeholder,
  loadedAt,
}: {
  /** The last read's error, null when it succeeded. */
  error: unknown;
  /** The list holds loaded rows. */
  hasRows: boolean;
  /** Those rows are another filter's, shown while this one loads. */
  placeholder: boolean;
  /** When the rows were read (epoch ms). */
  loadedAt: number;
}): RunsListView {
  if (error === null || error === undefined) return { kind: "fresh" };
  if (!hasRows || placeholder) return { kind: "error" };
  if (isSessionEndedError(error)) return { kind: "stale", notice: null };
  const since = `showing what was loaded at ${formatTimestamp(loadedAt)}.`;
  if (isNetworkFailure(error)) return { kind: "stale", notice: `Server not answering — ${since}` };
  return { kind: "stale", notice: `The runs could not be re-read — ${since}` };
}

/** The runs list's live indicator: its state, words, hover text and colours. */
export interface RunsLiveView {
  state: "live" | "polling" | "ended";
  text: string;
  title: string;
  className: string;
  dot: string;
}

/**
 * "live" while the change stream is connected, "polling" while it is down, "not updating" once
 * the session has ended (nothing is read any more: trpc/session-ended.ts).
 */
export function runsLiveView(live: boolean, sessionEnded: boolean): RunsLiveView {
  if (live)
    return {
      state: "live",
      text: "live",
      title: "New runs appear as they start",
      className: "text-emerald-700",
      dot: "animate-pulse bg-emerald-600",
    };
  if (sessionEnded)
    return {
      state: "ended",
      text: "not updating",
      title: "Your session has ended: the list is not read any more",
      className: "text-red-700",
      dot: "bg-red-600",
    };
  return {
    state: "polling",
    text: "polling",
    title: "Reconnecting; checking every 5 s",
    className: "text-amber-700",
    dot: "bg-amber-500",
  };
}
