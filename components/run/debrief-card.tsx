"use client";

import type { ReactNode } from "react";
import type { DebriefRecord } from "@/server/runtime/records";
import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";
import { Badge } from "@/components/ui/badge";
import { formatTimestamp } from "@/components/ui/format";
import { CoverageView } from "./coverage-view";
import { FindingsTable } from "./findings-table";
import { useOpenSpan } from "./span-viewer-context";
import { UnresolvedList } from "./unresolved-list";
import { pluralize } from "@/components/ui/plural";

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section className="border-t border-zinc-100 pt-3">
      <h4 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-zinc-600">
        {title}
        {count !== undefined ? (
          <span className="ml-1 font-normal text-zinc-400">({count})</span>
        ) : null}
      </h4>
      {children}
    </section>
  );
}

/**
 * A child's typed debrief (`research_result`): findings with confidence and provenance,
 * assumptions, unresolved items, coverage, effort, guards, validation errors, and the exact
 * text the parent received. A broken contract (result null) shows its validation errors.
 */
export function DebriefCard({
  debrief,
  transcript,
}: {
  debrief: DebriefRecord;
  transcript: TranscriptItem[] | undefined;
}) {
  const openSpan = useOpenSpan();
  const result = debrief.result;
  const transcriptRef = result?.transcript_ref ?? debrief.transcriptRef;

  return (
    <div
      data-testid={`debrief-${debrief.agentId}`}
      data-contract={result ? "accepted" : "failed"}
      className="space-y-3 rounded-md border border-zinc-200 bg-white p-3"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-600">
        <h3 className="text-sm font-semibold text-zinc-900">Debrief</h3>
        {result ? (
          <Badge tone="green">contract accepted</Badge>
        ) : (
          <Badge tone="red">contract failed</Badge>
        )}
        <span data-testid="debrief-attempts">{pluralize(debrief.attempts, "attempt")}</span>
        <span>{pluralize(debrief.renderedTokens, "token")} to parent</span>
        <span title={formatTimestamp(debrief.createdAt)}>
          at {formatTimestamp(debrief.createdAt)}
        </span>
        <button
          type="button"
          data-testid="transcript-ref-link"
          onClick={() =>
            openSpan({
              ref: transcriptRef,
              toolCallId: null,
              provenance: null,
              title: transcriptRef,
            })
          }
          className="ml-auto min-w-0 text-left font-mono wrap-anywhere text-sky-800 underline decoration-sky-300 underline-offset-2 hover:decoration-sky-600"
        >
          {transcriptRef}
        </button>
      </header>

      {debrief.validationErrors.length > 0 ? (
        <div
          data-testid="validation-errors"
          className={`rounded-md border px-3 py-2 text-sm ${result ? "border-amber-200 bg-amber-50 text-amber-950" : "border-red-300 bg-red-50 text-red-900"}`}
        >
          <p className="font-semibold">
            {result
              ? "Rejected attempts before the contract was accepted"
              : "SubagentContractError: the child never returned a valid research_result"}
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 font-mono text-xs wrap-anywhere">
            {debrief.validationErrors.map((error, i) => (
              <li key={i}>{error}</li>
            ))}
          </ul>
        </div>
      ) : !result ? (
        <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-red-900">
          The contract failed and no validation errors were recorded.
        </p>
      ) : null}

      {debrief.guardsApplied.length > 0 ? (
        <div
          data-testid="guards-applied"
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-950"
        >
          <p className="font-semibold">Runtime guards changed this result</p>
          <ul className="mt-0.5 list-disc pl-5 wrap-anywhere">
            {debrief.guardsApplied.map((guard, i) => (
              <li key={i}>{guard}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {result ? (
        <>
          <Section title="Findings" count={result.findings.length}>
            <FindingsTable
              debriefId={debrief.id}
              agentId={debrief.agentId}
              findings={result.findings}
              transcriptRef={transcriptRef}
              transcript={transcript}
            />
          </Section>
          <Section title="Assumptions" count={result.assumptions.length}>
            {result.assumptions.length === 0 ? (
              <p className="text-sm text-zinc-500 italic">None stated.</p>
            ) : (
              <ul
                data-testid="assumptions"
                className="list-disc space-y-1 pl-5 text-sm wrap-anywhere"
              >
                {result.assumptions.map((assumption, i) => (
                  <li key={i}>{assumption}</li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Unresolved" count={result.unresolved.length}>
            <UnresolvedList items={result.unresolved} />
          </Section>
          <Section title="Coverage">
            <CoverageView coverage={result.coverage} />
          </Section>
          <Section title="Effort">
            <p data-testid="effort" className="flex flex-wrap items-center gap-2 text-sm">
              <span>
                <span className="font-semibold tabular-nums">{result.effort.tool_calls}</span> tool
                calls
              </span>
              {result.effort.budget_exhausted ? (
                <Badge tone="red" data-state="budget_exhausted">
                  budget exhausted
                </Badge>
              ) : (
                <Badge tone="green">within budget</Badge>
              )}
            </p>
          </Section>
        </>
      ) : null}

      <details className="border-t border-zinc-100 pt-3">
        <summary className="text-xs font-medium text-zinc-700">
          Exactly what the parent received ({pluralize(debrief.renderedTokens, "token")})
        </summary>
        <pre
          data-testid="rendered-for-parent"
          className="mt-2 max-h-96 overflow-auto rounded border border-zinc-200 bg-zinc-50 p-2 font-mono text-xs leading-5 whitespace-pre-wrap wrap-anywhere"
        >
          {debrief.renderedForParent}
        </pre>
      </details>
    </div>
  );
}
