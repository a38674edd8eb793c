"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { RunStatus } from "@/server/runtime/records";
import { useTRPC } from "@/trpc/react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorMessage } from "@/components/ui/error-message";
import { Skeleton } from "@/components/ui/skeleton";
import { RunsTable } from "./runs-table";

const STATUSES: RunStatus[] = [
  "queued",
  "running",
  "succeeded",
  "failed",
  "cancelled",
  "interrupted",
];

/** The runs list with its loading, empty and error states; polls every 2 s while any run is live. */
export function RunsPanel() {
  const trpc = useTRPC();
  const [status, setStatus] = useState<RunStatus | "">("");
  const runs = useQuery(
    trpc.runs.list.queryOptions(status === "" ? {} : { status }, {
      placeholderData: (previous) => previous,
      refetchInterval: (query) =>
        query.state.data?.some((r) => r.status === "running" || r.status === "queued")
          ? 2_000
          : // A filtered list cannot see new runs start: look again now and then.
            status !== ""
            ? 5_000
            : false,
    }),
  );

  return (
    <section aria-labelledby="runs-heading" className="min-w-0">
      <div className="mb-2 flex items-baseline justify-between">
        <h2 id="runs-heading" className="text-sm font-semibold text-zinc-800">
          Runs
        </h2>
        <div className="flex items-center gap-2">
          {runs.isFetching && !runs.isPending ? (
            <span className="text-xs text-zinc-400">refreshing…</span>
          ) : null}
          <label htmlFor="runs-status-filter" className="text-xs text-zinc-600">
            Status
          </label>
          <select
            id="runs-status-filter"
            data-testid="runs-status-filter"
            value={status}
            onChange={(e) => setStatus(e.target.value as RunStatus | "")}
            className="rounded border border-zinc-300 bg-white px-1.5 py-0.5 text-xs"
          >
            <option value="">all</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
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
        <EmptyState title={status === "" ? "No runs yet" : `No ${status} runs`} testId="runs-empty">
          {status === ""
            ? "Ask a question with the form to start the first run."
            : "Choose another status to see more runs."}
        </EmptyState>
      ) : (
        <RunsTable runs={runs.data} />
      )}
    </section>
  );
}
