import type { LiveAgent, RuntimeDependencies } from "../agent/live-agent";
import type { DebriefRecord, ResearchResult, ReturnMode } from "../records";
import { quoteContinuationLines } from "../transcript/quoted-lines";
import { renderTranscriptForParent } from "./transcript-rendering";

/** What a return mode decided a child returns (the rest of the record is derived). */
export interface ReturnContent {
  returnMode: ReturnMode;
  /** The typed debrief (contract only); null otherwise and for a failed return. */
  result: ResearchResult | null;
  /** Exactly what the parent model will receive. */
  renderedForParent: string;
  attempts: number;
  validationErrors: readonly string[];
  guardsApplied: readonly string[];
}

/**
 * Store what a child returned and keep it on the agent (the parent's wait delivers it): the
 * rendering's tokens, and the child's transcript rendered as the transcript mode would send
 * it, counted now (issue 11: "transcript would have added N tokens"). Emits debrief-recorded.
 */
export async function saveReturn(
  agent: LiveAgent,
  deps: RuntimeDependencies,
  content: ReturnContent,
): Promise<DebriefRecord> {
  const transcript = renderTranscriptForParent(agent.record.name, agent.id, agent.transcript.items);
  const renderedTokens = deps.tokenCounter.count(content.renderedForParent);
  const record: DebriefRecord = {
    id: deps.ids.next("debrief"),
    runId: agent.record.runId,
    agentId: agent.id,
    parentAgentId: agent.record.parentAgentId ?? agent.id,
    returnMode: content.returnMode,
    result: content.result,
    renderedForParent: content.renderedForParent,
    renderedTokens,
    transcriptTokens:
      transcript === content.renderedForParent
        ? renderedTokens
        : deps.tokenCounter.count(transcript),
    attempts: content.attempts,
    validationErrors: [...content.validationErrors],
    guardsApplied: [...content.guardsApplied],
    transcriptRef: agent.transcriptRef,
    createdAt: deps.clock.now(),
  };
  agent.setDebrief(record);
  await deps.store.saveDebrief(record);
  deps.events.emit({ type: "debrief-recorded", runId: record.runId, agentId: agent.id });
  return record;
}

/**
 * What the parent receives when a child of the summary or transcript mode ended without
 * returning: the failure, that nothing from it is established, and where its transcript is.
 */
export function renderFailedReturn(
  agentName: string,
  returnName: string,
  errors: readonly string[],
  transcriptRef: string,
): string {
  return [
    `CHILD FAILED: ${agentName} ended without returning its ${returnName}.`,
    "Its work is NOT available; do not state anything as established from it.",
    `Why: ${errors.join("; ")}`,
    `Transcript: ${transcriptRef} (fetch_transcript_span(ref, tool_call_id) retrieves a span)`,
  ]
    .map(quoteContinuationLines)
    .join("\n");
}
