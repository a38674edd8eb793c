import { checkResearchResult, MAX_CONTRACT_RETRIES } from "../contract/contract-enforcement";
import { renderContractFailureForParent, renderForParent } from "../contract/render-for-parent";
import type { DebriefRecord } from "../records";
import type { ToolCallItem } from "../transcript/transcript-item";
import type { LiveAgent, RuntimeDependencies } from "./live-agent";

/** What handling one research_result call decided. */
export type ResearchResultOutcome = "accepted" | "rejected" | "contract_failed" | "deferred";

/**
 * Enforce the contract on one research_result call (seed 000): a rejection goes back to the
 * child with the validation errors, up to MAX_CONTRACT_RETRIES retries, then the child fails
 * with SubagentContractError, which the parent receives as a failed child. Finalization checks
 * the inbox first (seed 003): with a correction pending the result is not accepted yet.
 */
export async function handleResearchResult(
  agent: LiveAgent,
  deps: RuntimeDependencies,
  call: ToolCallItem,
  preventedCallIds: Map<number, string[]>,
): Promise<ResearchResultOutcome> {
  const pending = agent.inbox.pending[0];
  if (pending !== undefined) {
    preventedCallIds.set(pending.sequence, [
      ...(preventedCallIds.get(pending.sequence) ?? []),
      call.callId,
    ]);
    await appendResult(
      agent,
      call,
      "not_executed",
      pending.sequence,
      `research_result not accepted yet: correction #${pending.sequence} arrived before finalization. It is delivered next; take it into account, then call research_result again.`,
    );
    return "deferred";
  }
  const check = checkResearchResult(call.parsedArguments, {
    actualToolCalls: agent.record.toolCallCount,
    transcriptRef: agent.transcriptRef,
    budgetExhausted: agent.budgetExhausted,
  });
  // Same synchronous step as the inbox check above: no correction can arrive unseen.
  if (check.ok) agent.inbox.close("research_result accepted");
  await agent.setPhase("finalizing", null);
  if (!check.ok) {
    const attempts = agent.recordContractFailure(check.errors);
    if (attempts > MAX_CONTRACT_RETRIES) {
      await appendResult(
        agent,
        call,
        "error",
        null,
        `research_result rejected (attempt ${attempts} of ${MAX_CONTRACT_RETRIES + 1}; no retries left): ${check.errors.join("; ")}`,
      );
      await saveContractFailure(agent, deps, check.errors, attempts);
      return "contract_failed";
    }
    await appendResult(
      agent,
      call,
      "error",
      null,
      `research_result rejected (attempt ${attempts} of ${MAX_CONTRACT_RETRIES + 1}): ${check.errors.join("; ")}. Fix these fields and call research_result again.`,
    );
    return "rejected";
  }
  await appendResult(agent, call, "ok", null, "research_result accepted. Your work is done.");
  const rendered = renderForParent(agent.record.name, check.result, check.guardsApplied);
  const debrief: DebriefRecord = {
    id: deps.ids.next("debrief"),
    runId: agent.record.runId,
    agentId: agent.id,
    parentAgentId: agent.record.parentAgentId ?? agent.id,
    result: check.result,
    renderedForParent: rendered,
    renderedTokens: deps.tokenCounter.count(rendered),
    attempts: agent.contractFailures + 1,
    validationErrors: [...agent.lastContractErrors],
    guardsApplied: check.guardsApplied,
    transcriptRef: agent.transcriptRef,
    createdAt: deps.clock.now(),
  };
  agent.setDebrief(debrief);
  await deps.store.saveDebrief(debrief);
  deps.events.emit({ type: "debrief-recorded", runId: debrief.runId, agentId: agent.id });
  return "accepted";
}

/** Store the failure record the parent and the UI see for a broken contract. */
export async function saveContractFailure(
  agent: LiveAgent,
  deps: RuntimeDependencies,
  errors: readonly string[],
  attempts: number,
): Promise<void> {
  const rendered = renderContractFailureForParent(
    agent.record.name,
    errors,
    attempts,
    agent.transcriptRef,
  );
  const debrief: DebriefRecord = {
    id: deps.ids.next("debrief"),
    runId: agent.record.runId,
    agentId: agent.id,
    parentAgentId: agent.record.parentAgentId ?? agent.id,
    result: null,
    renderedForParent: rendered,
    renderedTokens: deps.tokenCounter.count(rendered),
    attempts,
    validationErrors: [...errors],
    guardsApplied: [],
    transcriptRef: agent.transcriptRef,
    createdAt: deps.clock.now(),
  };
  agent.setDebrief(debrief);
  await deps.store.saveDebrief(debrief);
  deps.events.emit({ type: "debrief-recorded", runId: debrief.runId, agentId: agent.id });
}

function appendResult(
  agent: LiveAgent,
  call: ToolCallItem,
  status: "ok" | "error" | "not_executed",
  preventedByCorrection: number | null,
  content: string,
): Promise<void> {
  return agent.appendResult(call, { status, content, preventedByCorrection });
}
