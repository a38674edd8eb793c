"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { isTerminalRunStatus, RUN_STATUSES, type RunStatus } from "@/server/shared/run-status";
import { useTRPC } from "@/trpc/react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorMessage } from "@/components/ui/error-message";
import { Skeleton } from "@/components/ui/skeleton";
import { RunsTable } from "./runs-table";
import { useFlagSummaries } from "./use-flag-summaries";

/**
 * The runs list with its loading, empty and error states; polls every 2 s while any run is
 * live. Filters by status and, with "unreviewed flags only", to runs whose audit has flags no
 * reviewer has decided yet. Pages through runs.list (newest first) with "Show more".
 */
export function RunsPanel() {
  const trpc = useTRPC();
  const [status, setStatus] = useState<RunStatus | "">("");
  const [unreviewedOnly, setUnreviewedOnly] = useState(false);
  const pages = useInfiniteQuery(
    trpc.runs.list.infiniteQueryOptions(status === "" ? {} : { status }, {
      getNextPageParam: (page) => page.nextCursor,
      placeholderData: (previous) => previous,
      refetchInterval: (query) =>
        query.state.data?.pages.some((page) =>
          page.runs.some((r) => !isTerminalRunStatus(r.status)),
        )
          ? 2_000
          : // A filtered list cannot see new runs start: look again now and then.
            status !== ""
            ? 5_000
            : false,
    }),
  );
  const loaded = useMemo(() => pages.data?.pages.flatMap((page) => page.runs), [pages.data]);
  const total = pages.data?.pages[0]?.total ?? 0;
  const runs = { ...pages, data: loaded };
  const summaries = useFlagSummaries(runs.data, unreviewedOnly);
  const shown =
    runs.data && summaries.unreviewedIds
      ? runs.data.filter((run) => summaries.unreviewedIds?.has(run.id))
      : runs.data;
  const filterLoading = unreviewedOnly && summaries.unreviewedIds === null && !summaries.error;

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
          <label className="flex items-center gap-1 text-xs text-zinc-600">
            <input
              type="checkbox"
              data-testid="unreviewed-filter"
              checked={unreviewedOnly}
              onChange={(e) => setUnreviewedOnly(e.target.checked)}
              className="size-3.5 accent-zinc-800"
            />
            unreviewed flags only
          </label>
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
            {RUN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
      {summaries.error ? (
        <div className="mb-2">
          <ErrorMessage
            error={summaries.error}
            title="Could not load the audit flags"
            onRetry={summaries.refetch}
            compact
          />
        </div>
      ) : null}
      {runs.isPending || filterLoading ? (
        <div className="rounded-md border border-zinc-200 bg-white p-4">
          <Skeleton lines={5} label="Loading runs…" />
        </div>
      ) : runs.isError ? (
        <ErrorMessage
          error={runs.error}
          title="Could not load runs"
          onRetry={() => void runs.refetch()}
        />
      ) : unreviewedOnly && shown?.length === 0 ? (
        <EmptyState title="No runs with unreviewed flags" testId="runs-empty">
          Every flag on the listed runs has been confirmed or dismissed.
        </EmptyState>
      ) : runs.data === undefined || runs.data.length === 0 ? (
        <EmptyState title={status === "" ? "No runs yet" : `No ${status} runs`} testId="runs-empty">
          {status === ""
            ? "Ask a question with the form to start the first run."
            : "Choose another status to see more runs."}
        </EmptyState>
      ) : (
        <>
          <RunsTable runs={shown ?? runs.data} flags={summaries.flags} />
          <div className="mt-2 flex items-center justify-between text-xs text-zinc-500">
            <span data-testid="runs-count">
              {runs.data.length} of {total} runs
            </span>
            {pages.hasNextPage ? (
              <button
                type="button"
                data-testid="runs-show-more"
                onClick={() => void pages.fetchNextPage()}
                disabled={pages.isFetchingNextPage}
                className="rounded border border-zinc-300 bg-white px-2 py-0.5 text-zinc-700 hover:bg-zinc-50 disabled:opacity-50"
              >
                {pages.isFetchingNextPage ? "Loading…" : "Show more"}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
