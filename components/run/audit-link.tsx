"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "@/trpc/react";
import { Badge } from "@/components/ui/badge";
import { AuditOutcomeBadge } from "@/components/audit/audit-outcome-badge";
import {
  flagSummaryLabel,
  flagSummaryText,
  flagSummaryTone,
  flagReviewState,
  flagWarningText,
  type FlagSummary,
} from "@/components/audit/flag-summary";
import { backingOff } from "@/components/ui/poll-backoff";

/** Polls for the stored audit this many times (every 2 s) after the run ends. */
const MAX_POLLS = 30;

/**
 * The run's audit summary from `audit.summaries` (undefined until stored): the audit is computed
 * in the background when the run ends, so it polls for it (every 2 s, MAX_POLLS times). The
 * header's tab and the answer's warning share the one query.
 */
export function useRunAuditSummary(runId: string, ended: boolean): FlagSummary | undefined {
  const trpc = useTRPC();
  const summaries = useQuery(
    trpc.audit.summaries.queryOptions(
      { runIds: [runId] },
      {
        enabled: ended,
        refetchInterval: backingOff((query) =>
          query.state.data?.length === 0 && query.state.dataUpdateCount < MAX_POLLS ? 2_000 : false,
        ),
      },
    ),
  );
  return summaries.data?.find((entry) => entry.runId === runId);
}

/**
 * The run header's "Audit" tab with the run's flag count as a badge (from `audit.summaries`;
 * the audit is computed in the background when the run ends, so it polls briefly for it).
 */
export function AuditLink({ runId, ended }: { runId: string; ended: boolean }) {
  const summary = useRunAuditSummary(runId, ended);
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

/**
 * The warning beside the final answer when the run's audit found dropped caveats ("The audit
 * found 13 dropped caveats (4 high) — review before using this answer"), linking to the audit
 * page; red when any flag is high, amber otherwise, grey once reviewers dismissed every flag;
 * nothing when there is no flag.
 */
export function AuditWarning({ runId, ended }: { runId: string; ended: boolean }) {
  const summary = useRunAuditSummary(runId, ended);
  const text = summary ? flagWarningText(summary) : null;
  if (summary === undefined || text === null) return null;
  const high = (summary.highCount ?? 0) > 0 || summary.highestSeverity === "high";
  const dismissed = flagReviewState(summary) === "dismissed";
  const tone = dismissed
    ? "border-slate-300 bg-slate-50 text-slate-800"
    : high
      ? "border-red-300 bg-red-50 text-red-900"
      : "border-amber-300 bg-amber-50 text-amber-950";
  return (
    <p
      role="note"
      data-testid="answer-audit-warning"
      data-state={flagReviewState(summary)}
      className={`mb-3 rounded-md border px-3 py-2 text-sm font-medium ${tone}`}
    >
      {dismissed ? null : <span aria-hidden="true">⚠ </span>}
      {text}.{" "}
      <Link href={`/runs/${runId}/audit`} className="underline">
        Open the audit
      </Link>
    </p>
  );
}

/**
 * The run header's audit outcome beside the run's status ("13 dropped caveats (6 high)",
 * linked to the audit); nothing until the audit is stored or when it found no dropped caveat.
 */
export function RunAuditBadge({ runId, ended }: { runId: string; ended: boolean }) {
  const summary = useRunAuditSummary(runId, ended);
  return summary ? <AuditOutcomeBadge counts={summary} runId={runId} /> : null;
}
