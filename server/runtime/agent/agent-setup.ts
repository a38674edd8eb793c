import { finalAnswerTool } from "../tools/builtin/final-answer";
import { fetchTranscriptSpanTool } from "../tools/builtin/fetch-transcript-span";
import { researchResultTool } from "../tools/builtin/research-result";
import { correctAgentTool } from "../tools/builtin/correct-agent";
import { spawnAgentTool } from "../tools/builtin/spawn-agent";
import { waitForAgentsTool } from "../tools/builtin/wait-for-agents";
import type { AgentBudget, AgentRecord, AgentRole } from "../records";
import type { ToolChoice } from "../providers/model-provider";
import type { AnyTool } from "../tools/tool";
import type { AgentFinish } from "./live-agent";
import { CHILD_SYSTEM_PROMPT, PARENT_SYSTEM_PROMPT, PARENT_TEXT_SYSTEM_PROMPT } from "./prompts";

/** A new agent's record: queued, iteration 0, an activity report with no progress yet. */
export function newAgentRecord(fields: {
  id: string;
  runId: string;
  parentAgentId: string | null;
  role: AgentRole;
  name: string;
  brief: string;
  budget: AgentBudget;
  now: number;
}): AgentRecord {
  const { now, ...rest } = fields;
  return {
    ...rest,
    status: "queued",
    statusDetail: null,
    iteration: 0,
    toolCallCount: 0,
    activity: {
      phase: "queued",
      phaseStartedAt: now,
      phaseDeadlineAt: null,
      lastProgressAt: null,
      lastProgressEvent: null,
      inboxCount: 0,
      lastConsumedSequence: null,
      repetitionStreak: 0,
    },
    createdAt: now,
    finishedAt: null,
  };
}

/**
 * What an agent of a role gets: its tools, tool choice, system prompt and how it finishes.
 * A child: the workspace tools and research_result, forced to call a tool. A parent: spawn,
 * wait, correct, span fetch, its extra tools and final_answer, forced to call a tool (issue 14:
 * it finishes only through final_answer); with `parentFinish: "text"` (runs recorded before the
 * answer contract) no final_answer, tool choice auto, and a text turn ends it.
 */
export function agentKit(
  role: AgentRole,
  input: {
    workspaceTools: readonly AnyTool[];
    parentTools?: readonly AnyTool[];
    parentFinish?: "final_answer" | "text";
  },
): { tools: AnyTool[]; toolChoice: ToolChoice; systemPrompt: string; finish: AgentFinish } {
  if (role === "child") {
    return {
      tools: [...input.workspaceTools, researchResultTool],
      toolChoice: { type: "required" },
      systemPrompt: CHILD_SYSTEM_PROMPT,
      finish: "research_result",
    };
  }
  const text = input.parentFinish === "text";
  return {
    tools: [
      spawnAgentTool,
      waitForAgentsTool,
      correctAgentTool,
      fetchTranscriptSpanTool,
      ...(input.parentTools ?? []),
      ...(text ? [] : [finalAnswerTool]),
    ],
    toolChoice: text ? { type: "auto" } : { type: "required" },
    systemPrompt: text ? PARENT_TEXT_SYSTEM_PROMPT : PARENT_SYSTEM_PROMPT,
    finish: text ? "text" : "final_answer",
  };
}

/**
 * A child name unique in its run, as one token (item ids are `<agentName>/<key>`, issue 14):
 * `name` with whitespace as "-", or `name-2`, `name-3`… when a sibling already has it.
 */
export function uniqueAgentName(requested: string, taken: ReadonlySet<string>): string {
  const name = requested.trim().replace(/\s+/g, "-") || "researcher";
  if (!taken.has(name)) return name;
  let suffix = 2;
  while (taken.has(`${name}-${suffix}`)) suffix += 1;
  return `${name}-${suffix}`;
}
