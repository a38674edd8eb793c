"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/react";
import type { HealthReport } from "@/server/features/system/health-monitor";

/** How often the top bar asks the server how it is (ms). */
const HEALTH_POLL_MS = 15_000;

/** What the indicator says when the report is not ok, by the database's state. */
const DEGRADED_TEXT: Record<HealthReport["database"], string> = {
  ok: "Server degraded",
  unreachable: "Database unreachable",
  slow: "Database slow",
  stale: "Database slow",
  unchecked: "Starting…",
};

/** The indicator's state, words and colour for a health answer (or its absence). */
export function serverHealthView(
  report: HealthReport | undefined,
  failed: boolean,
): {
  state: "ok" | "degraded" | "unreachable" | "checking";
  text: string;
  title: string;
  dot: string;
} {
  if (failed)
    return {
      state: "unreachable",
      text: "Server not answering",
      title: "The health check did not answer: live updates and actions may fail.",
      dot: "bg-red-600",
    };
  if (report === undefined)
    return { state: "checking", text: "Checking…", title: "Asking the server", dot: "bg-zinc-300" };
  const latency =
    report.databaseLatencyMs === null
      ? ""
      : `, database answered in ${report.databaseLatencyMs} ms`;
  const title = `database ${report.database}${latency}; event-loop delay ${report.eventLoopDelayMs} ms`;
  if (!report.ok)
    return {
      state: "degraded",
      text: DEGRADED_TEXT[report.database],
      title,
      dot: "bg-amber-500",
    };
  return { state: "ok", text: "Server ok", title, dot: "bg-emerald-600" };
}

/**
 * A small status in the top bar from `health.check` (every 15 s): server ok, database slow or
 * unreachable, or the server not answering, with the figures on hover.
 */
export function ServerHealth() {
  const trpc = useTRPC();
  const health = useQuery({
    ...trpc.health.check.queryOptions(),
    refetchInterval: HEALTH_POLL_MS,
    retry: false,
  });
  const view = serverHealthView(health.data, health.isError);
  return (
    <span
      data-testid="server-health"
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
