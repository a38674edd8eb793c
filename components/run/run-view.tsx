"use client";

import { replaceEqualDeep, skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import Link from "next/link";
import { useState } from "react";
import { useSessionEnded, useSessionEndedStore, useTRPC } from "@/trpc/react";
import { isSessionEndedError } from "@/trpc/session-ended";
import { formatTimestamp } from "@/components/ui/format";
import { Skeleton } from "@/components/ui/skeleton";
import { useNow } from "@/components/ui/use-now";
import { NoWorkerBanner } from "@/components/workers/no-worker-banner";
import { assessActivity } from "@/server/shared/activity-assessment";
import { isTerminalRunStatus } from "@/server/shared/run-status";
import type { RunDetail } from "@/server/features/runs/run-views";
import { applyRunEvent, newerRunSnapshot } from "./apply-run-event";
import { AgentSection } from "./agent-section";
import { AgentTree } from "./agent-tree";
import { orderAgents } from "./agent-order";
import { ProvenanceChecksProvider } from "./provenance-checks-provider";
import { AuditWarning } from "./audit-link";
import { FinalAnswer } from "./final-answer";
import { RunHeader } from "./run-header";
import { runLiveState } from "./live-state";
import { RunLoadError } from "./run-load-error";
import { RunTimeline } from "./run-timeline";
import { SpanViewerContext, type SpanRequest } from "./span-viewer-context";
import { TranscriptSpanViewer } from "./transcript-span-viewer";
import { pollIntervalMs } from "@/components/ui/poll-backoff";

/** How often a run page whose last re-read failed tries again (ms). */
const RETRY_MS = 5_000;

/**
 * The run page: `runs.get` loads the snapshot once (with its event sequence), then `runs.live`
 * (SSE) sends the deltas after that sequence, which are applied to the same cache entry
 * (apply-run-event.ts); a reconnect resumes after the last event received, a gap re-reads the
 * snapshot. While the run waits in the queue its position is re-read every 2 s; if the stream
 * fails the page polls runs.get every 2 s until it is back. A re-read older than the cache
 * (fewer events) is dropped (newerRunSnapshot), so a refresh cannot undo a final status. Once a
 * snapshot is loaded, a failed re-read keeps it on the page under a "Disconnected — retrying"
 * banner (re-read every 5 s, backing off) instead of replacing the run with an error. Once the
 * session has ended (a request refused with UNAUTHORIZED: trpc/session-ended.ts) the page stops
 * the stream and the re-reads and says so in the header; the layout's notice links to sign in.
 */
export function RunView({ runId }: { runId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [span, setSpan] = useState<SpanRequest | null>(null);
  const getOptions = trpc.runs.get.queryOptions({ runId });

  // True while the SSE stream is down (error, reconnecting, or ended before a terminal
  // delta): the page then polls runs.get every 2 s instead.
  const [streamDown, setStreamDown] = useState(false);
  const sessionEnded = useSessionEnded();
  const session = useSessionEndedStore();
  const detail = useQuery({
    ...getOptions,
    // A re-read never takes the page back behind deltas the stream already applied.
    structuralSharing: (cached, fetched) =>
      replaceEqualDeep(
        cached,
        newerRunSnapshot(cached as RunDetail | undefined, fetched as RunDetail),
      ),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data || sessionEnded) return false;
      // A re-read failed (the server is down): keep trying, less often the longer it lasts;
      // the page keeps the last snapshot.
      if (query.state.status === "error") return pollIntervalMs(RETRY_MS, query.state);
      if (isTerminalRunStatus(data.run.status)) return false;
      return streamDown || data.run.status === "queued" ? 2_000 : false;
    },
  });
  const terminal = detail.data ? isTerminalRunStatus(detail.data.run.status) : false;
  // The stream starts after the first snapshot's sequence and keeps that input: the tRPC
  // client resumes after the last event id on its own when it reconnects.
  const [afterSequence, setAfterSequence] = useState<number | null>(null);
  if (afterSequence === null && detail.data) setAfterSequence(detail.data.lastEventSequence);
  const live = useSubscription(
    trpc.runs.live.subscriptionOptions(
      afterSequence === null || terminal || sessionEnded ? skipToken : { runId, afterSequence },
      {
        onData: (event) => {
          setStreamDown(false);
          let gap = false;
          queryClient.setQueryData(getOptions.queryKey, (cached) => {
            if (!cached) return cached;
            const next = applyRunEvent(cached, event.data);
            gap = next === null;
            return next ?? cached;
          });
          if (gap) void queryClient.invalidateQueries({ queryKey: getOptions.queryKey });
        },
        onError: (error) => {
          // The stream refused for want of a session: the whole page's session has ended.
          if (isSessionEndedError(error)) session.end();
          setStreamDown(true);
        },
        onConnectionStateChange: (state) => {
          if (state.state === "pending") setStreamDown(false);
          else if (state.state === "idle" || state.error) setStreamDown(true);
        },
      },
    ),
  );
  // Overdue and idle agents are assessed here, with the browser's clock, between deltas.
  const now = useNow(1_000, detail.isSuccess && !terminal);

  if (detail.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton lines={2} label="Loading run…" />
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <Skeleton lines={6} />
          <Skeleton lines={10} />
        </div>
      </div>
    );
  }

  if (detail.isError && detail.data === undefined) {
    return (
      <RunLoadError
        runId={runId}
        error={detail.error}
        what="run"
        testIds={{ notFound: "run-not-found" }}
        onRetry={() => void detail.refetch()}
      />
    );
  }

  const data = detail.data;
  const activity = data.agents.map((agent) => assessActivity(agent, now));
  const warnings = activity.flatMap((assessment) =>
    assessment.message ? [`${assessment.agentId}: ${assessment.message}`] : [],
  );
  const agentNames = Object.fromEntries(data.agents.map((a) => [a.id, a.name]));
  const pendingByAgent: Record<string, number> = {};
  for (const c of data.corrections) {
    if (!c.consumption && !c.refusal)
      pendingByAgent[c.correction.agentId] = (pendingByAgent[c.correction.agentId] ?? 0) + 1;
  }
  const liveState = runLiveState({
    terminal,
    sessionEnded,
    streamDown,
    liveStatus: live.status,
  });

  return (
    <SpanViewerContext.Provider value={setSpan}>
      <ProvenanceChecksProvider runId={runId} live={!terminal} debriefCount={data.debriefs.length}>
        <div className="space-y-4">
          {detail.isError && !sessionEnded ? (
            <Disconnected at={detail.dataUpdatedAt} onRetry={() => void detail.refetch()} />
          ) : null}
          <Link href="/" className="text-xs text-zinc-500 hover:text-zinc-800">
            ← All runs
          </Link>
          <RunHeader
            run={data.run}
            outcome={{ outcome: data.run.outcome, detail: data.run.outcomeDetail }}
            live={liveState}
            warnings={warnings}
          />
          {data.run.status === "queued" ? <NoWorkerBanner runQueued /> : null}
          <FinalAnswer
            answer={data.run.finalAnswer}
            status={data.run.status}
            warning={<AuditWarning runId={data.run.id} ended={terminal} />}
            sources={{
              agents: data.agents,
              debriefs: data.debriefs,
              transcripts: data.transcripts,
            }}
          />
          <RunTimeline
            runId={runId}
            live={!terminal}
            scripted={data.run.providerName === "scripted"}
          />
          <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[20rem_minmax(0,1fr)]">
            <aside className="min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto">
              <h2 className="mb-2 text-xs font-semibold uppercase tracking-wide text-zinc-600">
                Agents ({data.agents.length})
              </h2>
              <AgentTree agents={data.agents} pendingByAgent={pendingByAgent} activity={activity} />
            </aside>
            <div className="min-w-0 space-y-4">
              {orderAgents(data.agents).map(({ agent }) => (
                <AgentSection key={agent.id} detail={data} agent={agent} agentNames={agentNames} />
              ))}
            </div>
          </div>
        </div>
      </ProvenanceChecksProvider>
      {span ? (
        <TranscriptSpanViewer
          key={`${span.ref}|${span.toolCallId ?? ""}|${span.provenance ?? ""}`}
          request={span}
          onClose={() => setSpan(null)}
        />
      ) : null}
    </SpanViewerContext.Provider>
  );
}

/**
 * The banner over a run whose re-read failed after it was loaded: the page shows the run as it
 * was last loaded (`at`, epoch ms) and keeps re-reading it.
 */
function Disconnected({ at, onRetry }: { at: number; onRetry: () => void }) {
  return (
    <div
      role="status"
      data-testid="run-disconnected"
      className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <strong>Disconnected — retrying.</strong>
      <span>The run could not be re-read; this is how it was at {formatTimestamp(at)}.</span>
      <button
        type="button"
        onClick={onRetry}
        className="rounded border border-amber-400 bg-white px-2 py-0.5 text-xs font-medium hover:bg-amber-100"
      >
        Retry now
      </button>
    </div>
  );
}
