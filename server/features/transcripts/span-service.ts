import { InputValidationError, NotFoundError } from "../../runtime/errors";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { extractSpan, parseTranscriptRef } from "../../runtime/transcript/transcript-span";
import type { TranscriptSpanInput } from "../../shared/transcript-input";
import type { TranscriptRepository } from "./transcript-repository";

/** A transcript span opened from a provenance entry or a transcript_ref. */
export interface TranscriptSpan {
  ref: string;
  agentId: string;
  toolCallId: string | null;
  items: TranscriptItem[];
}

/** What the span service reads. */
export interface SpanServiceDependencies {
  transcriptRepository: TranscriptRepository;
}

/**
 * A stored transcript span by transcript_ref (seed 000 `fetch_transcript_span(ref,
 * tool_call_id)`): the call, its result and the assistant text before it; the whole transcript
 * when no call id is given. Errors: InputValidationError for a malformed ref, NotFoundError for
 * an unknown ref or call id.
 */
export async function getTranscriptSpan(
  deps: SpanServiceDependencies,
  input: TranscriptSpanInput,
): Promise<TranscriptSpan> {
  const agentId = parseTranscriptRef(input.ref);
  if (agentId === null)
    throw new InputValidationError(
      `"${input.ref}" is not a transcript_ref (expected transcript:<agentId>)`,
    );
  const items = await deps.transcriptRepository.findTranscript(agentId);
  if (items === null) throw new NotFoundError(`unknown transcript_ref: ${input.ref}`);
  if (input.toolCallId === undefined || input.toolCallId === "") {
    return { ref: input.ref, agentId, toolCallId: null, items };
  }
  const span = extractSpan(items, input.toolCallId);
  if (span === null) throw new NotFoundError(`no tool call "${input.toolCallId}" in ${input.ref}`);
  return { ref: input.ref, agentId, toolCallId: input.toolCallId, items: span };
}
