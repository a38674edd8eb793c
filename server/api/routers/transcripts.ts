import { transcriptSpanInputSchema } from "../../shared/transcript-input";
import { getTranscriptSpan } from "../../transcripts/span-service";
import { publicProcedure, router } from "../trpc";

/** Transcript spans opened from a provenance entry or a transcript_ref. */
export const transcriptsRouter = router({
  span: publicProcedure
    .input(transcriptSpanInputSchema)
    .query(({ ctx, input }) => getTranscriptSpan(ctx.services, input)),
});
