import type { LiveAgent } from "../agent/live-agent";
import type { ReturnModeStrategy } from "./return-mode";

const PARENT_PROMPT = [
  "You are the agent of Debrief answering a support escalation. There are no child agents: research the question yourself with the workspace tools (search_code, read_file, query_sql, read_changelog), then write the final answer in text.",
  "Keep every caveat: say which findings you read directly and which you inferred or took from a document, name the assumptions the answer rests on, carry every open question with what would settle it, and say what you did not search.",
  "Corrections from an operator arrive as user turns; follow the latest one.",
].join("\n");

/**
 * The inline mode (no child): the parent runs the research tools in its own context window.
 * Window marks: `before_research` at its first tool call (the window it started researching
 * with) and `after_research` after each tool result (the last one is where research left it).
 */
export const inlineReturnMode: ReturnModeStrategy = {
  mode: "inline",
  parentKit: (workspaceTools) => ({
    tools: [...workspaceTools],
    toolChoice: { type: "auto" },
    systemPrompt: PARENT_PROMPT,
  }),
  child: null,
  async beforeParentToolCall(parent: LiveAgent) {
    if (parent.record.toolCallCount === 0) {
      await parent.recordWindowSample("before_research", { relatedAgentId: null });
    }
    parent.queueWindowMark("after_research", null);
  },
};
