import { itemIdsInRendering } from "../contract/debrief-items";
import { checkFinalAnswer, MAX_FINAL_ANSWER_RETRIES } from "../contract/final-answer-check";
import { renderFinalAnswer } from "../contract/final-answer-rendering";
import { FinalAnswerContractError } from "../errors";
import type { ReturnCallOutcome, ReturnTool } from "../return-modes/return-mode";
import type { ToolCallItem } from "../transcript/transcript-item";
import type { LiveAgent } from "./live-agent";
import { FINAL_ANSWER_TOOL } from "./tool-call-acceptance";

/**
 * Enforce the answer contract on one final_answer call (issue 14), as research_result is
 * enforced on a child: finalization checks the inbox first (a pending correction defers it);
 * the arguments are validated against the debriefs the parent received; a rejection goes back
 * to the parent with the errors, up to MAX_FINAL_ANSWER_RETRIES retries, then the contract has
 * failed (the loop ends the parent with FinalAnswerContractError). An accepted record is kept
 * in the transcript (the call's arguments, redacted as they arrived from the model: the record
 * passes the same ingestion as any model output) and its rendering becomes the final answer.
 */
export async function handleFinalAnswer(
  agent: LiveAgent,
  call: ToolCallItem,
  preventedCallIds: Map<number, string[]>,
): Promise<ReturnCallOutcome> {
  const pending = agent.inbox.pending[0];
  if (pending !== undefined) {
    preventedCallIds.set(pending.sequence, [
      ...(preventedCallIds.get(pending.sequence) ?? []),
      call.callId,
    ]);
    await agent.appendResult(call, {
      status: "not_executed",
      preventedByCorrection: pending.sequence,
      content: `final_answer not accepted yet: correction #${pending.sequence} arrived before finalization. It is delivered next; take it into account, then call final_answer again.`,
    });
    return "deferred";
  }
  const check = checkFinalAnswer(call.parsedArguments, receivedItemIds(agent));
  // Same synchronous step as the inbox check above: no correction can arrive unseen.
  if (check.ok) agent.inbox.close("final_answer accepted");
  await agent.setPhase("finalizing", null);
  if (!check.ok) {
    const attempts = agent.recordContractFailure(check.errors);
    const left = attempts > MAX_FINAL_ANSWER_RETRIES;
    await agent.appendResult(call, {
      status: "error",
      content: `final_answer rejected (attempt ${attempts} of ${MAX_FINAL_ANSWER_RETRIES + 1}${left ? "; no retries left" : ""}): ${check.errors.join("; ")}${left ? "" : ". Fix these fields and call final_answer again."}`,
    });
    return left ? "contract_failed" : "rejected";
  }
  const rendered = renderFinalAnswer(check.record);
  await agent.appendResult(call, {
    status: "ok",
    content: `final_answer accepted (${check.record.claims.length} claims). Your work is done.`,
  });
  agent.setFinalText(rendered.text);
  return "accepted";
}

/**
 * The ids of every debrief item the parent was shown: read from its wait_for_agents results
 * (what it received, live or replayed from the recording).
 */
export function receivedItemIds(agent: LiveAgent): Set<string> {
  const ids = new Set<string>();
  for (const item of agent.transcript.items) {
    if (item.kind !== "tool_result" || item.toolName !== "wait_for_agents") continue;
    for (const id of itemIdsInRendering(item.content)) ids.add(id);
  }
  return ids;
}

/** final_answer as a parent's return tool (batch-execution.ts hands it the parent's calls). */
export const finalAnswerReturnTool: ReturnTool = {
  name: FINAL_ANSWER_TOOL,
  handle: (agent, _deps, call, preventedCallIds) =>
    handleFinalAnswer(agent, call, preventedCallIds),
};

/**
 * End a parent that broke the answer contract with FinalAnswerContractError, keeping its last
 * text (if any) as an answer the contract did not check (the audit reads it as free text).
 */
export async function failFinalAnswerContract(
  agent: LiveAgent,
  lastText = lastAssistantText(agent),
): Promise<void> {
  const error = new FinalAnswerContractError(
    agent.id,
    agent.lastContractErrors,
    agent.contractFailures,
  );
  if (lastText === "") {
    await agent.finish("failed", error.message);
    return;
  }
  agent.setFinalText(lastText);
  await agent.finish(
    "failed",
    `${error.message}; its last text is kept as an answer the contract did not check`,
  );
}

/** The text of the agent's last assistant message ("" when none). */
function lastAssistantText(agent: LiveAgent): string {
  const last = agent.transcript.items.findLast(
    (item) => item.kind === "message" && item.role === "assistant",
  );
  return last?.kind === "message" ? last.text.trim() : "";
}
