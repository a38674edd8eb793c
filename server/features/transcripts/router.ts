import { procedureWith, router } from "../../api/trpc";
import {
  transcriptPageInputSchema,
  transcriptSpanInputSchema,
} from "../../shared/transcript-input";
import { getTranscriptPage } from "./transcript-page-service";
import { getTranscriptSpan } from "./span-service";

/** Transcript spans opened from a provenance entry or a transcript_ref; transcripts page by page. */
export const transcriptsRouter = router({
  span: procedureWith("runs:read")
    .input(transcriptSpanInputSchema)
    .query(({ ctx, input }) => getTranscriptSpan(ctx, input)),
  page: procedureWith("runs:read")
    .input(transcriptPageInputSchema)
    .query(({ ctx, input }) => getTranscriptPage(ctx, input)),
});
