"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/react";
import { useCan } from "@/components/auth/viewer-context";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorMessage } from "@/components/ui/error-message";
import { Skeleton } from "@/components/ui/skeleton";
import { formatTimestamp } from "@/components/ui/format";
import { Elapsed } from "@/components/ui/elapsed";
import { ExperimentStatusBadge } from "./experiment-status-badge";
import { pluralize } from "@/components/ui/plural";
import { backingOff } from "@/components/ui/poll-backoff";

/**
 * The empty list's sentence: the form is pointed at only for a role that can start an
 * experiment (a reviewer has no form).
 */
export function experimentsEmptyText(canRun: boolean): string {
  return canRun
    ? "Start one with the form: every case of a dataset in every return mode."
    : "An engineer, operator or admin starts them; they appear here with their results.";
}

/** The experiments, newest first, with progress; refreshed every 2 s while one runs. */
export function ExperimentsTable() {
  const trpc = useTRPC();
  const canRun = useCan("experiments:run");
  const experiments = useQuery({
    ...trpc.experiments.list.queryOptions(),
    refetchInterval: backingOff((query) =>
      query.state.data?.some((experiment) => experiment.status === "running") ? 2_000 : false,
    ),
  });
  return (
    <section aria-labelledby="experiments-heading" className="min-w-0">
      <h2 id="experiments-heading" className="mb-2 text-sm font-semibold text-zinc-800">
        Experiments
      </h2>
      {experiments.isPending ? (
        <div className="rounded-md border border-zinc-200 bg-white p-4">
          <Skeleton lines={3} label="Loading experiments…" />
        </div>
      ) : experiments.isError ? (
        <ErrorMessage
          error={experiments.error}
          title="Could not load experiments"
          onRetry={() => void experiments.refetch()}
        />
      ) : experiments.data.length === 0 ? (
        <EmptyState title="No experiments yet" testId="experiments-empty">
          {experimentsEmptyText(canRun)}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-md border border-zinc-200 bg-white">
          <table className="w-full text-left text-sm" data-testid="experiments-table">
            <thead className="border-b border-zinc-200 bg-zinc-50 text-xs text-zinc-600">
              <tr>
                <th className="px-3 py-2 font-medium">Experiment</th>
                <th className="px-3 py-2 font-medium">Dataset</th>
                <th className="px-3 py-2 font-medium">Modes</th>
                <th className="px-3 py-2 font-medium">Model</th>
                <th className="px-3 py-2 font-medium">Runs</th>
                <th className="px-3 py-2 font-medium">Status</th>
                <th className="px-3 py-2 font-medium">Started</th>
                <th className="px-3 py-2 font-medium">Duration</th>
              </tr>
            </thead>
            <tbody>
              {experiments.data.map((experiment) => (
                <tr key={experiment.id} className="border-b border-zinc-100 last:border-0">
                  <td className="px-3 py-2 font-mono text-xs">
                    <Link href={`/experiments/${experiment.id}`} className="text-sky-700 underline">
                      {experiment.id}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    {experiment.datasetVersion} · {pluralize(experiment.caseIds.length, "case")}
                  </td>
                  <td className="px-3 py-2">{experiment.modes.join(", ")}</td>
                  <td className="px-3 py-2">
                    {experiment.provider} ({experiment.model}) × {experiment.trials}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {experiment.finishedRuns}/{experiment.totalRuns}
                  </td>
                  <td className="px-3 py-2">
                    <ExperimentStatusBadge status={experiment.status} />
                  </td>
                  <td className="px-3 py-2 text-xs text-zinc-600">
                    {formatTimestamp(experiment.createdAt)}
                  </td>
                  <td className="px-3 py-2 text-xs" data-testid="experiment-duration">
                    <Elapsed
                      durationMs={
                        experiment.finishedAt === null
                          ? null
                          : experiment.finishedAt - experiment.createdAt
                      }
                      startedAt={experiment.status === "running" ? experiment.createdAt : null}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
