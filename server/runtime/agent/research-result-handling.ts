import { checkResearchResult, MAX_CONTRACT_RETRIES } from "../contract/contract-enforcement";
import { succeededCalls } from "../contract/searched-coverage";
import { toolExchangeText } from "../contract/unread-provenance";
import { renderContractFailureForParent, renderForParent } from "../contract/render-for-parent";
import { SubagentContractError } from "../errors";
import { saveReturn } from "../return-modes/return-record";
import type { ReturnCallOutcome } from "../return-modes/return-mode";
import type { ToolCallItem } from "../transcript/transcript-item";
import type { LiveAgent, RuntimeDependencies } from "./live-agent";

/** What handling one research_result call decided. */
export type ResearchResultOutcome = ReturnCallOutcome;

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
    toolExchangeText: toolExchangeText(agent.transcript.items),
    succeededCalls: succeededCalls(agent.transcript.items),
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
  await saveReturn(agent, deps, {
    returnMode: "contract",
    result: check.result,
    renderedForParent: renderForParent(agent.record.name, check.result, check.guardsApplied),
    attempts: agent.contractFailures + 1,
    validationErrors: agent.lastContractErrors,
    guardsApplied: check.guardsApplied,
  });
  return "accepted";
}

/** Store the failure record the parent and the UI see for a broken contract. */
export async function saveContractFailure(
  agent: LiveAgent,
  deps: RuntimeDependencies,
  errors: readonly string[],
  attempts: number,
): Promise<void> {
  await saveReturn(agent, deps, {
    returnMode: "contract",
    result: null,
    renderedForParent: renderContractFailureForParent(
      agent.record.name,
      errors,
      attempts,
      agent.transcriptRef,
    ),
    attempts,
    validationErrors: errors,
    guardsApplied: [],
  });
}

/** Fail the child with SubagentContractError (seed 000): the parent and the UI both see it. */
export async function failContract(agent: LiveAgent): Promise<void> {
  const error = new SubagentContractError(
    agent.id,
    agent.lastContractErrors,
    agent.contractFailures,
  );
  await agent.finish("failed", error.message);
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
