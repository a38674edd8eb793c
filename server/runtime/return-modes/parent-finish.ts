import { finalAnswerTool } from "../tools/builtin/final-answer";
import type { AnyTool } from "../tools/tool";
import type { AgentKit, ParentKitInput } from "./return-mode";

/**
 * How every mode's parent finishes (issue 14): through the forced final_answer tool, whose
 * record the runtime validates (final-answer-handling.ts) and renders as the final answer. A
 * run recorded before the answer contract replays with `finish: "text"`: no final_answer, the
 * model's choice, and the mode's prompt of that time (a text turn ends the parent).
 */

/** A parent's system prompt with the answer contract, and the one it had before (text finish). */
export interface ParentPrompts {
  finalAnswer: string;
  text: string;
}

/**
 * What a parent that received no debrief item ids is told about final_answer (the summary and
 * transcript modes' children return free text; the inline parent has no child): its claims
 * rest on nothing the runtime can check, so they carry their caveats in their own words.
 */
export const ANSWER_WITHOUT_ITEM_IDS =
  "Finish by calling final_answer; it is the only way to finish. What you work from carries no debrief item ids, so every claim's rests_on and carries stay empty: say each caveat in the claim's own words, and mark a claim that does stated_as qualified.";

/** The parent's kit: `modeTools`, then the extra tools, then final_answer (forced) unless text. */
export function finishingParentKit(
  modeTools: readonly AnyTool[],
  prompts: ParentPrompts,
  input: ParentKitInput,
): AgentKit {
  const tools = [...modeTools, ...(input.extraTools ?? [])];
  if (input.finish === "text") {
    return { tools, toolChoice: { type: "auto" }, systemPrompt: prompts.text };
  }
  return {
    tools: [...tools, finalAnswerTool],
    toolChoice: { type: "required" },
    systemPrompt: prompts.finalAnswer,
  };
}
