import { procedureWith, router } from "../../api/trpc";
import { transcriptSpanInputSchema } from "../../shared/transcript-input";
import { getTranscriptSpan } from "./span-service";

/** Transcript spans opened from a provenance entry or a transcript_ref. */
export const transcriptsRouter = router({
  span: procedureWith("runs:read")
    .input(transcriptSpanInputSchema)
    .query(({ ctx, input }) => getTranscriptSpan(ctx, input)),
});
