"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTRPC } from "@/trpc/react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorMessage } from "@/components/ui/error-message";
import { Skeleton } from "@/components/ui/skeleton";
import { parseProvenance } from "./provenance";
import type { SpanRequest } from "./span-viewer-context";
import { TranscriptItemView } from "./transcript-item-view";

/**
 * Side panel (a modal <dialog>, closed with Escape, the close button or a click outside)
 * showing one transcript span fetched with `transcripts.span`: the assistant text, the tool
 * call and its result, with the cited line highlighted.
 */
export function TranscriptSpanViewer({
  request,
  onClose,
}: {
  request: SpanRequest;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const span = useQuery(
    trpc.transcripts.span.queryOptions(
      request.toolCallId === null
        ? { ref: request.ref }
        : { ref: request.ref, toolCallId: request.toolCallId },
    ),
  );
  const cite = request.provenance ? parseProvenance(request.provenance) : null;

  useEffect(() => {
    const dialog = dialogRef.current;
    // No close() on cleanup: unmounting removes the dialog, and a StrictMode re-run of this
    // effect must not fire a late "close" event that would dismiss the viewer.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      data-testid="span-viewer"
      aria-labelledby="span-viewer-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) dialogRef.current?.close();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-2xl overflow-hidden border-l border-zinc-200 bg-zinc-50 p-0 shadow-2xl backdrop:bg-zinc-900/30"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-start gap-3 border-b border-zinc-200 bg-white px-4 py-3">
          <div className="min-w-0 flex-1">
            <h2 id="span-viewer-title" className="font-mono text-sm font-semibold wrap-anywhere">
              {request.title}
            </h2>
            <p className="mt-0.5 text-xs text-zinc-500">
              <span className="font-mono">{request.ref}</span>
              {request.toolCallId ? (
                <>
                  {" · call "}
                  <span className="font-mono">{request.toolCallId}</span>
                </>
              ) : (
                " · full transcript"
              )}
            </p>
            {request.provenance && request.toolCallId === null ? (
              <p className="mt-1 text-xs text-amber-800">
                No tool result in this transcript mentions “{request.provenance}”; showing the whole
                transcript.
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label="Close transcript span"
            className="rounded border border-zinc-300 bg-white px-2 py-1 text-xs font-medium text-zinc-700 hover:bg-zinc-100"
          >
            Close <kbd className="ml-1 font-sans text-zinc-400">Esc</kbd>
          </button>
        </header>
        <div className="flex-1 space-y-2 overflow-y-auto p-4">
          {span.isPending ? (
            <Skeleton lines={8} label="Loading transcript span…" />
          ) : span.isError ? (
            <ErrorMessage
              error={span.error}
              title="Could not load the span"
              onRetry={() => void span.refetch()}
            />
          ) : span.data.items.length === 0 ? (
            <EmptyState title="This span is empty" />
          ) : (
            span.data.items.map((item) => (
              <TranscriptItemView key={item.id} item={item} cite={cite} />
            ))
          )}
        </div>
      </div>
    </dialog>
  );
}
