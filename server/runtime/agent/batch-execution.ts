import type { ToolOutcome } from "../tools/tool";
import type { ToolCallItem, ToolResultStatus } from "../transcript/transcript-item";
import type { LiveAgent, RuntimeDependencies } from "./live-agent";
import { handleFinalAnswer } from "./final-answer-handling";
import { handleResearchResult, type ResearchResultOutcome } from "./research-result-handling";
import { FINAL_ANSWER_TOOL, RESEARCH_RESULT_TOOL } from "./tool-call-acceptance";

/** How a batch ended for the loop. */
export interface BatchOutcome {
  /** The outcome of the agent's return call (research_result or final_answer), if it made one. */
  finish: ResearchResultOutcome | null;
}

/** The agent's own return tool: research_result for a child, final_answer for a parent. */
function isReturnCall(agent: LiveAgent, call: ToolCallItem): boolean {
  return (
    (call.name === RESEARCH_RESULT_TOOL && agent.setup.finish === "research_result") ||
    (call.name === FINAL_ANSWER_TOOL && agent.setup.finish === "final_answer")
  );
}

/**
 * Execute one response's tool calls in order, giving every call exactly one paired result
 * (seed 003). Rejected calls get their error; calls that had not started when a correction
 * was queued are `not_executed` ("prevented by correction N"); a cancelled agent's calls are
 * `cancelled` — those not started and the one that was running when the cancellation ended it
 * (a tool that completes its work anyway keeps its real result); a running tool always
 * finishes before a correction is consumed.
 */
export async function executeBatch(
  agent: LiveAgent,
  deps: RuntimeDependencies,
  calls: readonly ToolCallItem[],
  preventedCallIds: Map<number, string[]>,
): Promise<BatchOutcome> {
  let finish: ResearchResultOutcome | null = null;
  for (const call of calls) {
    if (call.acceptance !== "accepted") {
      await appendResult(agent, call, "error", call.rejectionReason ?? "rejected", null);
      continue;
    }
    if (finish === "accepted" || finish === "contract_failed") {
      await appendResult(
        agent,
        call,
        "not_executed",
        `not executed: the agent already finished (${agent.setup.finish})`,
        null,
      );
      continue;
    }
    if (agent.signal.aborted) {
      await appendResult(
        agent,
        call,
        "cancelled",
        `cancelled before it started: ${agent.cancelReason ?? "agent cancelled"}`,
        null,
      );
      continue;
    }
    const pending = agent.inbox.pending[0];
    if (pending !== undefined && !isReturnCall(agent, call)) {
      preventedCallIds.set(pending.sequence, [
        ...(preventedCallIds.get(pending.sequence) ?? []),
        call.callId,
      ]);
      await appendResult(
        agent,
        call,
        "not_executed",
        `not executed: prevented by correction #${pending.sequence}, which arrived before this call started`,
        pending.sequence,
      );
      continue;
    }
    if (isReturnCall(agent, call)) {
      finish =
        call.name === FINAL_ANSWER_TOOL
          ? await handleFinalAnswer(agent, call, preventedCallIds)
          : await handleResearchResult(agent, deps, call, preventedCallIds);
      continue;
    }
    if (agent.record.toolCallCount >= agent.record.budget.maxToolCalls) {
      agent.markToolBudgetExhausted();
      await appendResult(
        agent,
        call,
        "not_executed",
        `not executed: tool-call budget exhausted (${agent.record.budget.maxToolCalls} calls). Finish now${agent.setup.finish === "research_result" ? " with research_result and effort.budget_exhausted = true" : agent.setup.finish === "final_answer" ? " with final_answer" : ""}.`,
        null,
      );
      continue;
    }
    await executeOne(agent, call);
  }
  return { finish };
}

async function executeOne(agent: LiveAgent, call: ToolCallItem): Promise<void> {
  const tool = agent.tools.get(call.name);
  if (tool === undefined) {
    await appendResult(agent, call, "error", `unknown tool "${call.name}"`, null);
    return;
  }
  agent.countToolCall();
  await agent.setPhase(
    call.name === "wait_for_agents" ? "waiting_for_agents" : "tool_execution",
    null,
  );
  const execute = () =>
    tool.execute(call.parsedArguments as never, {
      runId: agent.record.runId,
      agentId: agent.id,
      callId: call.callId,
      iteration: agent.record.iteration,
      signal: agent.signal,
      workspace: agent.setup.workspace,
      agents: agent.setup.control,
    });
  let outcome: ToolOutcome;
  try {
    const source = agent.setup.toolOutcomeSource;
    outcome = source ? await source(call, execute) : await execute();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcome = { status: "error", content: `tool ${call.name} failed: ${message}` };
  }
  if (outcome.status === "error" && agent.signal.aborted) {
    // Ended by the cancellation, not by its own failure: cancelled, like the calls not started.
    const reason = agent.cancelReason ?? "agent cancelled";
    await agent.appendResult(call, {
      status: "cancelled",
      content: `cancelled while running: ${reason} (${outcome.content})`,
      uncertainty: outcome.uncertainty ?? null,
    });
  } else {
    await agent.appendResult(call, outcome);
  }
  await agent.flushPendingMarks();
  await agent.progress(`tool result ${call.callId}`);
}

function appendResult(
  agent: LiveAgent,
  call: ToolCallItem,
  status: ToolResultStatus,
  content: string,
  preventedByCorrection: number | null,
): Promise<void> {
  return agent.appendResult(call, { status, content, preventedByCorrection });
}
