import { z } from "zod";
import { AUDIT_EXPORT_FORMATS, REVIEW_DECISIONS } from "./audit-terms";
import { MAX_REVIEW_NOTE_LENGTH, MAX_SUMMARY_RUN_IDS } from "./limits";
import { runIdInputSchema, runIdSchema } from "./run-inputs";

/** A reviewer's decision on one flag of a run's audit (the reviewer is the signed-in user). */
export const reviewFlagInputSchema = z.object({
  runId: runIdSchema,
  flagId: z.string().trim().min(1, "flagId must not be empty"),
  decision: z.enum(REVIEW_DECISIONS),
  note: z
    .string()
    .trim()
    .max(MAX_REVIEW_NOTE_LENGTH, `the note must be at most ${MAX_REVIEW_NOTE_LENGTH} characters`)
    .default(""),
});
export type ReviewFlagInput = z.output<typeof reviewFlagInputSchema>;

/** Export one run's audit. */
export const exportAuditInputSchema = runIdInputSchema.extend({
  format: z.enum(AUDIT_EXPORT_FORMATS),
});

/** Flag counts for the runs list: of the given runs (or every audited run). */
export const auditSummariesInputSchema = z
  .object({
    runIds: z.array(z.string().min(1)).max(MAX_SUMMARY_RUN_IDS).optional(),
    unreviewedOnly: z.boolean().default(false),
  })
  .default({ unreviewedOnly: false });
export type AuditSummariesInput = z.output<typeof auditSummariesInputSchema>;
