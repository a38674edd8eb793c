"use client";

import Link from "next/link";
import { useRef } from "react";
import type { RunDetail } from "@/server/features/runs/run-views";
import { Elapsed } from "@/components/ui/elapsed";
import { formatTimestamp } from "@/components/ui/format";
import { StatusBadge } from "@/components/ui/status-badge";
import { OutcomeBadge } from "@/components/ui/outcome-badge";
import { RUN_OUTCOME_LABELS, type RunOutcomeView } from "@/server/shared/run-outcome";
import { isTerminalRunStatus } from "@/server/shared/run-status";
import { AuditLink, RunAuditBadge, useRunAuditSummary } from "./audit-link";
import { IfCan } from "@/components/auth/if-can";
import { CancelButton } from "./cancel-button";
import { ReplayButton } from "./replay-button";
import { pluralize } from "@/components/ui/plural";
import { withActorNames } from "@/server/shared/human-actor";
import { RunId } from "@/components/ui/run-id";
import { liveLabel as labelFor, type LiveState } from "./live-state";
import { useFocusOnRemoval } from "./use-focus-on-removal";

const REPLAY_PREFIX = "replay:";

/**
 * The run's question, status and outcome (with why, when the answer is missing research),
 * duration, provider/mode, the escalation history its parent
 * started with (label, source, tokens), live-stream state, warnings, and its
 * actions: cancel while live; the Audit tab (flag count) and Replay once it has ended. A replay
 * links to the run it replays.
 */
export function RunHeader({
  run,
  outcome,
  live,
  warnings,
}: {
  run: RunDetail["run"];
  /** The run's outcome (kept current by the live deltas: apply-run-event.ts). */
  outcome: RunOutcomeView;
  live: LiveState;
  warnings: string[];
}) {
  const liveLabel = labelFor(live);
  const ended = isTerminalRunStatus(run.status);
  const droppedCaveats = useRunAuditSummary(run.id, ended)?.flagCount;
  // "Cancel run" goes once the run has ended: the focus it held moves to why it ended (the
  // status detail, "run cancelled by …"), else to the question.
  const detailRef = useRef<HTMLParagraphElement>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const watchCancel = useFocusOnRemoval(!ended, () => detailRef.current ?? questionRef.current);
  const replayOf = run.scenario?.startsWith(REPLAY_PREFIX)
    ? run.scenario.slice(REPLAY_PREFIX.length)
    : null;
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-600">
        <span className="text-zinc-500">Run</span>
        <StatusBadge status={run.status} testId="run-status" droppedCaveats={droppedCaveats} />
        {outcome.outcome !== "in_progress" ? (
          <>
            <span className="text-zinc-500">Outcome</span>
            <OutcomeBadge
              outcome={outcome.outcome}
              detail={outcome.detail}
              droppedCaveats={droppedCaveats}
            />
          </>
        ) : null}
        <RunAuditBadge runId={run.id} ended={ended} />
        {run.status === "queued" && run.queuePosition !== null ? (
          <span data-testid="queue-position">position {run.queuePosition} in the queue</span>
        ) : null}
        {run.appVersion !== null ? (
          <span title="application version">v{run.appVersion}</span>
        ) : null}
        <span>
          Duration <Elapsed durationMs={run.durationMs} startedAt={run.startedAt} />
        </span>
        <span title={formatTimestamp(run.createdAt)}>created {formatTimestamp(run.createdAt)}</span>
        <span>
          {run.providerName}
          {run.model ? ` · ${run.model}` : ""}
          {run.scenario && replayOf === null ? ` · ${run.scenario}` : ""} · {run.returnMode}
        </span>
        <span data-testid="run-history" data-value={run.history?.tokens ?? 0}>
          {run.history
            ? `history: ${run.history.label} (${run.history.source}, ${pluralize(run.history.tokens, "token")})`
            : "no history"}
        </span>
        {replayOf !== null ? (
          <span data-testid="replay-of">
            replay of <RunId runId={replayOf} href={`/runs/${replayOf}`} className="text-sky-700" />
          </span>
        ) : null}
        {run.experimentId !== null ? (
          <span data-testid="run-experiment">
            started by{" "}
            <Link
              href={`/experiments/${run.experimentId}`}
              className="font-mono text-sky-700 underline"
            >
              experiment {run.experimentId}
            </Link>
          </span>
        ) : null}
        <RunId runId={run.id} testId="run-id" />
        {liveLabel.text ? (
          <span
            data-testid="live-state"
            data-state={live}
            className={`ml-auto ${liveLabel.className}`}
            aria-live="polite"
          >
            {live === "live" ? (
              <span
                aria-hidden
                className="mr-1 inline-block size-1.5 animate-pulse rounded-full bg-emerald-600"
              />
            ) : null}
            {liveLabel.text}
          </span>
        ) : null}
      </div>
      <h1
        ref={questionRef}
        tabIndex={-1}
        className="text-lg leading-snug font-semibold whitespace-pre-wrap wrap-anywhere text-zinc-900"
      >
        <bdi>{run.question}</bdi>
      </h1>
      {outcome.outcome === "degraded" || outcome.outcome === "answered_without_evidence" ? (
        <p
          data-testid="run-outcome-detail"
          className={`rounded px-2 py-1 text-xs ${outcome.outcome === "degraded" ? "bg-amber-50 text-amber-900" : "bg-red-50 font-semibold text-red-800"}`}
        >
          {RUN_OUTCOME_LABELS[outcome.outcome]}: {outcome.detail}
        </p>
      ) : null}
      {run.statusDetail && run.status !== "succeeded" ? (
        <p
          ref={detailRef}
          tabIndex={-1}
          data-testid="run-status-detail"
          className={`rounded px-2 py-1 font-mono text-xs wrap-anywhere ${run.status === "failed" ? "bg-red-50 font-semibold text-red-800" : "bg-amber-50 text-amber-900"}`}
        >
          {withActorNames(run.statusDetail)}
        </p>
      ) : null}
      {warnings.length > 0 ? (
        <ul
          data-testid="run-warnings"
          role="status"
          className="space-y-0.5 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs wrap-anywhere text-amber-900"
        >
          {warnings.map((warning, i) => (
            <li key={i}>⚠ {warning}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-start gap-2" {...watchCancel}>
        <AuditLink runId={run.id} ended={ended} />
        {ended ? (
          <IfCan permission="runs:start">
            <ReplayButton runId={run.id} />
          </IfCan>
        ) : (
          <CancelButton runId={run.id} label="Cancel run" />
        )}
      </div>
    </header>
  );
}
