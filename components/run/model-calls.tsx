import type { ExchangeSummary } from "@/server/features/runs/run-views";
import { Badge } from "@/components/ui/badge";

/**
 * One agent's model calls (the immutable exchange records): iteration, HTTP status, latency,
 * the provider's reported usage and every warning (retries within their bound, forced-tool
 * fallbacks, failures). Collapsed by default.
 */
export function ModelCalls({
  agentId,
  exchanges,
}: {
  agentId: string;
  exchanges: ExchangeSummary[];
}) {
  const mine = exchanges.filter((exchange) => exchange.agentId === agentId);
  const warnings = mine.reduce((sum, exchange) => sum + exchange.warnings.length, 0);
  return (
    <details
      data-testid={`model-calls-${agentId}`}
      className="rounded-md border border-zinc-200 bg-zinc-50"
    >
      <summary className="px-3 py-2 text-xs font-medium text-zinc-700">
        Model calls{" "}
        <span className="font-normal text-zinc-500">
          ({mine.length} calls{warnings > 0 ? `, ${warnings} warnings` : ""})
        </span>
      </summary>
      <div className="overflow-x-auto border-t border-zinc-200">
        <table className="w-full text-left text-xs">
          <thead className="text-zinc-500">
            <tr>
              <th className="px-2 py-1 font-medium">it</th>
              <th className="px-2 py-1 font-medium">provider / model</th>
              <th className="px-2 py-1 font-medium">status</th>
              <th className="px-2 py-1 font-medium">latency</th>
              <th className="px-2 py-1 font-medium">tokens in / cached / out / reasoning</th>
              <th className="px-2 py-1 font-medium">warnings</th>
            </tr>
          </thead>
          <tbody>
            {mine.map((exchange) => (
              <tr
                key={exchange.id}
                className="border-t border-zinc-100 align-top"
                data-testid="model-call"
              >
                <td className="px-2 py-1 tabular-nums">{exchange.iteration}</td>
                <td className="px-2 py-1">
                  {exchange.provider} / {exchange.model}
                </td>
                <td className="px-2 py-1">
                  <Badge
                    tone={
                      exchange.httpStatus !== null && exchange.httpStatus < 300 ? "green" : "red"
                    }
                  >
                    {exchange.httpStatus ?? "no response"}
                  </Badge>
                </td>
                <td className="px-2 py-1 tabular-nums">{exchange.latencyMs} ms</td>
                <td className="px-2 py-1 tabular-nums">
                  {[
                    exchange.usage.inputTokens,
                    exchange.usage.cachedInputTokens,
                    exchange.usage.outputTokens,
                    exchange.usage.reasoningTokens,
                  ]
                    .map((value) => value ?? "–")
                    .join(" / ")}
                </td>
                <td className="px-2 py-1 text-amber-800">
                  {exchange.warnings.length === 0
                    ? "–"
                    : exchange.warnings.map((warning) => <div key={warning}>{warning}</div>)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
