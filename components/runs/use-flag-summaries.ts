"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { RunSummary } from "@/server/features/runs/run-views";
import { isTerminalRunStatus } from "@/server/shared/run-status";
import { useTRPC } from "@/trpc/react";
import type { FlagSummary } from "@/components/audit/flag-summary";
import { backingOff } from "@/components/ui/poll-backoff";

/** A run that ended this recently and has no stored audit yet is probably being audited. */
const AUDIT_GRACE_MS = 60_000;

function awaitingAudit(runs: readonly RunSummary[], audited: ReadonlySet<string>): boolean {
  const now = Date.now();
  return runs.some(
    (run) =>
      !isTerminalRunStatus(run.status) ||
      (!audited.has(run.id) && run.finishedAt !== null && now - run.finishedAt < AUDIT_GRACE_MS),
  );
}

/**
 * Flag counts for the listed runs (`audit.summaries`), polled while a run is live or was just
 * audited; and, when `unreviewedOnly`, the ids of runs with unreviewed flags
 * (`audit.summaries({ unreviewedOnly: true })`, polled every 5 s).
 */
export function useFlagSummaries(runs: readonly RunSummary[] | undefined, unreviewedOnly: boolean) {
  const trpc = useTRPC();
  const runIds = useMemo(() => (runs ?? []).slice(0, 1000).map((run) => run.id), [runs]);
  const all = useQuery(
    trpc.audit.summaries.queryOptions(
      { runIds },
      {
        enabled: runIds.length > 0,
        placeholderData: (previous) => previous,
        refetchInterval: backingOff((query) =>
          awaitingAudit(runs ?? [], new Set((query.state.data ?? []).map((s) => s.runId)))
            ? 2_000
            : false,
        ),
      },
    ),
  );
  const unreviewed = useQuery(
    trpc.audit.summaries.queryOptions(
      { unreviewedOnly: true },
      { enabled: unreviewedOnly, refetchInterval: backingOff(unreviewedOnly ? 5_000 : false) },
    ),
  );

  const flags = useMemo(
    () => new Map<string, FlagSummary>((all.data ?? []).map((summary) => [summary.runId, summary])),
    [all.data],
  );
  const unreviewedIds = useMemo(
    () => (unreviewed.data ? new Set(unreviewed.data.map((summary) => summary.runId)) : null),
    [unreviewed.data],
  );
  return {
    flags,
    /** Null while loading (or when the filter is off). */
    unreviewedIds: unreviewedOnly ? unreviewedIds : null,
    error: all.error ?? (unreviewedOnly ? unreviewed.error : null),
    refetch: () => {
      void all.refetch();
      if (unreviewedOnly) void unreviewed.refetch();
    },
  };
}
