"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useMemo, useRef, useState } from "react";
import type { TranscriptCount } from "@/server/features/runs/run-views";
import { DEFAULT_TRANSCRIPT_PAGE_SIZE, MAX_TRANSCRIPT_SEARCH_LENGTH } from "@/server/shared/limits";
import { ErrorMessage } from "@/components/ui/error-message";
import { formatNumber } from "@/components/ui/format";
import { pluralize } from "@/components/ui/plural";
import { matchingLabel } from "./transcript-matching";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { TranscriptItemView } from "./transcript-item-view";
import { groupByIteration, type TranscriptRow } from "./transcript-rows";
import { useTranscriptPages } from "./use-transcript-pages";

/** Rows from the end at which the next page is fetched. */
const LOAD_AHEAD_ROWS = 10;

function Row({ row }: { row: TranscriptRow }) {
  if (row.type === "iteration") {
    return (
      <h4
        data-testid="transcript-iteration"
        data-iteration={row.iteration}
        className="pt-2 pb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase"
      >
        Iteration {row.iteration}
      </h4>
    );
  }
  return <TranscriptItemView item={row.item} />;
}

/** Which transcript a view shows, and how many items it holds (live). */
interface TranscriptViewProps {
  runId: string;
  agentId: string;
  count: TranscriptCount;
}

function TranscriptPanel({ runId, agentId, count }: TranscriptViewProps) {
  const [query, setQuery] = useState("");
  const pages = useTranscriptPages({ runId, agentId, query, total: count.items });
  const rows = useMemo(() => groupByIteration(pages.items), [pages.items]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.type === "iteration" ? 28 : 120),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    useFlushSync: false,
  });
  // A new search starts at the top of its results.
  useEffect(() => {
    virtualizer.scrollToOffset(0);
  }, [query, virtualizer]);
  const virtualRows = virtualizer.getVirtualItems();
  const lastShown = virtualRows.at(-1)?.index ?? -1;
  const { loadMore } = pages;
  useEffect(() => {
    if (lastShown >= rows.length - LOAD_AHEAD_ROWS) loadMore();
  }, [lastShown, rows.length, loadMore]);

  return (
    <div className="space-y-2 border-t border-zinc-200 p-2">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          testId="transcript-search"
          label="Search this transcript"
          placeholder="Search this transcript…"
          maxLength={MAX_TRANSCRIPT_SEARCH_LENGTH}
          onSearch={setQuery}
          className="text-xs"
        />
        <span className="text-xs text-zinc-500" data-testid="transcript-matching">
          {query === ""
            ? `${pluralize(pages.items.length, "item")} loaded of ${formatNumber(count.items)}`
            : matchingLabel(pages.matching, query)}
          {pages.isFetching ? " · loading…" : ""}
        </span>
        {/* The rest loads as the panel scrolls near its end; this loads it without scrolling
            (a child that finished with a few more items than the panel had loaded). */}
        {query === "" && pages.more && !pages.isFetching && pages.items.length < count.items ? (
          <button
            type="button"
            data-testid="transcript-load-more"
            onClick={pages.loadMore}
            className="rounded px-1 text-xs text-zinc-600 underline decoration-dotted underline-offset-2 hover:text-zinc-900"
          >
            Load{" "}
            {pluralize(
              Math.min(count.items - pages.items.length, DEFAULT_TRANSCRIPT_PAGE_SIZE),
              "more item",
            )}
          </button>
        ) : null}
      </div>
      {pages.isPending ? (
        <Skeleton lines={4} label="Loading the transcript…" />
      ) : pages.error ? (
        <ErrorMessage
          error={pages.error}
          title="Could not load the transcript"
          onRetry={() => void pages.refetch()}
          compact
        />
      ) : rows.length === 0 ? (
        <p className="text-xs text-zinc-500">
          {query === "" ? "Empty so far." : "No item matches."}
        </p>
      ) : (
        <div
          ref={scrollRef}
          data-testid="transcript-scroll"
          className="max-h-[36rem] overflow-y-auto"
        >
          <div className="relative w-full" style={{ height: `${virtualizer.getTotalSize()}px` }}>
            {virtualRows.map((virtualRow) => {
              const row = rows[virtualRow.index];
              if (!row) return null;
              return (
                <div
                  key={virtualRow.key}
                  data-index={virtualRow.index}
                  ref={virtualizer.measureElement}
                  className="absolute top-0 left-0 w-full pb-1.5"
                  style={{ transform: `translateY(${virtualRow.start}px)` }}
                >
                  <Row row={row} />
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * An agent's full transcript, collapsed by default (nothing is loaded or drawn until it is
 * opened). Open: a search box, then the items grouped by iteration in a virtualized list (only
 * the rows in view are in the page) loaded page by page as it scrolls.
 */
export function TranscriptView({ runId, agentId, count }: TranscriptViewProps) {
  const [open, setOpen] = useState(false);
  return (
    <details
      data-testid={`transcript-${agentId}`}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-md border border-zinc-200 bg-zinc-50"
    >
      <summary className="px-3 py-2 text-xs font-medium text-zinc-700">
        Full transcript{" "}
        <span className="font-normal text-zinc-500">
          ({pluralize(count.items, "item")}, {pluralize(count.toolCalls, "tool call")})
        </span>
      </summary>
      {open ? <TranscriptPanel runId={runId} agentId={agentId} count={count} /> : null}
    </details>
  );
}
