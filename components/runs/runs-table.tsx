import Link from "next/link";
import type { RunSummary } from "@/server/features/runs/run-views";
import { Elapsed } from "@/components/ui/elapsed";
import { RelativeTime } from "@/components/ui/relative-time";
import { StatusBadge } from "@/components/ui/status-badge";
import { OutcomeBadge } from "@/components/ui/outcome-badge";
import { RUN_OUTCOME_LABELS, type RunOutcome } from "@/server/shared/run-outcome";
import type { RunStatus } from "@/server/shared/run-status";
import type { FlagSummary } from "@/components/audit/flag-summary";
import { RunFlags } from "./run-flags";
import { AuditOutcomeBadge } from "@/components/audit/audit-outcome-badge";
import { withActorNames } from "@/server/shared/human-actor";
import { RunId } from "@/components/ui/run-id";

/** A run's workspace by its name; its id when the workspace is not (or no longer) listed. */
export function workspaceLabel(workspaceId: string, names: ReadonlyMap<string, string>): string {
  return names.get(workspaceId) ?? workspaceId;
}

/**
 * True when a run's outcome says no more than its status (cancelled and cancelled, succeeded
 * and succeeded, running and in progress): the list then shows one badge, not the same word
 * twice.
 */
export function outcomeRepeatsStatus(status: RunStatus, outcome: RunOutcome): boolean {
  return outcome === "in_progress" || RUN_OUTCOME_LABELS[outcome] === status;
}

/**
 * The Status cell: "run" and "answer" labels before the run's status and its outcome (what
 * the answer is worth, its reason on hover), as the run page's header has them; one unlabelled
 * status badge when the outcome repeats it; under them the audit's dropped caveats, when it
 * found any (a green "succeeded" alone would read as "fine").
 */
function RunStatusCell({ run, flags }: { run: RunSummary; flags: FlagSummary | undefined }) {
  const audit = flags ? (
    <div className="mt-1">
      <AuditOutcomeBadge counts={flags} runId={run.id} />
    </div>
  ) : null;
  const queue =
    run.queuePosition !== null ? (
      <span className="ml-1 text-xs text-zinc-500" data-testid="queue-position">
        #{run.queuePosition}
      </span>
    ) : null;
  if (outcomeRepeatsStatus(run.status, run.outcome))
    return (
      <>
        <span className="whitespace-nowrap">
          <StatusBadge
            status={run.status}
            title={run.outcomeDetail}
            droppedCaveats={flags?.flagCount}
          />
          {queue}
        </span>
        {audit}
      </>
    );
  return (
    <>
      {/* 1fr (not minmax(0,1fr)): the cell's minimum width holds the nowrap run badge; at 390 px
          the table's columns shrank below it and "succeeded" ran under the Flags column. */}
      <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-1.5 gap-y-1">
        <dt className="text-xs text-zinc-500">run</dt>
        <dd className="whitespace-nowrap">
          <StatusBadge
            status={run.status}
            title={run.statusDetail ? withActorNames(run.statusDetail) : undefined}
            droppedCaveats={flags?.flagCount}
          />
          {queue}
        </dd>
        <dt className="text-xs text-zinc-500">answer</dt>
        <dd>
          <OutcomeBadge
            outcome={run.outcome}
            detail={run.outcomeDetail}
            droppedCaveats={flags?.flagCount}
            wrap
          />
        </dd>
      </dl>
      {audit}
    </>
  );
}

/**
 * The runs list as a dense table that fits beside the new-run form on a laptop screen (about
 * 900 px) without scrolling sideways: the run's status with the answer's outcome under it,
 * labelled (RunStatusCell), audit flags (next to the outcome, so a reviewer sees a bad
 * answer at a glance), the question (the widest column; the whole question on hover),
 * workspace name with provider and mode (wrapping), started with the duration under it,
 * agents. `flags` maps run ids to their audit's flag counts, `workspaceNames` workspace ids to
 * names. Questions and names are people's text: each sits in a <bdi>, so a right-to-left
 * override in one cannot reorder the text around it.
 */
export function RunsTable({
  runs,
  flags,
  workspaceNames,
}: {
  runs: RunSummary[];
  flags: ReadonlyMap<string, FlagSummary>;
  workspaceNames: ReadonlyMap<string, string>;
}) {
  return (
    <div className="overflow-x-auto rounded-md border border-zinc-200 bg-white">
      <table data-testid="runs-table" className="w-full min-w-[640px] text-left text-sm">
        <thead className="border-b border-zinc-200 bg-zinc-50 text-xs uppercase tracking-wide text-zinc-500">
          <tr>
            <th scope="col" className="px-2.5 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-2.5 py-2 font-medium">
              Flags
            </th>
            <th scope="col" className="min-w-[14rem] px-2.5 py-2 font-medium">
              Question
            </th>
            <th scope="col" className="px-2.5 py-2 font-medium">
              Workspace · provider
            </th>
            <th scope="col" className="px-2.5 py-2 font-medium">
              Started
            </th>
            <th scope="col" className="px-2.5 py-2 text-right font-medium">
              Agents
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {runs.map((run) => (
            <tr
              key={run.id}
              data-testid="run-row"
              data-run-id={run.id}
              data-status={run.status}
              data-outcome={run.outcome}
              className="align-top hover:bg-zinc-50"
            >
              <td className="w-[8.5rem] px-2.5 py-2">
                <RunStatusCell run={run} flags={flags.get(run.id)} />
              </td>
              <td className="whitespace-nowrap px-2.5 py-2 tabular-nums">
                <RunFlags runId={run.id} summary={flags.get(run.id)} />
              </td>
              <td className="px-2.5 py-2">
                <Link
                  href={`/runs/${run.id}`}
                  title={run.question}
                  data-testid="run-question"
                  className="line-clamp-3 font-medium break-words text-zinc-900 hover:text-sky-700 hover:underline"
                >
                  <bdi>{run.question}</bdi>
                </Link>
                <span className="mr-1.5 text-xs">
                  <RunId runId={run.id} testId="run-short-id" />
                </span>
                {run.experimentId ? (
                  <Link
                    href={`/experiments/${run.experimentId}`}
                    data-testid="run-experiment"
                    className="mt-0.5 inline-block rounded bg-violet-50 px-1.5 text-xs text-violet-800 hover:underline"
                    title="Started by an experiment"
                  >
                    experiment {run.experimentId}
                  </Link>
                ) : null}
                {run.statusDetail && run.status !== "succeeded" ? (
                  <p
                    title={withActorNames(run.statusDetail)}
                    className={`mt-0.5 line-clamp-1 text-xs ${run.status === "failed" ? "text-red-700" : "text-zinc-500"}`}
                  >
                    <bdi>{withActorNames(run.statusDetail)}</bdi>
                  </p>
                ) : null}
              </td>
              <td className="max-w-[11rem] px-2.5 py-2 text-xs break-words text-zinc-600">
                <div
                  data-testid="run-workspace"
                  data-workspace-id={run.workspaceId}
                  title={run.workspaceId}
                  className="font-medium text-zinc-700"
                >
                  <bdi>{workspaceLabel(run.workspaceId, workspaceNames)}</bdi>
                </div>
                <div data-testid="run-provider">
                  {run.providerName}
                  {run.scenario ? <span className="text-zinc-400"> ({run.scenario})</span> : null}
                  <span className="text-zinc-400"> · </span>
                  {run.returnMode}
                </div>
              </td>
              <td className="whitespace-nowrap px-2.5 py-2 text-zinc-600">
                <RelativeTime at={run.startedAt ?? run.createdAt} />
                <div className="text-xs" data-testid="run-duration" title="duration">
                  <Elapsed durationMs={run.durationMs} startedAt={run.startedAt} />
                </div>
              </td>
              <td className="px-2.5 py-2 text-right tabular-nums text-zinc-600">
                {run.agentCount}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
