"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "@/trpc/react";
import { Badge } from "@/components/ui/badge";
import {
  flagSummaryLabel,
  flagSummaryText,
  flagSummaryTone,
  type FlagSummary,
} from "@/components/audit/flag-summary";

/** Polls for the stored audit this many times (every 2 s) after the run ends. */
const MAX_POLLS = 30;

/**
 * The run header's "Audit" tab with the run's flag count as a badge (from `audit.summaries`;
 * the audit is computed in the background when the run ends, so it polls briefly for it).
 */
export function AuditLink({ runId, ended }: { runId: string; ended: boolean }) {
  const trpc = useTRPC();
  const summaries = useQuery(
    trpc.audit.summaries.queryOptions(
      { runIds: [runId] },
      {
        enabled: ended,
        refetchInterval: (query) =>
          query.state.data?.length === 0 && query.state.dataUpdateCount < MAX_POLLS ? 2_000 : false,
      },
    ),
  );
  const summary: FlagSummary | undefined = summaries.data?.find((entry) => entry.runId === runId);
  return (
    <Link
      href={`/runs/${runId}/audit`}
      data-testid="audit-link"
      className="inline-flex items-center gap-1.5 rounded border border-zinc-300 bg-white px-2 py-0.5 text-xs font-medium text-zinc-800 hover:border-sky-400 hover:text-sky-800"
    >
      Audit
      {summary ? (
        <Badge
          tone={flagSummaryTone(summary)}
          data-testid="audit-flag-count"
          data-state={summary.unreviewedCount > 0 ? "unreviewed" : "reviewed"}
          title={flagSummaryText(summary)}
        >
          {flagSummaryLabel(summary)}
        </Badge>
      ) : ended ? null : (
        <span className="font-normal text-zinc-400">after the run</span>
      )}
    </Link>
  );
}
