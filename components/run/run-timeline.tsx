"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import { formatDuration } from "@/components/ui/format";
import { pluralize } from "@/components/ui/plural";
import { Skeleton } from "@/components/ui/skeleton";
import { useNow } from "@/components/ui/use-now";
import { TimelineChart } from "./timeline-chart";
import { layoutTimeline } from "./timeline-layout";
import { backingOff } from "@/components/ui/poll-backoff";

/** How often an open timeline of a live run is re-read (ms). */
const LIVE_REFRESH_MS = 2_000;

/** Which run the timeline shows; `live`: it still runs; `scripted`: latencies are simulated. */
interface RunTimelineProps {
  runId: string;
  live: boolean;
  scripted: boolean;
}

function TimelinePanel({ runId, live, scripted }: RunTimelineProps) {
  const trpc = useTRPC();
  const timeline = useQuery({
    ...trpc.runs.timeline.queryOptions({ runId }),
    refetchInterval: backingOff(live ? LIVE_REFRESH_MS : false),
  });
  const now = useNow(1_000, live);
  if (timeline.isPending) return <Skeleton lines={4} label="Loading the timeline…" />;
  if (timeline.isError) {
    return (
      <ErrorMessage
        error={timeline.error}
        title="Could not load the timeline"
        onRetry={() => void timeline.refetch()}
      />
    );
  }
  const layout = layoutTimeline(timeline.data, now);
  return (
    <div className="space-y-2" data-testid="timeline-chart">
      <p className="text-xs text-zinc-500" data-testid="timeline-summary">
        {pluralize(timeline.data.modelCalls.length, "model call")} ·{" "}
        {pluralize(timeline.data.toolCalls.length, "tool call")} over{" "}
        {formatDuration(layout.totalMs)}
        {live ? " so far" : ""}
      </p>
      <TimelineChart layout={layout} simulated={scripted} />
    </div>
  );
}

/**
 * The run's timeline (waterfall), collapsed by default: nothing is loaded or drawn until it is
 * opened; while the run is live an open timeline is re-read every 2 s.
 */
export function RunTimeline({ runId, live, scripted }: RunTimelineProps) {
  const [open, setOpen] = useState(false);
  return (
    <details
      data-testid="run-timeline"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-lg border border-zinc-200 bg-white shadow-xs"
    >
      <summary className="px-4 py-2 text-sm font-semibold text-zinc-800">
        Timeline{" "}
        <span className="text-xs font-normal text-zinc-500">
          model and tool calls of every agent over time
        </span>
      </summary>
      {open ? (
        <div className="border-t border-zinc-200 p-4">
          <TimelinePanel runId={runId} live={live} scripted={scripted} />
        </div>
      ) : null}
    </details>
  );
}
