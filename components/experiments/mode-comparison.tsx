"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import { EXPERIMENT_METRICS } from "@/server/shared/experiment-scores";
import type { ReturnMode } from "@/server/shared/run-settings";
import { fewCasesWarning, formatDelta, tooFewCasesForInterval } from "./metric-format";
import { neutralTally } from "./neutral-tally";

const SELECT = "rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm";

/**
 * Two modes compared case by case: per metric, wins / losses / ties of the second against the
 * first (by the metric's direction), the mean difference, the paired t-test and sign test.
 * Refreshed by the experiment view as runs are scored. Intervals over too few cases to mean
 * much are marked, with a warning under the table.
 */
export function ModeComparisonPanel({
  experimentId,
  modes,
}: {
  experimentId: string;
  modes: readonly ReturnMode[];
}) {
  const trpc = useTRPC();
  const uid = useId();
  const [baseline, setBaseline] = useState<ReturnMode>(modes[0]!);
  const [other, setOther] = useState<ReturnMode>(modes[1] ?? modes[0]!);
  const comparison = useQuery({
    ...trpc.experiments.compare.queryOptions({ experimentId, baseline, other }),
    enabled: baseline !== other,
  });
  const warning = comparison.data ? comparisonWarning(comparison.data.metrics) : null;
  if (modes.length < 2) return null;
  return (
    <section
      aria-labelledby={`${uid}-heading`}
      className="rounded-md border border-zinc-200 bg-white p-3"
    >
      <h3 id={`${uid}-heading`} className="mb-2 text-sm font-semibold text-zinc-800">
        Pairwise comparison, case by case
      </h3>
      <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor={`${uid}-a`}>Baseline</label>
        <select
          id={`${uid}-a`}
          value={baseline}
          onChange={(e) => setBaseline(e.target.value as ReturnMode)}
          className={SELECT}
        >
          {modes.map((mode) => (
            <option key={mode}>{mode}</option>
          ))}
        </select>
        <label htmlFor={`${uid}-b`}>against</label>
        <select
          id={`${uid}-b`}
          value={other}
          data-testid="compare-other"
          onChange={(e) => setOther(e.target.value as ReturnMode)}
          className={SELECT}
        >
          {modes.map((mode) => (
            <option key={mode}>{mode}</option>
          ))}
        </select>
      </div>
      {baseline === other ? (
        <p className="text-xs text-zinc-500">Choose two different modes.</p>
      ) : comparison.isError ? (
        <ErrorMessage error={comparison.error} compact />
      ) : comparison.data ? (
        <table className="w-full text-left text-xs" data-testid="mode-comparison">
          {warning === null ? null : (
            <caption
              data-testid="comparison-interval-warning"
              className="caption-bottom pt-1 text-left text-amber-900"
            >
              † {warning}
            </caption>
          )}
          <thead className="text-zinc-600">
            <tr>
              <th className="py-1 font-medium">Metric</th>
              <th className="py-1 font-medium">{other} wins / losses / ties</th>
              <th className="py-1 font-medium">mean Δ [95% CI]</th>
              <th className="py-1 font-medium">paired t p</th>
              <th className="py-1 font-medium">sign test p</th>
            </tr>
          </thead>
          <tbody>
            {comparison.data.metrics.map((row) => {
              const metric = EXPERIMENT_METRICS.find((m) => m.key === row.key)!;
              const d = row.difference;
              return (
                <tr key={row.key} className="border-t border-zinc-100">
                  <td className="py-1">{metric.label}</td>
                  <td className="py-1 tabular-nums">
                    {metric.better === "none"
                      ? neutralTally(row.ties, row.n)
                      : `${row.wins} / ${row.losses} / ${row.ties}`}
                  </td>
                  <td className="py-1 tabular-nums">
                    {d.mean === null ? "—" : formatDelta(metric, d.mean)}
                    {d.low !== null && d.high !== null
                      ? ` [${formatDelta(metric, d.low)}, ${formatDelta(metric, d.high)}]`
                      : ""}
                    {d.low !== null && tooFewCasesForInterval(d.n) ? (
                      <span
                        className="text-amber-700"
                        title={`over only ${d.n} cases: too few cases for a meaningful interval`}
                      >
                        †
                      </span>
                    ) : null}
                  </td>
                  <td className="py-1 tabular-nums">
                    {row.tTestP === null ? "—" : row.tTestP.toFixed(3)}
                  </td>
                  <td className="py-1 tabular-nums">
                    {row.signTestP === null ? "—" : row.signTestP.toFixed(3)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="text-xs text-zinc-500">Comparing…</p>
      )}
    </section>
  );
}

/** The few-cases warning for a comparison's intervals (null when each has enough cases). */
function comparisonWarning(
  metrics: readonly { difference: { n: number; low: number | null } }[],
): string | null {
  return fewCasesWarning(
    metrics.flatMap((row) => (row.difference.low === null ? [] : [row.difference.n])),
  );
}
