import { redactTexts } from "../redaction/redaction";
import type { ToolOutcome } from "../tools/tool";
import type { ToolCallItem, ToolResultStatus } from "../transcript/transcript-item";
import type { LiveAgent, RuntimeDependencies } from "./live-agent";
import type { ReturnCallOutcome, ReturnTool } from "../return-modes/return-mode";
import { finalAnswerReturnTool } from "./final-answer-handling";

/** How a batch ended for the loop. */
export interface BatchOutcome {
  /**
   * How the agent's return call ended (a child's return tool, research_result in the contract
   * mode; a parent's final_answer); null: none made.
   */
  returnCall: ReturnCallOutcome | null;
  /** The return tool's name (null when the agent has none). */
  returnTool: string | null;
}

/**
 * The tool the agent returns through: its return mode's for a child (none when a text turn ends
 * it), final_answer for a parent (none for one replayed with a text finish).
 */
export function returnToolOf(agent: LiveAgent): ReturnTool | null {
  if (agent.record.role === "child") return agent.setup.returnMode.child?.returnTool ?? null;
  return agent.setup.parentFinish === "final_answer" ? finalAnswerReturnTool : null;
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
  let returnCall: ReturnCallOutcome | null = null;
  const returnTool = returnToolOf(agent);
  for (const call of calls) {
    if (call.acceptance !== "accepted") {
      await appendResult(agent, call, "error", call.rejectionReason ?? "rejected", null);
      continue;
    }
    if (returnCall === "accepted" || returnCall === "contract_failed") {
      await appendResult(
        agent,
        call,
        "not_executed",
        `not executed: the agent already finished with ${returnTool?.name ?? "its return"}`,
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
    if (pending !== undefined && call.name !== returnTool?.name) {
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
    if (returnTool !== null && call.name === returnTool.name) {
      returnCall = await returnTool.handle(agent, deps, call, preventedCallIds);
      continue;
    }
    if (agent.record.toolCallCount >= agent.record.budget.maxToolCalls) {
      agent.markToolBudgetExhausted();
      await appendResult(
        agent,
        call,
        "not_executed",
        `not executed: tool-call budget exhausted (${agent.record.budget.maxToolCalls} calls). Finish now${finishHint(agent, returnTool)}.`,
        null,
      );
      continue;
    }
    await executeOne(agent, call);
  }
  return { returnCall, returnTool: returnTool?.name ?? null };
}

async function executeOne(agent: LiveAgent, call: ToolCallItem): Promise<void> {
  const tool = agent.tools.get(call.name);
  if (tool === undefined) {
    await appendResult(agent, call, "error", `unknown tool "${call.name}"`, null);
    return;
  }
  if (agent.record.role === "parent")
    await agent.setup.returnMode.beforeParentToolCall(agent, call);
  agent.countToolCall();
  await agent.setPhase(
    call.name === "wait_for_agents" ? "waiting_for_agents" : "tool_execution",
    null,
  );
  // Ingestion: what a tool returns (workspace files, SQL rows) is redacted before it is stored
  // or sent to the model. Recorded outcomes (replay) were redacted when they were recorded.
  const execute = async () =>
    redactToolOutcome(
      await tool.execute(call.parsedArguments as never, {
        runId: agent.record.runId,
        agentId: agent.id,
        callId: call.callId,
        iteration: agent.record.iteration,
        signal: agent.signal,
        workspace: agent.setup.workspace,
        agents: agent.setup.control,
      }),
    );
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
  await agent.progress(`tool result ${call.name} (${call.callId})`);
}

/** How an agent out of tool calls should finish (the contract's return tool, or text). */
function finishHint(agent: LiveAgent, returnTool: { name: string } | null): string {
  if (agent.record.role !== "child") return returnTool !== null ? ` with ${returnTool.name}` : "";
  return returnTool !== null
    ? ` with ${returnTool.name} and effort.budget_exhausted = true`
    : " by replying with your findings in text, saying that the budget ran out";
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

/** A tool outcome with its content and uncertainty redacted. */
function redactToolOutcome(outcome: ToolOutcome): ToolOutcome {
  const [content, uncertainty] = redactTexts([outcome.content, outcome.uncertainty ?? ""]);
  return {
    ...outcome,
    content: content!,
    ...(outcome.uncertainty == null ? {} : { uncertainty: uncertainty! }),
  };
}
