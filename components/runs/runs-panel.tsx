"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSessionEnded, useTRPC } from "@/trpc/react";
import { EmptyState } from "@/components/ui/empty-state";
import { useCan } from "@/components/auth/viewer-context";
import { ErrorMessage } from "@/components/ui/error-message";
import { Skeleton } from "@/components/ui/skeleton";
import { NoWorkerBanner } from "@/components/workers/no-worker-banner";
import { RunsFilterBar } from "./runs-filter-bar";
import {
  filterFromSearchParams,
  isFiltered,
  NO_RUNS_FILTER,
  listInputFor,
  runsCountLabel,
  searchParamsFor,
  unreviewedEmptyText,
  type RunsFilter,
} from "./runs-filter";
import { RunsTable } from "./runs-table";
import { useFlagSummaries } from "./use-flag-summaries";
import { useRunListChanges } from "./use-run-list-changes";
import { runsListView, runsLiveView } from "./runs-stale";
import { backingOff } from "@/components/ui/poll-backoff";

/** How often the list is re-read while its change stream is down (ms). */
const FALLBACK_POLL_MS = 5_000;

/**
 * The empty runs list's line: the form to use, or, for a role without runs:start (no form
 * beside the list), who starts runs.
 */
export function runsEmptyText(canStart: boolean): string {
  return canStart
    ? "Ask a question with the form to start the first run."
    : "An engineer, operator or admin starts runs; they appear here as they start.";
}

/**
 * The runs list with its loading, empty and error states: a server-side search over the
 * questions, filters (status, provider, return mode, workspace), "unreviewed flags only" (runs
 * whose audit has flags no reviewer has decided yet), pages through runs.list (newest first)
 * with "Show more", and stays live through runs.changes (polling only while that is down).
 * In PostgreSQL mode it warns above the list while runs are queued and no worker is running.
 * The search and filters live in the URL's search parameters (runs-filter.ts), so a reload or
 * a shared link keeps them. A re-read that fails keeps the rows already loaded under a notice
 * ("Server not answering — showing what was loaded at …"); the error box is for a list with
 * nothing loaded.
 */
export function RunsPanel() {
  const trpc = useTRPC();
  const canStart = useCan("runs:start");
  const searchParams = useSearchParams();
  // Held here and written to the URL: a control answers its own change at once (a filter read
  // back from the URL only after Next saw history.replaceState left a checkbox unchanged for a
  // moment, which React then reset), and the URL still follows for reloads and shared links.
  const [filter, setFilter] = useState(() => filterFromSearchParams(searchParams));
  useEffect(() => {
    const fromUrl = filterFromSearchParams(searchParams);
    setFilter((current) =>
      searchParamsFor(current) === searchParamsFor(fromUrl) ? current : fromUrl,
    );
  }, [searchParams]);
  const onFilter = useCallback((next: RunsFilter) => {
    setFilter(next);
    // Next keeps useSearchParams in step with history.replaceState, without a server request.
    const params = searchParamsFor(next);
    window.history.replaceState(null, "", params === "" ? window.location.pathname : `?${params}`);
  }, []);
  const { unreviewedOnly } = filter;
  const live = useRunListChanges();
  const liveView = runsLiveView(live, useSessionEnded());
  const pages = useInfiniteQuery(
    trpc.runs.list.infiniteQueryOptions(listInputFor(filter), {
      getNextPageParam: (page) => page.nextCursor,
      placeholderData: (previous) => previous,
      refetchInterval: backingOff(live ? false : FALLBACK_POLL_MS),
    }),
  );
  const workspaces = useQuery(trpc.workspaces.list.queryOptions());
  const workspaceNames = useMemo(
    () => new Map((workspaces.data ?? []).map((workspace) => [workspace.id, workspace.name])),
    [workspaces.data],
  );
  const loaded = useMemo(() => pages.data?.pages.flatMap((page) => page.runs), [pages.data]);
  const total = pages.data?.pages[0]?.total ?? 0;
  const summaries = useFlagSummaries(loaded, unreviewedOnly);
  const shown =
    loaded && summaries.unreviewedIds
      ? loaded.filter((run) => summaries.unreviewedIds?.has(run.id))
      : loaded;
  const filterLoading = unreviewedOnly && summaries.unreviewedIds === null && !summaries.error;
  const filtered = isFiltered(filter);
  // A failed re-read keeps the rows it had (the server down must not empty the list).
  const listView = runsListView({
    error: pages.isError ? pages.error : null,
    hasRows: pages.data !== undefined,
    placeholder: pages.isPlaceholderData,
    loadedAt: pages.dataUpdatedAt,
  });

  return (
    <section aria-labelledby="runs-heading" className="min-w-0">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="runs-heading" className="text-sm font-semibold text-zinc-800">
          Runs
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {pages.isFetching && !pages.isPending ? (
            <span className="text-xs text-zinc-400">refreshing…</span>
          ) : null}
          <span
            data-testid="runs-live"
            data-live={live}
            data-state={liveView.state}
            className={`flex items-center text-xs ${liveView.className}`}
            title={liveView.title}
            aria-live="polite"
          >
            {/* The run page's live dot: green and pulsing while live, amber while polling. */}
            <span
              aria-hidden
              className={`mr-1 inline-block size-1.5 rounded-full ${liveView.dot}`}
            />
            {liveView.text}
          </span>
          <label className="flex items-center gap-1 text-xs text-zinc-600">
            <input
              type="checkbox"
              data-testid="unreviewed-filter"
              checked={unreviewedOnly}
              onChange={(e) => onFilter({ ...filter, unreviewedOnly: e.target.checked })}
              className="size-3.5 accent-zinc-800"
            />
            unreviewed flags only
          </label>
        </div>
      </div>
      <NoWorkerBanner className="mb-2" />
      <RunsFilterBar filter={filter} onChange={onFilter} />
      {listView.kind === "stale" && listView.notice !== null ? (
        <p
          role="status"
          data-testid="runs-stale"
          className="mb-2 flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-1.5 text-xs text-amber-950"
        >
          <span>{listView.notice}</span>
          <button
            type="button"
            onClick={() => void pages.refetch()}
            className="rounded border border-amber-400 bg-white px-2 py-0.5 font-medium hover:bg-amber-100"
          >
            Retry now
          </button>
        </p>
      ) : null}
      {/* A stale list's notice (or the session's end) already says why nothing is read. */}
      {summaries.error && listView.kind !== "stale" ? (
        <div className="mb-2">
          <ErrorMessage
            error={summaries.error}
            title="Could not load the audit flags"
            onRetry={summaries.refetch}
            compact
          />
        </div>
      ) : null}
      {pages.isPending || filterLoading ? (
        <div className="rounded-md border border-zinc-200 bg-white p-4">
          <Skeleton lines={5} label="Loading runs…" />
        </div>
      ) : listView.kind === "error" ? (
        <ErrorMessage
          error={pages.error}
          title="Could not load runs"
          onRetry={() => void pages.refetch()}
        />
      ) : unreviewedOnly && shown?.length === 0 ? (
        <EmptyState
          title={unreviewedEmptyText({ loaded: loaded?.length ?? 0, total }).title}
          testId="runs-empty"
        >
          {unreviewedEmptyText({ loaded: loaded?.length ?? 0, total }).text}
          {pages.hasNextPage ? (
            <>
              {" "}
              <button
                type="button"
                data-testid="runs-show-more"
                onClick={() => void pages.fetchNextPage()}
                aria-disabled={pages.isFetchingNextPage}
                className="font-medium text-zinc-900 underline underline-offset-2 hover:text-zinc-600"
              >
                {pages.isFetchingNextPage ? "Loading…" : "Show more"}
              </button>
            </>
          ) : null}
        </EmptyState>
      ) : loaded === undefined || loaded.length === 0 ? (
        <EmptyState title={filtered ? "No run matches" : "No runs yet"} testId="runs-empty">
          {filtered ? (
            <>
              Change the search or the filters to see more runs.{" "}
              <button
                type="button"
                data-testid="runs-clear-filters"
                onClick={() => onFilter({ ...NO_RUNS_FILTER, unreviewedOnly })}
                className="font-medium text-zinc-900 underline underline-offset-2 hover:text-zinc-600"
              >
                Clear the search and filters
              </button>
            </>
          ) : (
            runsEmptyText(canStart)
          )}
        </EmptyState>
      ) : (
        <>
          <RunsTable
            runs={shown ?? loaded}
            flags={summaries.flags}
            workspaceNames={workspaceNames}
          />
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-zinc-500">
            <span
              data-testid="runs-count"
              data-loaded={loaded.length}
              data-shown={(shown ?? loaded).length}
              data-total={total}
            >
              {runsCountLabel({
                shown: (shown ?? loaded).length,
                loaded: loaded.length,
                total,
                // Flags that failed to load filter nothing: the loaded rows are shown.
                unreviewedOnly: unreviewedOnly && summaries.unreviewedIds !== null,
              })}
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
