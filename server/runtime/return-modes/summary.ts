import { SUMMARY_TOKEN_BUDGET } from "../../shared/run-settings";
import type { LiveAgent, RuntimeDependencies } from "../agent/live-agent";
import type { TokenCounter } from "../window/token-counter";
import {
  delegatingParentKit,
  finishWithTextReturn,
  noteEmptyReply,
  noWindowMarks,
  textEndCheck,
  textReturningChild,
} from "./delegation";
import { ANSWER_WITHOUT_ITEM_IDS, type ParentPrompts } from "./parent-finish";
import { QUOTED_LINE_PREFIX, quoteEveryLine } from "../transcript/quoted-lines";
import type { ReturnModeStrategy } from "./return-mode";

const PARENT_ROLE = [
  "You are the parent agent of Debrief answering a support escalation.",
  "Delegate research to child agents with spawn_agent and collect their work with wait_for_agents: each child returns a short free-text summary of its findings.",
];
const PARENT_RULES = [
  "Never state as established fact something a child flagged as unverified.",
  "Corrections from an operator arrive as user turns; follow the latest one.",
];

/** The parent's prompts: with the answer contract (final_answer), and before it (text). */
const PARENT_PROMPTS: ParentPrompts = {
  finalAnswer: [
    ...PARENT_ROLE,
    "Answer from the summaries. Keep every caveat they state: say what is inferred or reported, name the assumptions, and carry every open question.",
    ANSWER_WITHOUT_ITEM_IDS,
    ...PARENT_RULES,
  ].join("\n"),
  text: [
    ...PARENT_ROLE,
    "Write the final answer from the summaries. Keep every caveat they state: say what is inferred or reported, name the assumptions, and carry every open question.",
    ...PARENT_RULES,
  ].join("\n"),
};

const CHILD_PROMPT = [
  "You are a child research agent of Debrief. Research the brief with the workspace tools (search_code, read_file, query_sql, read_changelog).",
  "When your research is done, reply with your findings in text, without a tool call: each claim with where you read it and how sure you are, the assumptions you made, the questions you could not settle, and what you did not search.",
  "Corrections from an operator or your parent arrive as user turns; follow the latest one.",
].join("\n");

/** The final turn's request (seed 000: "a final turn asking the child to summarise its findings"). */
export function summaryRequest(budget: number): string {
  return `Your research is done. Summarise your findings for your parent agent in at most ${budget} tokens of free text. Do not call a tool: the parent receives only this summary.`;
}

/**
 * The longest prefix of `text` (whole code points, trailing space trimmed) of at most `limit`
 * tokens, found by binary search over its length; `cut` says whether it was shortened.
 */
export function fitToTokens(
  text: string,
  limit: number,
  counter: TokenCounter,
): { text: string; tokens: number; cut: boolean } {
  const tokens = counter.count(text);
  if (tokens <= limit) return { text, tokens, cut: false };
  const characters = Array.from(text);
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (counter.count(characters.slice(0, middle).join("")) <= limit) low = middle;
    else high = middle - 1;
  }
  const fitted = characters.slice(0, low).join("").trimEnd();
  return { text: fitted, tokens: counter.count(fitted), cut: true };
}

/**
 * What the parent receives: the summary under a header that says what it is, every line of it
 * quoted (QUOTED_LINE_PREFIX), so a line of the summary cannot pass for a wait result's status
 * line, another return's header or a failure notice.
 */
export function renderSummaryForParent(
  agentName: string,
  summary: { text: string; tokens: number; cut: boolean },
  budget: number,
): string {
  const size = summary.cut
    ? `${summary.tokens} tokens, cut at the ${budget}-token budget`
    : `${summary.tokens} of at most ${budget} tokens`;
  return `SUMMARY from ${agentName} (free text, ${size}; return mode: summary, not a debrief; its lines start with "${QUOTED_LINE_PREFIX}"):\n${quoteEveryLine(summary.text)}`;
}

/**
 * The summary mode (seed 000's second arm): the child researches with the workspace tools and
 * ends with a text reply; it then gets one more turn, without tools, asking for a free-text
 * summary in at most SUMMARY_TOKEN_BUDGET tokens; the parent receives that summary (cut at the
 * budget, as a max-tokens limit would, when a model writes more).
 */
export const summaryReturnMode: ReturnModeStrategy = {
  mode: "summary",
  parentKit: (input) => delegatingParentKit(PARENT_PROMPTS, input),
  child: textReturningChild("summary", CHILD_PROMPT, summaryTurnEnded),
  beforeParentToolCall: noWindowMarks,
};

async function summaryTurnEnded(
  agent: LiveAgent,
  deps: RuntimeDependencies,
  text: string,
): Promise<void> {
  const check = textEndCheck(agent, text);
  if (check === "empty") await noteEmptyReply(agent);
  if (check !== "ready") return;
  if (!agent.finalTurnRequested) {
    agent.requestFinalTurn({ type: "none" });
    await agent.append([
      { kind: "message", role: "user", text: summaryRequest(SUMMARY_TOKEN_BUDGET) },
    ]);
    return;
  }
  const summary = fitToTokens(text, SUMMARY_TOKEN_BUDGET, deps.tokenCounter);
  await finishWithTextReturn(agent, deps, {
    returnMode: "summary",
    renderedForParent: renderSummaryForParent(agent.record.name, summary, SUMMARY_TOKEN_BUDGET),
    guardsApplied: summary.cut
      ? [`the summary was cut at the ${SUMMARY_TOKEN_BUDGET}-token budget`]
      : [],
  });
}
