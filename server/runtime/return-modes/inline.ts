import type { LiveAgent } from "../agent/live-agent";
import { ANSWER_WITHOUT_ITEM_IDS, finishingParentKit, type ParentPrompts } from "./parent-finish";
import type { ReturnModeStrategy } from "./return-mode";

const PARENT_ROLE =
  "You are the agent of Debrief answering a support escalation. There are no child agents: research the question yourself with the workspace tools (search_code, read_file, query_sql, read_changelog)";
const PARENT_CAVEATS =
  "Keep every caveat: say which findings you read directly and which you inferred or took from a document, name the assumptions the answer rests on, carry every open question with what would settle it, and say what you did not search.";
const PARENT_CORRECTIONS =
  "Corrections from an operator arrive as user turns; follow the latest one.";

/**
 * The parent's prompts. With the answer contract its claims rest on no debrief item (there is
 * no child, so no debrief): they cite nothing and carry their caveats in their own words.
 */
const PARENT_PROMPTS: ParentPrompts = {
  finalAnswer: [
    `${PARENT_ROLE}, then answer.`,
    PARENT_CAVEATS,
    ANSWER_WITHOUT_ITEM_IDS,
    PARENT_CORRECTIONS,
  ].join("\n"),
  text: [
    `${PARENT_ROLE}, then write the final answer in text.`,
    PARENT_CAVEATS,
    PARENT_CORRECTIONS,
  ].join("\n"),
};

/**
 * The inline mode (no child): the parent runs the research tools in its own context window and
 * finishes through final_answer like every parent. Window marks: `before_research` at its first
 * tool call (the window it started researching with) and `after_research` after each tool
 * result (the last one is where research left it).
 */
export const inlineReturnMode: ReturnModeStrategy = {
  mode: "inline",
  parentKit: (input) => finishingParentKit(input.workspaceTools, PARENT_PROMPTS, input),
  child: null,
  async beforeParentToolCall(parent: LiveAgent) {
    if (parent.record.toolCallCount === 0) {
      await parent.recordWindowSample("before_research", { relatedAgentId: null });
    }
    parent.queueWindowMark("after_research", null);
  },
};
