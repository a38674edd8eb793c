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
import { nounFor } from "@/components/ui/plural";

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
            testId="run-row-status"
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
            testId="run-row-status"
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

/** A cell's padding in the table; a card (below `sm`) pads the row instead. */
const CELL = "sm:px-2.5 sm:py-2";

/**
 * What turns a table row into a card below `sm`: the row wraps its cells (flex), the question
 * spans the card and comes first, the workspace and provider take a line of their own, started
 * and duration sit on one line.
 */
const CARD = {
  row: "max-sm:flex max-sm:flex-wrap max-sm:items-start max-sm:gap-x-4 max-sm:gap-y-1.5 max-sm:p-3",
  question: "max-sm:order-first max-sm:w-full max-sm:min-w-0",
  workspace: "max-sm:flex max-sm:w-full max-sm:min-w-0 max-sm:flex-wrap max-sm:gap-x-2",
  started: "max-sm:flex max-sm:items-baseline max-sm:gap-1.5",
} as const;

/**
 * The runs list as a dense table that fits beside the new-run form on a laptop screen (about
 * 900 px) without scrolling sideways: the run's status with the answer's outcome under it,
 * labelled (RunStatusCell), audit flags (next to the outcome, so a reviewer sees a bad
 * answer at a glance), the question (the widest column; the whole question on hover),
 * workspace name with provider and mode (wrapping), started with the duration under it,
 * agents. `flags` maps run ids to their audit's flag counts, `workspaceNames` workspace ids to
 * names. Questions and names are people's text: each sits in a <bdi>, so a right-to-left
 * override in one cannot reorder the text around it.
 * Below `sm` (640 px) the same markup reads as a list of cards (one per run, no header row, no
 * sideways scrolling): the question first across the card, then the status with the outcome,
 * the flags, the workspace and provider, started and duration, agents, each labelled where the
 * column header no longer says what it is (CARD classes; the table's testids are unchanged).
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
      <table
        data-testid="runs-table"
        className="w-full text-left text-sm max-sm:block sm:min-w-[640px]"
      >
        <thead className="border-b border-zinc-200 bg-zinc-50 text-xs uppercase tracking-wide text-zinc-500 max-sm:hidden">
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
        <tbody className="divide-y divide-zinc-100 max-sm:block">
          {runs.map((run) => (
            <tr
              key={run.id}
              data-testid="run-row"
              data-run-id={run.id}
              data-status={run.status}
              data-outcome={run.outcome}
              className={`align-top hover:bg-zinc-50 ${CARD.row}`}
            >
              <td className={`sm:w-[8.5rem] ${CELL}`}>
                <RunStatusCell run={run} flags={flags.get(run.id)} />
              </td>
              <td className={`whitespace-nowrap tabular-nums ${CELL}`}>
                <RunFlags runId={run.id} summary={flags.get(run.id)} />
              </td>
              <td className={`${CELL} ${CARD.question}`}>
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
              <td
                className={`text-xs break-words text-zinc-600 sm:max-w-[11rem] ${CELL} ${CARD.workspace}`}
              >
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
              <td className={`whitespace-nowrap text-zinc-600 ${CELL} ${CARD.started}`}>
                <span className="text-xs text-zinc-500 sm:hidden">started </span>
                <RelativeTime at={run.startedAt ?? run.createdAt} />
                <span aria-hidden className="text-zinc-400 sm:hidden">
                  ·
                </span>
                <div className="text-xs" data-testid="run-duration" title="duration">
                  <Elapsed durationMs={run.durationMs} startedAt={run.startedAt} />
                </div>
              </td>
              <td className={`text-right tabular-nums text-zinc-600 max-sm:text-left ${CELL}`}>
                {run.agentCount}
                <span className="text-xs text-zinc-500 sm:hidden">
                  {" "}
                  {nounFor(run.agentCount, "agent")}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
