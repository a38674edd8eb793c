"use client";

import { hashKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTRPC } from "@/trpc/react";
import { StatusDot } from "@/components/ui/status-dot";
import type { HealthReport } from "@/server/features/system/health-monitor";

/** How often the top bar asks the server how it is (ms). */
const HEALTH_POLL_MS = 15_000;
/** How often it asks while the server is not answering (ms). */
const HEALTH_RETRY_MS = 3_000;

/**
 * True for a tRPC request that got no answer from the server (a TRPCClientError without the
 * server's error data: the fetch itself failed, or a proxy answered for a dead server). A
 * request the server refused (NOT_FOUND, FORBIDDEN, …) is not one.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== "TRPCClientError") return false;
  const data = (error as { data?: unknown }).data;
  return data === undefined || data === null;
}

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
  /** A request failed for want of an answer since the last health report: re-checking. */
  suspect = false,
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
  if (suspect)
    return {
      state: "checking",
      text: "Checking the server…",
      title: "A request got no answer from the server: asking it how it is.",
      dot: "bg-zinc-300",
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
 * A small status in the top bar from `health.check` (every 15 s, every 3 s while the server is
 * not answering): server ok, database slow or unreachable, or the server not answering, with
 * the figures on hover. When any other query or mutation fails for want of an answer
 * (isNetworkFailure), it says "Checking the server…" and asks at once, so it never says "ok"
 * next to a page that could not reach the server.
 */
export function ServerHealth() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const health = useQuery({
    ...trpc.health.check.queryOptions(),
    refetchInterval: (query) => (query.state.status === "error" ? HEALTH_RETRY_MS : HEALTH_POLL_MS),
    retry: false,
  });
  // When (epoch ms) a request last failed for want of an answer; 0: none since loading.
  const [failedAt, setFailedAt] = useState(0);
  useEffect(() => {
    const healthKey = trpc.health.check.queryOptions().queryKey;
    // The health query's own failures are its state, never a reason to ask again.
    const healthHash = hashKey(healthKey);
    const onFailure = (error: unknown) => {
      if (!isNetworkFailure(error)) return;
      setFailedAt(Date.now());
      void queryClient.refetchQueries({ queryKey: healthKey }, { cancelRefetch: false });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.query.queryHash === healthHash) return;
      // "failed": an attempt that will be retried; "error": the last one.
      if (event.action.type === "failed" || event.action.type === "error")
        onFailure(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onFailure(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, trpc]);
  const suspect = failedAt > health.dataUpdatedAt && failedAt > health.errorUpdatedAt;
  const view = serverHealthView(health.data, health.isError && !suspect, suspect);
  return <StatusDot testId="server-health" nowrap {...view} />;
}
