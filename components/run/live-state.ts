/**
 * What the run page's header says about its live updates: the SSE stream connected ("live"),
 * connecting, down (the page polls runs.get every 2 s instead), the session ended (nothing is
 * read any more: trpc/session-ended.ts), or nothing once the run has ended.
 */
export type LiveState = "live" | "connecting" | "polling" | "session-ended" | "ended";

const LIVE_LABEL: Record<LiveState, { text: string; className: string }> = {
  live: { text: "live", className: "text-emerald-700" },
  connecting: { text: "connecting…", className: "text-zinc-500" },
  polling: { text: "live stream lost: polling every 2 s", className: "text-amber-700" },
  "session-ended": { text: "session ended: not updating", className: "text-red-700" },
  ended: { text: "", className: "" },
};

/** The header's words and colour for a live state ("" once the run has ended). */
export function liveLabel(state: LiveState): { text: string; className: string } {
  return LIVE_LABEL[state];
}

/**
 * The live state from the run's end, the session's end, and the stream's state (`streamDown`:
 * it failed or stopped before the run ended; `liveStatus`: useSubscription's status).
 */
export function runLiveState({
  terminal,
  sessionEnded,
  streamDown,
  liveStatus,
}: {
  terminal: boolean;
  sessionEnded: boolean;
  streamDown: boolean;
  liveStatus: string;
}): LiveState {
  if (terminal) return "ended";
  if (sessionEnded) return "session-ended";
  if (streamDown || liveStatus === "error") return "polling";
  return liveStatus === "pending" ? "live" : "connecting";
}
