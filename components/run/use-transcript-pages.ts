"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { DEFAULT_TRANSCRIPT_PAGE_SIZE } from "@/server/shared/limits";
import { useTRPC } from "@/trpc/react";

/**
 * One agent's transcript loaded page by page (transcripts.page), optionally searched. `total`:
 * the agent's item count as the run page knows it (live): while more items exist than are
 * loaded, `loadMore` fetches the next page — also after the last page, once new items arrive.
 */
export function useTranscriptPages({
  runId,
  agentId,
  query,
  total,
}: {
  runId: string;
  agentId: string;
  query: string;
  total: number;
}) {
  const trpc = useTRPC();
  const pages = useInfiniteQuery(
    trpc.transcripts.page.infiniteQueryOptions(
      { runId, agentId, limit: DEFAULT_TRANSCRIPT_PAGE_SIZE, ...(query ? { query } : {}) },
      {
        // Always a cursor: after the last page the next one starts past the last item loaded.
        getNextPageParam: (last, all) =>
          last.nextCursor ?? (all.flatMap((page) => page.items).at(-1)?.sequence ?? -1) + 1,
        placeholderData: keepPreviousData,
      },
    ),
  );
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const lastPage = pages.data?.pages.at(-1);
  const matching = query === "" ? total : (lastPage?.matching ?? 0);
  const more =
    lastPage !== undefined &&
    (lastPage.nextCursor !== null || (query === "" && items.length < total));
  const { fetchNextPage, isFetchingNextPage } = pages;
  const loadMore = useCallback(() => {
    if (more && !isFetchingNextPage) void fetchNextPage();
  }, [more, isFetchingNextPage, fetchNextPage]);
  return {
    items,
    matching,
    more,
    loadMore,
    isPending: pages.isPending,
    isFetching: pages.isFetching,
    error: pages.error,
    refetch: pages.refetch,
  };
}
