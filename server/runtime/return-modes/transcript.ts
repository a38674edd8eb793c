import type { LiveAgent, RuntimeDependencies } from "../agent/live-agent";
import {
  delegatingParentKit,
  finishWithTextReturn,
  noteEmptyReply,
  noWindowMarks,
  textEndCheck,
  textReturningChild,
} from "./delegation";
import { ANSWER_WITHOUT_ITEM_IDS, type ParentPrompts } from "./parent-finish";
import type { ReturnModeStrategy } from "./return-mode";
import { renderTranscriptForParent } from "./transcript-rendering";

const PARENT_ROLE = [
  "You are the parent agent of Debrief answering a support escalation.",
  "Delegate research to child agents with spawn_agent and collect their work with wait_for_agents: each child returns its whole working transcript (its tool calls, their results and its answer).",
];
const PARENT_RULES = [
  "Never state as established fact something a child flagged as unverified.",
  "Corrections from an operator arrive as user turns; follow the latest one.",
];

/** The parent's prompts: with the answer contract (final_answer), and before it (text). */
const PARENT_PROMPTS: ParentPrompts = {
  finalAnswer: [
    ...PARENT_ROLE,
    "Answer from what the children found. Keep every caveat: say what is inferred or reported, name the assumptions, and carry every open question.",
    ANSWER_WITHOUT_ITEM_IDS,
    ...PARENT_RULES,
  ].join("\n"),
  text: [
    ...PARENT_ROLE,
    "Write the final answer from what the children found. Keep every caveat: say what is inferred or reported, name the assumptions, and carry every open question.",
    ...PARENT_RULES,
  ].join("\n"),
};

const CHILD_PROMPT = [
  "You are a child research agent of Debrief. Research the brief with the workspace tools (search_code, read_file, query_sql, read_changelog).",
  "When your research is done, reply with your answer in text, without a tool call: each claim with where you read it and how sure you are, the assumptions you made, the questions you could not settle, and what you did not search.",
  "Corrections from an operator or your parent arrive as user turns; follow the latest one.",
].join("\n");

/**
 * The transcript mode (seed 000's first arm): the child researches with the workspace tools
 * and ends with a text answer; the parent receives the child's whole transcript rendered as
 * one string (transcript-rendering.ts), answer included.
 */
export const transcriptReturnMode: ReturnModeStrategy = {
  mode: "transcript",
  parentKit: (input) => delegatingParentKit(PARENT_PROMPTS, input),
  child: textReturningChild("transcript", CHILD_PROMPT, transcriptTurnEnded),
  beforeParentToolCall: noWindowMarks,
};

async function transcriptTurnEnded(
  agent: LiveAgent,
  deps: RuntimeDependencies,
  text: string,
): Promise<void> {
  const check = textEndCheck(agent, text);
  if (check === "empty") await noteEmptyReply(agent);
  if (check !== "ready") return;
  await finishWithTextReturn(agent, deps, {
    returnMode: "transcript",
    renderedForParent: renderTranscriptForParent(
      agent.record.name,
      agent.id,
      agent.transcript.items,
    ),
    guardsApplied: [],
  });
}
