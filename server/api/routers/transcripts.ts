import { z } from "zod";
import { getTranscriptSpan } from "../../transcripts/span-service";
import { publicProcedure, router } from "../trpc";

/** Transcript spans opened from a provenance entry or a transcript_ref. */
export const transcriptsRouter = router({
  span: publicProcedure
    .input(
      z.object({
        ref: z.string().trim().min(1, "ref must not be empty"),
        toolCallId: z.string().trim().optional(),
      }),
    )
    .query(({ ctx, input }) => getTranscriptSpan(ctx.services, input)),
});
