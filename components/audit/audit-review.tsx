"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "@/trpc/react";
import { Badge } from "@/components/ui/badge";
import { OutcomeBadge } from "@/components/ui/outcome-badge";
import { ErrorMessage } from "@/components/ui/error-message";
import { Skeleton } from "@/components/ui/skeleton";
import { StatusBadge } from "@/components/ui/status-badge";
import { claimTally, claimTallyText, highestSeverity } from "./audit-items";
import { RunLoadError } from "@/components/run/run-load-error";
import { AuditReportView } from "./audit-report-view";
import { IfCan } from "@/components/auth/if-can";
import { ExportButtons } from "./export-buttons";
import { offersAnotherAnswerAudit } from "./answer-audit-input";
import { SEVERITY_TONE } from "./severity-badge";
import { AuditOutcomeBadge } from "./audit-outcome-badge";
import { hedgedItemTallyText, hedgedItemTallyTitle } from "./flag-summary";
import { RunId } from "@/components/ui/run-id";
import { backingOff } from "@/components/ui/poll-backoff";

/**
 * The reviewer's caveat audit of a run (`audit.get`): pending while the run is in flight
 * (polled every 2 s), then the annotated answer, flags with review controls, hedges,
 * provenance and export. Loading, not-found and error states as on the run page.
 */
export function AuditReview({ runId }: { runId: string }) {
  const trpc = useTRPC();
  const audit = useQuery(
    trpc.audit.get.queryOptions(
      { runId },
      {
        refetchInterval: backingOff((query) =>
          query.state.data?.state === "pending" ? 2_000 : false,
        ),
      },
    ),
  );
  const ready = audit.data?.state === "ready";
  // The run detail gives the text of findings that are not hedges (the audit stores hedges).
  const detail = useQuery({ ...trpc.runs.get.queryOptions({ runId }), enabled: ready });

  const back = (
    <Link href={`/runs/${runId}`} className="text-xs text-zinc-500 hover:text-zinc-800">
      ← Back to the run
    </Link>
  );

  if (audit.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        {back}
        <Skeleton lines={2} label="Loading the audit…" />
        <Skeleton lines={8} />
      </div>
    );
  }

  if (audit.isError) {
    return (
      <RunLoadError
        runId={runId}
        error={audit.error}
        what="audit"
        testIds={{ notFound: "audit-not-found", other: "audit-error" }}
        onRetry={() => void audit.refetch()}
      />
    );
  }

  const view = audit.data;
  if (view.state === "pending") {
    return (
      <div className="space-y-4">
        {back}
        <h1 className="text-lg font-semibold">Caveat audit</h1>
        <div
          data-testid="audit-pending"
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-md border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        >
          <StatusBadge status={view.runStatus} />
          The audit runs when the run ends. This page checks again every 2 s.
        </div>
      </div>
    );
  }

  const top = highestSeverity(view.flags);
  const hedgeCounts = {
    hedges: view.counts.hedges,
    dropped: view.counts.dropped,
    flags: view.flags.length,
  };
  const couldAudit =
    view.report.status === "audited" && view.runOutcome.outcome !== "answered_without_evidence";
  return (
    <div data-testid="audit-view" className="space-y-4">
      {back}
      {/* Narrow screens: the title and its badges first, full width, the export row under them. */}
      <header data-testid="audit-header" className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 space-y-1 sm:flex-1">
          <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-600">
            <span className="font-semibold tracking-wide text-zinc-800 uppercase">
              Caveat audit
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="text-zinc-500">Run</span>
              <StatusBadge status={view.runStatus} droppedCaveats={view.flags.length} />
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="text-zinc-500">Outcome</span>
              <OutcomeBadge
                outcome={view.runOutcome.outcome}
                detail={view.runOutcome.detail}
                droppedCaveats={view.flags.length}
              />
            </span>
            {/* One badge for the outcome: the dropped caveats (with the high ones) when there
                are flags, else "0 flags" or "not audited". */}
            {view.flags.length > 0 ? (
              <AuditOutcomeBadge
                counts={{
                  flagCount: view.flags.length,
                  highCount: view.flags.filter((flag) => flag.severity === "high").length,
                }}
              />
            ) : (
              <Badge
                tone={top ? SEVERITY_TONE[top] : couldAudit ? "green" : "grey"}
                data-testid="audit-flag-total"
                data-state={couldAudit ? "audited" : "not-audited"}
              >
                {couldAudit ? "0 flags" : "not audited"}
              </Badge>
            )}
            <span>
              <span data-testid="audit-claim-count">
                {claimTallyText(claimTally(view.report.claims))}
              </span>{" "}
              ·{" "}
              <span
                data-testid="audit-hedge-tally"
                title={hedgedItemTallyTitle(hedgeCounts)}
                className="underline decoration-dotted underline-offset-2"
              >
                {hedgedItemTallyText(hedgeCounts)}
              </span>
            </span>
            <RunId runId={runId} testId="audit-run-id" />
            <Badge
              tone={view.report.mode === "contract" ? "violet" : "blue"}
              data-testid="audit-mode"
              data-mode={view.report.mode}
              title={view.report.modeDetail ?? undefined}
            >
              {view.report.mode === "contract" ? "answer contract (exact)" : "free-text reader"}
            </Badge>
            {view.judgeAgreement.judged > 0 ? (
              <span data-testid="audit-judge-agreement">
                judge agrees on {view.judgeAgreement.agreed} of {view.judgeAgreement.judged} flags
              </span>
            ) : null}
          </div>
          <h1 className="text-lg leading-snug font-semibold whitespace-pre-wrap wrap-anywhere text-zinc-900">
            <bdi>{view.question}</bdi>
          </h1>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
          <IfCan permission="audit:export">
            <ExportButtons runId={runId} />
          </IfCan>
          {offersAnotherAnswerAudit(view.report) ? (
            <Link
              href={`/audit?runId=${encodeURIComponent(runId)}`}
              data-testid="audit-another-answer"
              className="text-xs text-zinc-600 underline hover:text-zinc-900"
            >
              Audit another answer against these debriefs
            </Link>
          ) : null}
        </div>
      </header>
      {detail.isError ? (
        <ErrorMessage
          error={detail.error}
          title="The debriefs could not be loaded: verified findings show without their text"
          compact
        />
      ) : null}
      <AuditReportView audit={view} detail={detail.data} />
    </div>
  );
}
