import { mergeDebriefs } from "../../contract/merge-debriefs";
import { renderMergedForParent } from "../../contract/render-merged-for-parent";
import type { ResearchResultInput } from "../../contract/research-result";
import type { TranscriptItem } from "../../transcript/transcript-item";
import type { ModelOutput, ModelRequest } from "../model-provider";
import { answerOutputs, composeFinalAnswer } from "./parent-policy";
import type { ChildPlan, PlannedCall } from "./scripted-policy";

/** How the scripted model researches one brief (a sample policy, or keyword research). */
export interface Researcher {
  nextCall(items: readonly TranscriptItem[], brief: string): PlannedCall | null;
  debrief(items: readonly TranscriptItem[], brief: string): ResearchResultInput;
}

/**
 * The scripted parent of the inline return mode (it has research tools and no spawn_agent):
 * it makes, one per turn in its own window, the research calls its children would have made
 * (`plan`: the same briefs, in order, each call made once), then finishes with final_answer from
 * what it read the way it answers from debriefs: the same findings, caveats and gaps
 * (composeFinalAnswer over its own records, merged when the plan has several briefs), citing
 * nothing (no child returned a debrief, so there are no item ids; each claim carries its
 * caveats in its words).
 */
export function inlineParentOutputs(
  request: ModelRequest,
  nextCallId: () => string,
  plan: readonly ChildPlan[],
  researcher: Researcher,
): ModelOutput[] {
  for (const child of plan) {
    const planned = researcher.nextCall(request.items, child.brief);
    if (planned === null) continue;
    const first = !request.items.some((item) => item.kind === "tool_call");
    return [
      ...(first
        ? [{ type: "text" as const, text: "I will research this myself with the workspace tools." }]
        : []),
      {
        type: "tool_call",
        call: {
          providerCallId: nextCallId(),
          name: planned.name,
          arguments: JSON.stringify(planned.arguments),
        },
      },
    ];
  }
  const merged = mergeDebriefs(
    plan.map((child, index) => ({
      agentId: `${request.agentId}#${index + 1}`,
      agentName: child.name,
      result: {
        ...researcher.debrief(request.items, child.brief),
        transcript_ref: `transcript:${request.agentId}`,
      },
    })),
  );
  const answer = composeFinalAnswer(renderMergedForParent(merged), { cite: false });
  return answerOutputs(request, nextCallId, "Returning my answer from my own research.", answer);
}
