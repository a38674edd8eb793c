"use client";

import type { DebriefRecord } from "@/server/runtime/records";
import { Badge } from "@/components/ui/badge";
import { formatTimestamp } from "@/components/ui/format";
import { useOpenSpan } from "./span-viewer-context";
import { pluralize } from "@/components/ui/plural";

const MODE_LABEL: Record<"summary" | "transcript", string> = {
  summary: "free-text summary",
  transcript: "whole transcript",
};

/**
 * What a child of the summary or transcript return mode handed its parent: no typed debrief,
 * only text (seed 000's other arms). Shows the mode, whether the child returned at all, the
 * tokens the parent received, runtime guards (a summary cut at its budget) and the exact text.
 */
export function ReturnCard({
  debrief,
  mode,
}: {
  debrief: DebriefRecord;
  mode: "summary" | "transcript";
}) {
  const openSpan = useOpenSpan();
  const failed = debrief.validationErrors.length > 0;
  return (
    <div
      data-testid={`return-${debrief.agentId}`}
      data-return-mode={mode}
      data-state={failed ? "failed" : "returned"}
      className="space-y-3 rounded-md border border-zinc-200 bg-white p-3"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-600">
        <h3 className="text-sm font-semibold text-zinc-900">Returned to the parent</h3>
        {failed ? (
          <Badge tone="red">nothing returned</Badge>
        ) : (
          <Badge tone="blue">{MODE_LABEL[mode]}</Badge>
        )}
        <span data-testid="return-tokens" data-value={debrief.renderedTokens}>
          {pluralize(debrief.renderedTokens, "token")} to parent
        </span>
        <span title={formatTimestamp(debrief.createdAt)}>
          at {formatTimestamp(debrief.createdAt)}
        </span>
        <button
          type="button"
          onClick={() =>
            openSpan({
              ref: debrief.transcriptRef,
              toolCallId: null,
              provenance: null,
              title: debrief.transcriptRef,
            })
          }
          className="ml-auto min-w-0 text-left font-mono wrap-anywhere text-sky-800 underline decoration-sky-300 underline-offset-2 hover:decoration-sky-600"
        >
          {debrief.transcriptRef}
        </button>
      </header>
      <p className="text-xs text-zinc-500">
        No typed debrief in this mode: the findings, their confidence and provenance, the
        assumptions and open questions reach the parent only as far as this text carries them.
      </p>
      {debrief.guardsApplied.length > 0 ? (
        <ul
          data-testid="guards-applied"
          className="list-disc rounded-md border border-amber-200 bg-amber-50 py-1 pr-3 pl-7 text-xs text-amber-950"
        >
          {debrief.guardsApplied.map((guard, i) => (
            <li key={i}>{guard}</li>
          ))}
        </ul>
      ) : null}
      <pre
        data-testid="rendered-for-parent"
        className="max-h-96 overflow-auto rounded border border-zinc-200 bg-zinc-50 p-2 font-mono text-xs leading-5 whitespace-pre-wrap wrap-anywhere"
      >
        {debrief.renderedForParent}
      </pre>
    </div>
  );
}
