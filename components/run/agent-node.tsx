"use client";

import type { ActivityAssessment } from "@/server/features/runs/run-views";
import type { AgentRecord } from "@/server/runtime/records";
import { isTerminalAgentStatus } from "@/server/shared/agent-status";
import { Badge } from "@/components/ui/badge";
import { formatRelative } from "@/components/ui/format";
import { StatusBadge } from "@/components/ui/status-badge";
import { useNow } from "@/components/ui/use-now";
import { withActorNames } from "@/server/shared/human-actor";

/**
 * Focuses the agent's correction box (when it has an open one) as its section is scrolled to:
 * clicking an agent in the tree is how a person picks whom to correct. Without a box, the link
 * only scrolls.
 */
function focusCorrectionInput(agentId: string): void {
  const input = document.querySelector<HTMLTextAreaElement>(
    `[data-testid="correction-box-${CSS.escape(agentId)}"] textarea`,
  );
  input?.focus({ preventScroll: true });
}

/**
 * One agent in the tree: name, role, status, phase, iteration and tool calls against budget,
 * the activity report (last real progress, inbox), and the failure reason in red.
 */
export function AgentNode({
  agent,
  pendingCorrections,
  assessment = null,
}: {
  agent: AgentRecord;
  pendingCorrections: number;
  /** The server's overdue/idle assessment (seed 003), computed when the snapshot was read. */
  assessment?: ActivityAssessment | null;
}) {
  const live = !isTerminalAgentStatus(agent.status);
  const now = useNow(1_000, live);
  const { activity } = agent;
  // Overdue also ticks locally: a snapshot is only pushed when something changes.
  const overdue =
    live &&
    (assessment?.overdue === true ||
      (activity.phaseDeadlineAt !== null && activity.phaseDeadlineAt < now));
  const idle = live && assessment?.idle === true;
  const failed = agent.status === "failed" || agent.status === "terminated";

  return (
    <div
      data-testid={`agent-node-${agent.id}`}
      data-status={agent.status}
      data-phase={activity.phase}
      data-overdue={overdue ? "true" : undefined}
      data-idle={idle ? "true" : undefined}
      className={`rounded-md border bg-white p-2 text-sm ${failed ? "border-red-300" : "border-zinc-200"}`}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <a
          href={`#agent-${agent.id}`}
          onClick={() => focusCorrectionInput(agent.id)}
          className="font-semibold text-zinc-900 hover:text-sky-700 hover:underline"
        >
          <bdi>{agent.name}</bdi>
        </a>
        <Badge tone={agent.role === "parent" ? "violet" : "grey"}>{agent.role}</Badge>
        <StatusBadge status={agent.status} />
      </div>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs text-zinc-600">
        <dt className="text-zinc-400">phase</dt>
        <dd>
          <span className="font-mono text-zinc-800">{activity.phase}</span>
          {overdue ? (
            <Badge tone="red" className="ml-1">
              overdue
            </Badge>
          ) : null}
          {idle ? (
            <Badge tone="amber" className="ml-1">
              idle
            </Badge>
          ) : null}
        </dd>
        <dt className="text-zinc-400">iteration</dt>
        <dd className="tabular-nums">
          {agent.iteration} / {agent.budget.maxIterations}
        </dd>
        <dt
          className="text-zinc-400"
          title="Tool calls counted against the budget. The closing research_result or final_answer call is not counted, so the transcript shows one more."
        >
          budgeted calls
        </dt>
        <dd className="tabular-nums">
          {agent.toolCallCount} / {agent.budget.maxToolCalls}
        </dd>
        {live ? (
          <>
            <dt className="text-zinc-400">progress</dt>
            <dd>
              {activity.lastProgressAt === null
                ? "none yet"
                : `${activity.lastProgressEvent ?? "event"}, ${formatRelative(activity.lastProgressAt, now)}`}
            </dd>
          </>
        ) : null}
        {pendingCorrections > 0 || activity.lastConsumedSequence !== null ? (
          <>
            <dt className="text-zinc-400">inbox</dt>
            <dd>
              {pendingCorrections} queued
              {activity.lastConsumedSequence !== null
                ? `, last consumed #${activity.lastConsumedSequence}`
                : ""}
            </dd>
          </>
        ) : null}
        {activity.repetitionStreak > 1 ? (
          <>
            <dt className="text-zinc-400">guard</dt>
            <dd
              data-testid="repetition-guard"
              title="Identical call + identical result cycles in a row: a warning at 3, termination at 4"
            >
              <Badge tone={activity.repetitionStreak >= 3 ? "red" : "amber"}>
                {activity.repetitionStreak} identical cycles
              </Badge>
            </dd>
          </>
        ) : null}
      </dl>
      {live && assessment?.message ? (
        <p
          data-testid="agent-activity-warning"
          className="mt-1.5 rounded bg-amber-50 px-1.5 py-1 text-xs text-amber-900"
        >
          ⚠ {assessment.message}
        </p>
      ) : null}
      {agent.statusDetail ? (
        <p
          data-testid="agent-status-detail"
          className={`mt-1.5 break-words rounded px-1.5 py-1 font-mono text-xs ${failed ? "bg-red-50 font-semibold text-red-800" : "bg-zinc-50 text-zinc-700"}`}
        >
          {withActorNames(agent.statusDetail)}
        </p>
      ) : null}
    </div>
  );
}
