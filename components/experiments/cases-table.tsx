import Link from "next/link";
import type { ExperimentDetail } from "@/server/features/experiments/experiment-views";
import { experimentMetric } from "@/server/shared/experiment-scores";
import { formatMetric } from "./metric-format";

const SHOWN = ["answer_score", "required_caveats", "overstated", "parent_added"] as const;

/**
 * Every case with, per mode, its answer score, required caveats carried, overstated claims and
 * what the return added to the parent (means over the case's scored trials, whose count each
 * mode's first cell shows when a trial is missing); each case opens its drill-down.
 */
export function CasesTable({ detail }: { detail: ExperimentDetail }) {
  const modes = detail.experiment.modes;
  const trials = detail.experiment.trials;
  return (
    <div className="overflow-x-auto rounded-md border border-zinc-200 bg-white">
      <table className="w-full text-left text-xs" data-testid="experiment-cases">
        <caption className="px-2 py-1.5 text-left text-zinc-500" data-testid="case-trials-note">
          {`Each figure is the mean over a case's scored ${trials === 1 ? "trial" : "trials"} (${trials} per case and mode).`}
        </caption>
        <thead className="border-b border-zinc-200 bg-zinc-50 text-zinc-600">
          <tr>
            <th className="px-2 py-2 font-medium" rowSpan={2}>
              Case
            </th>
            {modes.map((mode) => (
              <th
                key={mode}
                className="border-l border-zinc-200 px-2 pt-2 font-medium"
                colSpan={SHOWN.length}
              >
                {mode}
              </th>
            ))}
          </tr>
          <tr>
            {modes.flatMap((mode) =>
              SHOWN.map((key) => (
                <th key={`${mode}-${key}`} className="px-2 pb-2 font-normal">
                  {experimentMetric(key)?.label}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {detail.cases.map((row) => (
            <tr
              key={row.caseId}
              className="border-b border-zinc-100 last:border-0"
              data-testid="case-row"
            >
              <td className="px-2 py-1.5">
                <Link
                  href={`/experiments/${detail.experiment.id}/cases/${row.caseId}`}
                  className="font-mono text-sky-700 underline"
                  data-testid="case-link"
                >
                  {row.caseId}
                </Link>
                <span className="block max-w-xs truncate text-zinc-500" title={row.question}>
                  <bdi>{row.question}</bdi>
                </span>
              </td>
              {modes.flatMap((mode) =>
                SHOWN.map((key, index) => {
                  const value = row.perMode[mode]?.[key];
                  const metric = experimentMetric(key)!;
                  const scored = row.scoredTrials[mode] ?? 0;
                  return (
                    <td key={`${mode}-${key}`} className="px-2 py-1.5 tabular-nums">
                      {value === null || value === undefined ? "—" : formatMetric(metric, value)}
                      {index === 0 && scored < trials ? (
                        <span className="block text-zinc-500" data-testid="case-scored-trials">
                          {scored} of {trials} scored
                        </span>
                      ) : null}
                    </td>
                  );
                }),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
