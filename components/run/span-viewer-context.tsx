"use client";

import { createContext, useContext } from "react";

/** What the transcript-span viewer should show. */
export interface SpanRequest {
  /** A transcript_ref, e.g. "transcript:<agentId>". */
  ref: string;
  /** Just this call (its result and the assistant text before it); null = whole transcript. */
  toolCallId: string | null;
  /** The provenance entry that opened the viewer (to highlight a cited line), if any. */
  provenance: string | null;
  /** Heading for the panel. */
  title: string;
}

/** Opens the span viewer from anywhere on the run page. */
export const SpanViewerContext = createContext<(request: SpanRequest) => void>(() => {});

/** The function that opens the span viewer (a no-op outside the run page). */
export function useOpenSpan(): (request: SpanRequest) => void {
  return useContext(SpanViewerContext);
}
