"use client";

import { useRef, type ReactNode } from "react";
import type { RunDetail } from "@/server/features/runs/run-views";
import type { AgentRecord } from "@/server/runtime/records";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { acceptsCorrections, isTerminalAgentStatus } from "@/server/shared/agent-status";
import { CancelButton } from "./cancel-button";
import { CorrectionBox } from "./correction-box";
import { DebriefCard } from "./debrief-card";
import { ReturnCard } from "./return-card";
import { ModelCalls } from "./model-calls";
import { TranscriptView } from "./transcript-view";
import { ChildWindowCharts } from "./child-window-charts";
import { WindowChart } from "./window-chart";
import { WindowFigures } from "./window-figures";
import { withActorNames } from "@/server/shared/human-actor";
import { useFocusOnRemoval } from "./use-focus-on-removal";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-2">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-600">{title}</h3>
      {children}
    </div>
  );
}

/**
 * Everything about one agent on the run page: for a parent its context-window chart and
 * figures, for a child its debrief (or, in the summary and transcript return modes, the text
 * it returned), then corrections and the full transcript.
 */
export function AgentSection({
  detail,
  agent,
  agentNames,
}: {
  detail: RunDetail;
  agent: AgentRecord;
  agentNames: Record<string, string>;
}) {
  // "Cancel agent" goes once the agent has ended: the focus it held moves to its status.
  const statusRef = useRef<HTMLSpanElement>(null);
  const watchCancel = useFocusOnRemoval(acceptsCorrections(agent.status), () => statusRef.current);
  const isParent =
    agent.role === "parent" || detail.agents.some((a) => a.parentAgentId === agent.id);
  const debrief = [...detail.debriefs]
    .filter((d) => d.agentId === agent.id)
    .sort((a, b) => b.createdAt - a.createdAt)[0];
  const transcript = detail.transcripts[agent.id];
  const corrections = detail.corrections.filter((c) => c.correction.agentId === agent.id);
  const failed = agent.status === "failed" || agent.status === "terminated";
  const figures = detail.windowFigures.filter((f) => f.parentAgentId === agent.id);
  // Contract children whose return was a failure notice, not a debrief: not compared.
  const failedReturns = new Set(
    detail.debriefs
      .filter((debrief) => debrief.returnMode === "contract" && debrief.result === null)
      .map((debrief) => debrief.agentId),
  );
  const requestsOf = (agentId: string) => detail.modelCallCounts[agentId]?.calls ?? 0;

  return (
    <section
      id={`agent-${agent.id}`}
      data-testid={`agent-section-${agent.id}`}
      aria-labelledby={`agent-${agent.id}-heading`}
      className={`min-w-0 scroll-mt-4 space-y-4 rounded-lg border bg-white p-4 shadow-xs ${failed ? "border-red-300" : "border-zinc-200"}`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={`agent-${agent.id}-heading`} className="text-base font-semibold">
          <bdi>{agent.name}</bdi>
        </h2>
        <Badge tone={agent.role === "parent" ? "violet" : "grey"}>{agent.role}</Badge>
        <span
          ref={statusRef}
          tabIndex={-1}
          className="rounded focus:outline-2 focus:outline-offset-2 focus:outline-sky-600"
        >
          <StatusBadge status={agent.status} />
        </span>
        {agent.parentAgentId ? (
          <span className="text-xs text-zinc-500">
            spawned by{" "}
            <a href={`#agent-${agent.parentAgentId}`} className="underline">
              {agentNames[agent.parentAgentId] ?? agent.parentAgentId}
            </a>
          </span>
        ) : null}
        {acceptsCorrections(agent.status) ? (
          <span className="ml-auto" {...watchCancel}>
            <CancelButton runId={detail.run.id} agentId={agent.id} label="Cancel agent" />
          </span>
        ) : null}
      </header>
      {agent.statusDetail && failed ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 font-mono text-sm font-semibold break-words text-red-800"
        >
          {withActorNames(agent.statusDetail)}
        </p>
      ) : null}
      <details className="text-sm">
        <summary className="text-xs font-medium text-zinc-600">Brief</summary>
        <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-zinc-700">{agent.brief}</p>
      </details>

      {isParent ? (
        <Panel title="Context window">
          <WindowFigures
            figures={figures}
            agentNames={agentNames}
            scripted={detail.run.providerName === "scripted"}
            returnMode={detail.run.returnMode}
            failedReturns={failedReturns}
          />
          <WindowChart
            samples={detail.windowSamples.filter((s) => s.agentId === agent.id)}
            figures={figures}
            agentNames={agentNames}
            limit={{
              contextTokens: agent.budget.contextTokens,
              compactAtTokens: agent.budget.maxWindowTokens,
            }}
            requests={requestsOf(agent.id)}
            failedReturns={failedReturns}
          />
          <ChildWindowCharts
            agents={detail.agents.filter((a) => a.parentAgentId === agent.id)}
            samples={detail.windowSamples}
            requestsOf={requestsOf}
          />
        </Panel>
      ) : null}

      {agent.role === "child" ? (
        debrief && debrief.returnMode !== "contract" && debrief.returnMode !== "inline" ? (
          <ReturnCard debrief={debrief} mode={debrief.returnMode} />
        ) : debrief ? (
          <DebriefCard debrief={debrief} transcript={transcript} />
        ) : (
          <EmptyState
            title={isTerminalAgentStatus(agent.status) ? "No debrief" : "No debrief yet"}
            testId={`debrief-pending-${agent.id}`}
          >
            {!isTerminalAgentStatus(agent.status)
              ? detail.run.returnMode === "contract"
                ? "The child is still researching; its debrief appears when it calls research_result."
                : `The child is still researching; what it returns (${detail.run.returnMode}) appears when it finishes.`
              : `The child ended (${agent.status}) without returning anything.`}
          </EmptyState>
        )
      ) : null}

      <Panel title={`Corrections (${corrections.length})`}>
        <CorrectionBox
          runId={detail.run.id}
          agent={agent}
          corrections={corrections}
          agentNames={agentNames}
          transcript={transcript}
          scripted={detail.run.providerName === "scripted"}
        />
      </Panel>

      <ModelCalls
        runId={detail.run.id}
        agentId={agent.id}
        count={detail.modelCallCounts[agent.id]}
        live={!isTerminalAgentStatus(agent.status)}
        simulated={detail.run.providerName === "scripted"}
      />
      <TranscriptView
        runId={detail.run.id}
        agentId={agent.id}
        count={
          detail.transcriptCounts[agent.id] ?? {
            items: transcript?.length ?? 0,
            toolCalls: 0,
            lastSequence: -1,
          }
        }
      />
    </section>
  );
}
