"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorMessage } from "@/components/ui/error-message";
import { Skeleton } from "@/components/ui/skeleton";
import { RunsTable } from "./runs-table";

/** The runs list with its loading, empty and error states; polls every 2 s while any run is live. */
export function RunsPanel() {
  const trpc = useTRPC();
  const runs = useQuery(
    trpc.runs.list.queryOptions(
      {},
      {
        refetchInterval: (query) =>
          query.state.data?.some((r) => r.status === "running" || r.status === "queued")
            ? 2_000
            : false,
      },
    ),
  );

  return (
    <section aria-labelledby="runs-heading" className="min-w-0">
      <div className="mb-2 flex items-baseline justify-between">
        <h2 id="runs-heading" className="text-sm font-semibold text-zinc-800">
          Runs
        </h2>
        {runs.isFetching && !runs.isPending ? (
          <span className="text-xs text-zinc-400">refreshing…</span>
        ) : null}
      </div>
      {runs.isPending ? (
        <div className="rounded-md border border-zinc-200 bg-white p-4">
          <Skeleton lines={5} label="Loading runs…" />
        </div>
      ) : runs.isError ? (
        <ErrorMessage
          error={runs.error}
          title="Could not load runs"
          onRetry={() => void runs.refetch()}
        />
      ) : runs.data.length === 0 ? (
        <EmptyState title="No runs yet" testId="runs-empty">
          Ask a question with the form to start the first run.
        </EmptyState>
      ) : (
        <RunsTable runs={runs.data} />
      )}
    </section>
  );
}
