import { z } from "zod";
import {
  DEFAULT_TRANSCRIPT_PAGE_SIZE,
  MAX_TRANSCRIPT_PAGE_SIZE,
  MAX_TRANSCRIPT_SEARCH_LENGTH,
} from "./limits";
import { agentIdSchema, runIdSchema } from "./run-inputs";

/** A transcript span opened from a provenance entry or a transcript_ref. */
export const transcriptSpanInputSchema = z.object({
  ref: z.string().trim().min(1, "ref must not be empty"),
  toolCallId: z.string().trim().optional(),
});
export type TranscriptSpanInput = z.output<typeof transcriptSpanInputSchema>;

/**
 * One page of an agent's transcript in sequence order: the items from sequence `cursor` on
 * (sequences start at 0; the previous page's `nextCursor`; absent: from the start), at most
 * `limit` (1 to MAX_TRANSCRIPT_PAGE_SIZE), and — with `query` — only
 * the items whose text contains it (case-insensitive for ASCII letters; empty: every item).
 */
export const transcriptPageInputSchema = z.object({
  runId: runIdSchema,
  agentId: agentIdSchema,
  cursor: z.number().int().min(0).nullish(),
  limit: z
    .number()
    .int()
    .min(1, "limit must be at least 1")
    .max(MAX_TRANSCRIPT_PAGE_SIZE, `limit must be at most ${MAX_TRANSCRIPT_PAGE_SIZE}`)
    .default(DEFAULT_TRANSCRIPT_PAGE_SIZE),
  query: z
    .string()
    .trim()
    .max(
      MAX_TRANSCRIPT_SEARCH_LENGTH,
      `the search must be at most ${MAX_TRANSCRIPT_SEARCH_LENGTH} characters`,
    )
    .optional(),
});
export type TranscriptPageInput = z.output<typeof transcriptPageInputSchema>;
