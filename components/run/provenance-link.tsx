"use client";

import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";
import { findProvenanceCall } from "./provenance";
import { useOpenSpan } from "./span-viewer-context";

/**
 * A provenance entry (`file:line`, `table.column`, url) as a button that opens the span
 * viewer on the child's tool call whose result contains that source.
 */
export function ProvenanceLink({
  entry,
  transcriptRef,
  transcript,
}: {
  entry: string;
  transcriptRef: string;
  transcript: TranscriptItem[] | undefined;
}) {
  const openSpan = useOpenSpan();
  const toolCallId = findProvenanceCall(transcript, entry);
  return (
    <button
      type="button"
      data-testid="provenance-link"
      data-tool-call-id={toolCallId ?? undefined}
      onClick={() => openSpan({ ref: transcriptRef, toolCallId, provenance: entry, title: entry })}
      title={
        toolCallId
          ? `Open the tool call ${toolCallId} this was read from`
          : "No tool result mentions this source; opens the full transcript"
      }
      className="rounded bg-zinc-100 px-1 py-0.5 text-left font-mono text-xs break-words [overflow-wrap:anywhere] text-sky-800 underline decoration-sky-300 underline-offset-2 hover:bg-sky-50 hover:decoration-sky-600"
    >
      {entry}
    </button>
  );
}
