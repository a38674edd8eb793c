import { z } from "zod";
import {
  DEFAULT_TRANSCRIPT_PAGE_SIZE,
  MAX_ID_LENGTH,
  MAX_SEQUENCE,
  MAX_TRANSCRIPT_PAGE_SIZE,
  MAX_TRANSCRIPT_SEARCH_LENGTH,
} from "./limits";
import { idSchema, inputObject, nameRule, pageDirectionSchema, textRule } from "./input-rules";
import { agentIdSchema, runIdSchema } from "./run-inputs";
import { groupedNumber } from "./number-text";

/** A transcript span opened from a provenance entry or a transcript_ref. */
export const transcriptSpanInputSchema = inputObject({
  ref: idSchema("ref"),
  /** Empty or absent: the whole transcript the ref names. */
  toolCallId: z
    .string()
    .trim()
    .max(MAX_ID_LENGTH, `toolCallId must be at most ${groupedNumber(MAX_ID_LENGTH)} characters`)
    .superRefine(nameRule("toolCallId"))
    .optional(),
});
export type TranscriptSpanInput = z.output<typeof transcriptSpanInputSchema>;

/**
 * One page of an agent's transcript in sequence order: the items from sequence `cursor` on
 * (sequences start at 0; the previous page's `nextCursor`; absent: from the start), at most
 * `limit` (1 to MAX_TRANSCRIPT_PAGE_SIZE), and — with `query` — only
 * the items whose shown text contains it (server/runtime/transcript/search-text.ts; case and
 * Unicode form ignored by folding both sides, foldForSearch; `%`, `_` and `\` match themselves;
 * empty: every item).
 */
export const transcriptPageInputSchema = inputObject({
  runId: runIdSchema,
  agentId: agentIdSchema,
  cursor: z
    .number("cursor must be a transcript sequence (a number)")
    .int("cursor must be a whole number")
    .min(0, "cursor must be at least 0")
    .max(MAX_SEQUENCE, `cursor must be at most ${groupedNumber(MAX_SEQUENCE)}`)
    .nullish(),
  limit: z
    .number("limit must be a number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(
      MAX_TRANSCRIPT_PAGE_SIZE,
      `limit must be at most ${groupedNumber(MAX_TRANSCRIPT_PAGE_SIZE)}`,
    )
    .default(DEFAULT_TRANSCRIPT_PAGE_SIZE),
  query: z
    .string()
    .trim()
    .max(
      MAX_TRANSCRIPT_SEARCH_LENGTH,
      `the search must be at most ${groupedNumber(MAX_TRANSCRIPT_SEARCH_LENGTH)} characters`,
    )
    .superRefine(textRule("the search"))
    .optional(),
  direction: pageDirectionSchema,
});
export type TranscriptPageInput = z.output<typeof transcriptPageInputSchema>;
