import { MAX_CONTRACT_RETRIES } from "../contract/contract-enforcement";
import type { LiveAgent, RuntimeDependencies } from "../agent/live-agent";
import {
  CHILD_SYSTEM_PROMPT,
  PARENT_SYSTEM_PROMPT,
  PARENT_TEXT_SYSTEM_PROMPT,
} from "../agent/prompts";
import {
  failContract,
  handleResearchResult,
  saveContractFailure,
} from "../agent/research-result-handling";
import { RESEARCH_RESULT_TOOL } from "../agent/tool-call-acceptance";
import { researchResultTool } from "../tools/builtin/research-result";
import type { ReturnModeStrategy } from "./return-mode";
import { delegatingParentKit, noWindowMarks } from "./delegation";

/**
 * The contract (seed 000, the default): the child must finish by calling research_result; the
 * arguments are validated, a rejection goes back to the child (up to MAX_CONTRACT_RETRIES
 * retries), and the parent receives the validated record rendered compactly, never the
 * transcript. A turn that ends without the call is a failed attempt too. The parent's claims
 * cite the ids of the debrief items they rest on (final_answer; the audit is exact).
 */
export const contractReturnMode: ReturnModeStrategy = {
  mode: "contract",
  parentKit: (input) =>
    delegatingParentKit(
      { finalAnswer: PARENT_SYSTEM_PROMPT, text: PARENT_TEXT_SYSTEM_PROMPT },
      input,
    ),
  child: {
    kit: (workspaceTools) => ({
      tools: [...workspaceTools, researchResultTool],
      toolChoice: { type: "required" },
      systemPrompt: CHILD_SYSTEM_PROMPT,
    }),
    returnName: "valid research_result",
    returnTool: { name: RESEARCH_RESULT_TOOL, handle: handleResearchResult },
    turnEnded: endedWithoutResearchResult,
    saveFailedReturn: saveContractFailure,
  },
  beforeParentToolCall: noWindowMarks,
};

/** A turn without research_result: one failed attempt (a reminder), or the contract fails. */
async function endedWithoutResearchResult(
  agent: LiveAgent,
  deps: RuntimeDependencies,
): Promise<void> {
  const attempts = agent.recordContractFailure([
    "the child ended its turn without calling research_result",
  ]);
  if (attempts > MAX_CONTRACT_RETRIES) {
    await saveContractFailure(agent, deps, agent.lastContractErrors, agent.contractFailures);
    await failContract(agent);
    return;
  }
  await agent.append([
    {
      kind: "notice",
      source: "contract",
      text: `You must finish by calling research_result (attempt ${agent.contractFailures} of ${MAX_CONTRACT_RETRIES + 1} used).`,
    },
  ]);
}
