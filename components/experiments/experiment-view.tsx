"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import { Skeleton } from "@/components/ui/skeleton";
import { Elapsed } from "@/components/ui/elapsed";
import { formatTimestamp } from "@/components/ui/format";
import { pluralize } from "@/components/ui/plural";
import type { ReturnMode } from "@/server/shared/run-settings";
import { CasesTable } from "./cases-table";
import { CancelExperimentButton } from "./cancel-experiment-button";
import { ExperimentProgressBar } from "./experiment-progress";
import { ExperimentStatusBadge } from "./experiment-status-badge";
import {
  experimentDuration,
  progressPollMs,
  resultsRefreshKey,
  type ExperimentDuration,
} from "./experiment-live";
import { ExportExperiment } from "./export-experiment";
import { ModeComparisonPanel } from "./mode-comparison";
import { ParentWindowChart } from "./parent-window-chart";
import { ResultsTable } from "./results-table";
import { actorDisplayName } from "@/server/shared/human-actor";
import { backingOff } from "@/components/ui/poll-backoff";

/**
 * One experiment: its progress (polled every second while it runs; the state is in the
 * database, so a reload shows where it is), the results side by side with deltas against a
 * baseline the reader picks, the parent window chart, a pairwise comparison, every case with a
 * link to its runs, and the exports.
 */
export function ExperimentView({ experimentId }: { experimentId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const progress = useQuery({
    ...trpc.experiments.progress.queryOptions({ experimentId }),
    // A cancelled experiment is polled until its last runs have ended too.
    refetchInterval: backingOff((query) => progressPollMs(query.state.data)),
  });
  const detail = useQuery(trpc.experiments.get.queryOptions({ experimentId }));
  const [baseline, setBaseline] = useState<ReturnMode | null>(null);
  const refreshKey = resultsRefreshKey(progress.data);

  // New runs scored, a cancel, the end: refresh the results (with the end time).
  useEffect(() => {
    if (refreshKey === null) return;
    void queryClient.invalidateQueries({
      queryKey: trpc.experiments.get.queryKey({ experimentId }),
    });
    void queryClient.invalidateQueries({ queryKey: trpc.experiments.compare.queryKey() });
  }, [refreshKey, experimentId, queryClient, trpc]);

  if (progress.isError || detail.isError) {
    return (
      <ErrorMessage
        error={progress.error ?? detail.error}
        title="Could not load the experiment"
        onRetry={() => void Promise.all([progress.refetch(), detail.refetch()])}
      />
    );
  }
  if (progress.isPending || detail.isPending) {
    return <Skeleton lines={6} label="Loading the experiment…" />;
  }
  const { experiment, aggregates, notes } = detail.data;
  const base = baseline ?? experiment.modes[0]!;
  return (
    <div className="space-y-5" data-testid="experiment-view">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-lg font-semibold text-zinc-900">
            Experiment <span className="font-mono text-base">{experiment.id}</span>{" "}
            <ExperimentStatusBadge status={progress.data.status} />
          </h1>
          <p className="text-sm text-zinc-600">
            Dataset {experiment.datasetVersion} · {pluralize(experiment.caseIds.length, "case")} ·{" "}
            {experiment.modes.join(", ")} · {experiment.provider} ({experiment.model}) ×{" "}
            {experiment.trials} trial{experiment.trials === 1 ? "" : "s"} · started{" "}
            {formatTimestamp(experiment.createdAt)} by{" "}
            <span title={experiment.createdByEmail} data-testid="experiment-started-by">
              {experiment.createdByName ?? actorDisplayName(experiment.createdByEmail)}
            </span>{" "}
            · <DurationText duration={experimentDuration(progress.data, experiment)} />
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {progress.data.status === "running" ? (
            <CancelExperimentButton experimentId={experiment.id} />
          ) : null}
          <ExportExperiment experimentId={experiment.id} />
        </div>
      </header>
      <ExperimentProgressBar progress={progress.data} />
      <ul className="list-disc space-y-1 pl-5 text-xs text-zinc-600" data-testid="experiment-notes">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <section aria-labelledby="results-heading" className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="results-heading" className="text-sm font-semibold text-zinc-800">
            Results by mode
          </h2>
          {/* One mode has nothing to compare: no baseline choice then. */}
          {experiment.modes.length < 2 ? null : (
            <label className="text-xs text-zinc-600">
              Deltas against{" "}
              <select
                value={base}
                data-testid="experiment-baseline"
                onChange={(e) => setBaseline(e.target.value as ReturnMode)}
                className="rounded border border-zinc-300 bg-white px-1.5 py-0.5 text-xs"
              >
                {experiment.modes.map((mode) => (
                  <option key={mode}>{mode}</option>
                ))}
              </select>
            </label>
          )}
        </div>
        <ResultsTable detail={detail.data} baseline={base} />
      </section>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ParentWindowChart aggregates={aggregates} scripted={experiment.provider === "scripted"} />
        <ModeComparisonPanel experimentId={experiment.id} modes={experiment.modes} />
      </div>
      <section aria-labelledby="cases-heading" className="space-y-2">
        <h2 id="cases-heading" className="text-sm font-semibold text-zinc-800">
          Cases
        </h2>
        <CasesTable detail={detail.data} />
      </section>
    </div>
  );
}

/** The header's time: running for (ticking), ending (runs still stopping), took, or ended. */
function DurationText({ duration }: { duration: ExperimentDuration }) {
  return (
    <span data-testid="experiment-duration" data-kind={duration.kind}>
      {duration.kind === "running" ? (
        <>
          running for <Elapsed durationMs={null} startedAt={duration.since} />
        </>
      ) : duration.kind === "ending" ? (
        `ending: ${pluralize(duration.openRuns, "run")} still stopping`
      ) : duration.kind === "took" ? (
        <>
          took <Elapsed durationMs={duration.ms} startedAt={null} />
        </>
      ) : (
        "ended"
      )}
    </span>
  );
}
