"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ExchangeSummary, ModelCallCount } from "@/server/features/runs/run-views";
import { useTRPC } from "@/trpc/react";
import { Badge } from "@/components/ui/badge";
import { ErrorMessage } from "@/components/ui/error-message";
import { formatDuration, formatNumber } from "@/components/ui/format";
import { pluralize } from "@/components/ui/plural";
import { Skeleton } from "@/components/ui/skeleton";
import { backingOff } from "@/components/ui/poll-backoff";

/** How often an open table of a live agent is re-read (ms). */
const LIVE_REFRESH_MS = 2_000;

function tokens(value: number | null): string {
  return value === null ? "not reported" : formatNumber(value);
}

function Row({ exchange, simulated }: { exchange: ExchangeSummary; simulated: boolean }) {
  const { usage } = exchange;
  const reported = usage.inputTokens !== null || usage.outputTokens !== null;
  return (
    <tr className="border-t border-zinc-100 align-top" data-testid="model-call">
      <td className="px-2 py-1 tabular-nums">{exchange.iteration}</td>
      <td className="px-2 py-1">
        {exchange.provider} / {exchange.model}
      </td>
      <td className="px-2 py-1">
        <Badge tone={exchange.httpStatus !== null && exchange.httpStatus < 300 ? "green" : "red"}>
          {exchange.httpStatus ?? "no response"}
        </Badge>
      </td>
      <td
        className="px-2 py-1 tabular-nums"
        data-testid="model-call-latency"
        data-value={exchange.latencyMs}
        title={simulated ? "modelled by the scripted model from its token counts" : undefined}
      >
        {formatDuration(exchange.latencyMs)}
        {simulated ? <span className="text-zinc-400"> simulated</span> : null}
      </td>
      <td className="px-2 py-1 tabular-nums" data-testid="model-call-tokens">
        {reported ? (
          <>
            {tokens(usage.inputTokens)} in
            {usage.cachedInputTokens ? ` (${formatNumber(usage.cachedInputTokens)} cached)` : ""}
            {" / "}
            {tokens(usage.outputTokens)} out
            {usage.reasoningTokens ? ` (${formatNumber(usage.reasoningTokens)} reasoning)` : ""}
          </>
        ) : (
          <span className="text-zinc-500">not reported by the provider</span>
        )}
      </td>
      <td className="px-2 py-1 text-amber-800">
        {exchange.warnings.map((warning) => (
          <div key={warning}>{warning}</div>
        ))}
      </td>
    </tr>
  );
}

function ModelCallsTable({
  runId,
  agentId,
  live,
  simulated,
}: {
  runId: string;
  agentId: string;
  live: boolean;
  simulated: boolean;
}) {
  const trpc = useTRPC();
  const exchanges = useQuery({
    ...trpc.runs.exchanges.queryOptions({ runId, agentId }),
    refetchInterval: backingOff(live ? LIVE_REFRESH_MS : false),
  });
  if (exchanges.isPending) return <Skeleton lines={3} label="Loading model calls…" />;
  if (exchanges.isError) {
    return (
      <ErrorMessage
        error={exchanges.error}
        title="Could not load the model calls"
        onRetry={() => void exchanges.refetch()}
        compact
      />
    );
  }
  return (
    <table className="w-full text-left text-xs">
      <thead className="text-zinc-500">
        <tr>
          <th className="px-2 py-1 font-medium">iteration</th>
          <th className="px-2 py-1 font-medium">provider / model</th>
          <th className="px-2 py-1 font-medium">status</th>
          <th className="px-2 py-1 font-medium">latency</th>
          <th className="px-2 py-1 font-medium">tokens</th>
          <th className="px-2 py-1 font-medium">warnings</th>
        </tr>
      </thead>
      <tbody>
        {exchanges.data.map((exchange) => (
          <Row key={exchange.id} exchange={exchange} simulated={simulated} />
        ))}
      </tbody>
    </table>
  );
}

/**
 * One agent's model calls (the immutable exchange records): iteration, HTTP status, latency
 * (the scripted model's is simulated, and says so), the usage as reported and every warning.
 * Collapsed by default: the rows are loaded (runs.exchanges) and drawn only once it is open.
 */
export function ModelCalls({
  runId,
  agentId,
  count,
  live,
  simulated,
}: {
  runId: string;
  agentId: string;
  count: ModelCallCount | undefined;
  live: boolean;
  simulated: boolean;
}) {
  const [open, setOpen] = useState(false);
  const calls = count?.calls ?? 0;
  const warned = count?.withWarnings ?? 0;
  return (
    <details
      data-testid={`model-calls-${agentId}`}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-md border border-zinc-200 bg-zinc-50"
    >
      <summary className="px-3 py-2 text-xs font-medium text-zinc-700">
        Model calls{" "}
        <span className="font-normal text-zinc-500">
          ({pluralize(calls, "call")}
          {warned > 0 ? `, ${warned} with warnings` : ""})
        </span>
      </summary>
      {open ? (
        <div className="overflow-x-auto border-t border-zinc-200">
          <ModelCallsTable runId={runId} agentId={agentId} live={live} simulated={simulated} />
        </div>
      ) : null}
    </details>
  );
}
