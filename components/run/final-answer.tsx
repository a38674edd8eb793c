"use client";

import { noFinalAnswerText } from "@/components/ui/status-phrase";
import type { ReactNode } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import type { AgentRecord, DebriefRecord } from "@/server/runtime/records";
import { showBidiControls } from "@/server/shared/bidi-controls";
import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";
import { isTerminalRunStatus, type RunStatus } from "@/server/shared/run-status";
import {
  answerClaimSources,
  parseAnswerClaims,
  resolveCitation,
  splitCaveatList,
} from "./answer-claims";
import { ProvenanceCheckBadge } from "./provenance-check-badge";
import { ProvenanceLink } from "./provenance-link";
import { RestsOn } from "./rests-on";

/** What the answer's citations resolve against: the run's agents, debriefs and transcripts. */
export interface AnswerSources {
  agents: AgentRecord[];
  debriefs: DebriefRecord[];
  transcripts: Record<string, TranscriptItem[] | undefined>;
}

/** Markdown elements as the answer shows them (links open in a new tab, nothing raw). */
const MARKDOWN: Components = {
  p: ({ children }) => <p className="my-1">{children}</p>,
  ul: ({ children }) => <ul className="my-1 list-disc space-y-0.5 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-1 list-decimal space-y-0.5 pl-5">{children}</ol>,
  a: ({ href, children }) => (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="wrap-anywhere text-sky-700 underline"
    >
      {children}
    </a>
  ),
  code: ({ children }) => (
    <code className="rounded bg-zinc-100 px-1 font-mono text-xs wrap-anywhere">{children}</code>
  ),
};

/**
 * Markdown through react-markdown with rehype-sanitize (no raw HTML, safe URLs only),
 * bidirectional controls shown as markers (bidi-controls.ts).
 */
function Markdown({ text }: { text: string }) {
  return (
    <ReactMarkdown rehypePlugins={[rehypeSanitize]} components={MARKDOWN}>
      {showBidiControls(text)}
    </ReactMarkdown>
  );
}

/**
 * One claim: its Markdown (a long list-like caveat as a list), the findings and sources, each
 * source with its provenance check badge as the debrief card shows it.
 */
function ClaimItem({
  text,
  restsOn,
  sources,
}: {
  text: string;
  restsOn: string[];
  sources: AnswerSources;
}) {
  const list = splitCaveatList(text);
  const cited = restsOn.map((id) => resolveCitation(id, sources.agents, sources.debriefs));
  const unique = answerClaimSources(cited);
  return (
    <li data-testid="answer-claim" className="space-y-1">
      {list ? (
        <div data-testid="answer-caveat-list">
          <Markdown text={list.lead} />
          <ul className="list-[circle] space-y-0.5 pl-5">
            {list.items.map((item, index) => (
              <li key={index}>
                <Markdown text={item} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Markdown text={text} />
      )}
      <RestsOn citations={cited} />
      {unique.length > 0 ? (
        <p data-testid="answer-sources" className="flex flex-wrap items-center gap-1 text-xs">
          <span className="text-zinc-500">sources</span>
          {unique.map((source) => (
            <span key={source.entry} className="inline-flex flex-wrap items-center gap-1">
              <ProvenanceLink
                entry={source.entry}
                transcriptRef={source.ref}
                transcript={sources.transcripts[source.agentId]}
              />
              {/* The same verdict the debrief card shows beside this entry. */}
              <ProvenanceCheckBadge
                debriefId={source.debriefId}
                findingIndex={source.findingIndex}
                entryIndex={source.entryIndex}
              />
            </span>
          ))}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The parent's final answer, rendered as Markdown (sanitized). A contract answer shows one
 * claim per item with links to the findings it rests on and its sources (each opens the span
 * viewer on the tool call it was read from); or why there is no answer (yet).
 */
export function FinalAnswer({
  answer,
  status,
  sources,
  warning,
}: {
  answer: string | null;
  status: RunStatus;
  sources: AnswerSources;
  /** Shown above the answer (the audit's warning when it found dropped caveats). */
  warning?: ReactNode;
}) {
  const claims = answer ? parseAnswerClaims(answer) : null;
  return (
    <section
      aria-labelledby="final-answer-heading"
      className="rounded-md border border-zinc-200 bg-white p-4 shadow-xs"
    >
      <h2
        id="final-answer-heading"
        className="mb-2 text-xs font-semibold uppercase tracking-wide text-zinc-600"
      >
        Final answer
      </h2>
      {answer !== null && answer.trim() !== "" ? warning : null}
      {answer !== null && answer.trim() !== "" ? (
        <div
          data-testid="final-answer"
          className="text-sm leading-relaxed break-words text-zinc-900"
        >
          {claims ? (
            <ul className="list-disc space-y-2 pl-5">
              {claims.map((claim, index) => (
                <ClaimItem
                  key={index}
                  text={claim.text}
                  restsOn={claim.restsOn}
                  sources={sources}
                />
              ))}
            </ul>
          ) : (
            <Markdown text={answer} />
          )}
        </div>
      ) : (
        <p data-testid="final-answer-pending" className="text-sm text-zinc-500 italic">
          {!isTerminalRunStatus(status)
            ? "The parent has not answered yet."
            : noFinalAnswerText(status)}
        </p>
      )}
    </section>
  );
}
