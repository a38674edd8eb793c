import type { LiveAgent, RuntimeDependencies } from "../agent/live-agent";
import { correctAgentTool } from "../tools/builtin/correct-agent";
import { fetchTranscriptSpanTool } from "../tools/builtin/fetch-transcript-span";
import { spawnAgentTool } from "../tools/builtin/spawn-agent";
import { waitForAgentsTool } from "../tools/builtin/wait-for-agents";
import { finishingParentKit, type ParentPrompts } from "./parent-finish";
import type { AgentKit, ChildReturn, ParentKitInput } from "./return-mode";
import { renderFailedReturn, saveReturn, type ReturnContent } from "./return-record";

/**
 * What the modes with children share: a parent that delegates (spawn_agent, wait_for_agents,
 * correct_agent, fetch_transcript_span; it never researches itself), and the rule for a child
 * that returns by ending its turn with text.
 */

/**
 * The delegating parent's kit: the built-in agent tools, then the extra tools, then the forced
 * final_answer with `prompts.finalAnswer` (or, finishing with text, the model's choice and
 * `prompts.text`).
 */
export function delegatingParentKit(prompts: ParentPrompts, input: ParentKitInput): AgentKit {
  return finishingParentKit(
    [spawnAgentTool, waitForAgentsTool, correctAgentTool, fetchTranscriptSpanTool],
    prompts,
    input,
  );
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

/** The failure record of a text-returning mode: the parent learns nothing came back, and why. */
export function failedTextReturn(mode: "summary" | "transcript"): ChildReturn["saveFailedReturn"] {
  return async (agent, deps, errors, attempts) => {
    await saveReturn(agent, deps, {
      returnMode: mode,
      result: null,
      renderedForParent: renderFailedReturn(agent.record.name, mode, errors, agent.transcriptRef),
      attempts,
      validationErrors: errors,
      guardsApplied: [],
    });
  };
}

/**
 * Finish a child that returned text: close its inbox (in the same synchronous step as the
 * caller's textEndCheck), store what the parent receives, end it succeeded ("<mode> returned").
 */
export async function finishWithTextReturn(
  agent: LiveAgent,
  deps: RuntimeDependencies,
  content: Omit<ReturnContent, "result" | "attempts" | "validationErrors" | "returnMode"> & {
    returnMode: "summary" | "transcript";
  },
): Promise<void> {
  const done = `${content.returnMode} returned`;
  agent.inbox.close(done);
  await agent.setPhase("finalizing", null);
  await saveReturn(agent, deps, { ...content, result: null, attempts: 1, validationErrors: [] });
  await agent.finish("succeeded", done);
}

/**
 * The child of a mode that returns text (summary, transcript): the research tools at the
 * model's choice, `systemPrompt`, no return tool; `turnEnded` decides what a text reply does.
 */
export function textReturningChild(
  mode: "summary" | "transcript",
  systemPrompt: string,
  turnEnded: ChildReturn["turnEnded"],
): ChildReturn {
  return {
    kit: (workspaceTools) => ({
      tools: [...workspaceTools],
      toolChoice: { type: "auto" },
      systemPrompt,
    }),
    returnName: mode,
    returnTool: null,
    turnEnded,
    saveFailedReturn: failedTextReturn(mode),
  };
}
