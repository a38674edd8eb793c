import type { AgentRecord } from "../../runtime/records";
import type { RunRepository } from "./run-repository";
import { requireRun } from "./run-guards";
import type { ExchangeSummary, ToolEventRow } from "./run-views";

/** One tool call on the timeline: from the call's arrival to its result (null: no result yet). */
export interface TimelineToolCall {
  agentId: string;
  callId: string;
  name: string;
  iteration: number;
  startedAt: number;
  endedAt: number | null;
  /** The result's status (ok, error, not_executed, cancelled); null while it runs. */
  status: string | null;
}

/** An agent as the timeline shows it. */
export type TimelineAgent = Pick<
  AgentRecord,
  "id" | "name" | "role" | "parentAgentId" | "status" | "createdAt" | "finishedAt"
>;

/**
 * A run's waterfall (runs.timeline): its span, each agent's life, each model call (an exchange:
 * start, latency, usage, HTTP status) and each tool call (call to result). Epoch ms.
 */
export interface RunTimeline {
  runId: string;
  startedAt: number;
  /** When the run ended; null while it runs. */
  finishedAt: number | null;
  agents: TimelineAgent[];
  modelCalls: ExchangeSummary[];
  toolCalls: TimelineToolCall[];
}

/** What the timeline reads. */
export interface RunTimelineDependencies {
  runRepository: Pick<RunRepository, "findRun" | "listAgents" | "listExchanges" | "listToolEvents">;
}

/**
 * Tool calls from the stored calls and results (sequence order per agent): each call with the
 * result whose toolUseId is its id; a call without one is still running (or was never paired).
 */
export function pairToolEvents(rows: readonly ToolEventRow[]): TimelineToolCall[] {
  const calls: TimelineToolCall[] = [];
  const open = new Map<string, TimelineToolCall>();
  for (const row of rows) {
    if (row.callId === null) continue;
    const key = `${row.agentId}\u0000${row.callId}`;
    if (row.kind === "tool_call") {
      const call: TimelineToolCall = {
        agentId: row.agentId,
        callId: row.callId,
        name: row.name ?? "tool",
        iteration: row.iteration,
        startedAt: row.at,
        endedAt: null,
        status: null,
      };
      calls.push(call);
      open.set(key, call);
    } else {
      const call = open.get(key);
      if (call === undefined) continue;
      call.endedAt = row.at;
      call.status = row.status;
      open.delete(key);
    }
  }
  return calls;
}

/** A run's timeline (see RunTimeline). NotFoundError "unknown run: <runId>". */
export async function getRunTimeline(
  deps: RunTimelineDependencies,
  runId: string,
): Promise<RunTimeline> {
  const run = await requireRun(deps, runId);
  const [agents, modelCalls, toolEvents] = await Promise.all([
    deps.runRepository.listAgents(runId),
    deps.runRepository.listExchanges(runId),
    deps.runRepository.listToolEvents(runId),
  ]);
  return {
    runId,
    startedAt: run.startedAt ?? run.createdAt,
    finishedAt: run.finishedAt,
    agents: agents.map(({ id, name, role, parentAgentId, status, createdAt, finishedAt }) => ({
      id,
      name,
      role,
      parentAgentId,
      status,
      createdAt,
      finishedAt,
    })),
    modelCalls,
    toolCalls: pairToolEvents(toolEvents),
  };
}
