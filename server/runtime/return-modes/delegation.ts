import type { LiveAgent } from "../agent/live-agent";
import { correctAgentTool } from "../tools/builtin/correct-agent";
import { fetchTranscriptSpanTool } from "../tools/builtin/fetch-transcript-span";
import { spawnAgentTool } from "../tools/builtin/spawn-agent";
import { waitForAgentsTool } from "../tools/builtin/wait-for-agents";
import type { AgentKit } from "./return-mode";

/**
 * What the modes with children share: a parent that delegates (spawn_agent, wait_for_agents,
 * correct_agent, fetch_transcript_span; it never researches itself), and the rule for a child
 * that returns by ending its turn with text.
 */

/** The delegating parent's kit: the built-in agent tools, the model's choice, `systemPrompt`. */
export function delegatingParentKit(systemPrompt: string): AgentKit {
  return {
    tools: [spawnAgentTool, waitForAgentsTool, correctAgentTool, fetchTranscriptSpanTool],
    toolChoice: { type: "auto" },
    systemPrompt,
  };
}

/** Modes with children mark spawn and return in the manager; nothing around the parent's calls. */
export function noWindowMarks(): Promise<void> {
  return Promise.resolve();
}

/**
 * Whether a child of the summary or transcript mode may finish with the text that ended its
 * turn: not while a correction is queued (seed 003: finalization checks the inbox; it is
 * consumed at the next safe point), not with an empty reply. Synchronous, so the caller can
 * close the inbox in the same step when it is "ready".
 */
export function textEndCheck(agent: LiveAgent, text: string): "ready" | "correction" | "empty" {
  if (agent.inbox.count > 0) return "correction";
  return text === "" ? "empty" : "ready";
}

/** Tell a child its reply was empty (it gets another turn). */
export async function noteEmptyReply(agent: LiveAgent): Promise<void> {
  await agent.append([
    {
      kind: "notice",
      source: "runtime",
      text: "Your reply was empty. Reply with your findings in text, or call a tool.",
    },
  ]);
}
