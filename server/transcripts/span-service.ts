import { getTranscript } from "../db/run-queries";
import { InputValidationError, NotFoundError } from "../runtime/errors";
import { extractSpan, parseTranscriptRef } from "../runtime/transcript/transcript-span";
import type { TranscriptSpan } from "../runs/run-detail";
import type { AppServices } from "../runs/services";

/**
 * A stored transcript span by transcript_ref (seed 000 `fetch_transcript_span(ref,
 * tool_call_id)`): the call, its result and the assistant text before it; the whole transcript
 * when no call id is given. Errors: InputValidationError for a malformed ref, NotFoundError for
 * an unknown ref or call id.
 */
export async function getTranscriptSpan(
  services: AppServices,
  request: { ref: string; toolCallId?: string | null },
): Promise<TranscriptSpan> {
  const agentId = parseTranscriptRef(request.ref);
  if (agentId === null)
    throw new InputValidationError(
      `"${request.ref}" is not a transcript_ref (expected transcript:<agentId>)`,
    );
  const exists = await services.prisma.agent.findUnique({
    where: { id: agentId },
    select: { id: true },
  });
  if (exists === null) throw new NotFoundError(`unknown transcript_ref: ${request.ref}`);
  const items = await getTranscript(services.prisma, agentId);
  if (
    request.toolCallId === undefined ||
    request.toolCallId === null ||
    request.toolCallId === ""
  ) {
    return { ref: request.ref, agentId, toolCallId: null, items };
  }
  const span = extractSpan(items, request.toolCallId);
  if (span === null)
    throw new NotFoundError(`no tool call "${request.toolCallId}" in ${request.ref}`);
  return { ref: request.ref, agentId, toolCallId: request.toolCallId, items: span };
}
