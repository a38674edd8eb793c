import { z } from "zod";

/** A transcript span opened from a provenance entry or a transcript_ref. */
export const transcriptSpanInputSchema = z.object({
  ref: z.string().trim().min(1, "ref must not be empty"),
  toolCallId: z.string().trim().optional(),
});
export type TranscriptSpanInput = z.output<typeof transcriptSpanInputSchema>;
