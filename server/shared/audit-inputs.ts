import { z } from "zod";
import { AUDIT_EXPORT_FORMATS, REVIEW_DECISIONS } from "./audit-terms";
import {
  choiceSchema,
  hasVisibleText,
  visibleUnlessEmpty,
  idSchema,
  inputObject,
  textRule,
} from "./input-rules";
import { MAX_REVIEW_NOTE_LENGTH, MAX_SUMMARY_RUN_IDS } from "./limits";
import { modelNameSchema, runIdSchema } from "./run-inputs";
import { PROVIDER_NAMES } from "./run-settings";
import { groupedNumber } from "./number-text";

/** A reviewer's decision on one flag of a run's audit (the reviewer is the signed-in user). */
export const reviewFlagInputSchema = inputObject({
  runId: runIdSchema,
  flagId: idSchema("flagId"),
  decision: choiceSchema(REVIEW_DECISIONS, "decision"),
  note: z
    .string()
    .trim()
    .max(
      MAX_REVIEW_NOTE_LENGTH,
      `the note must be at most ${groupedNumber(MAX_REVIEW_NOTE_LENGTH)} characters`,
    )
    .superRefine(textRule("the note"))
    // Blanks alone ("⠀", a zero-width space) are no note, as spaces alone are after trim.
    .transform((note) => (hasVisibleText(note) ? note : ""))
    .default(""),
});
export type ReviewFlagInput = z.output<typeof reviewFlagInputSchema>;

/** Export one run's audit. */
export const exportAuditInputSchema = inputObject({
  runId: runIdSchema,
  format: choiceSchema(AUDIT_EXPORT_FORMATS, "format"),
});

/** Flag counts for the runs list: of the given runs (or every audited run). */
export const auditSummariesInputSchema = inputObject({
  runIds: z
    .array(runIdSchema)
    .max(MAX_SUMMARY_RUN_IDS, `at most ${groupedNumber(MAX_SUMMARY_RUN_IDS)} runs at once`)
    .optional(),
  unreviewedOnly: z.boolean().default(false),
}).default({ unreviewedOnly: false });
export type AuditSummariesInput = z.output<typeof auditSummariesInputSchema>;

/** Ask a real model for a second opinion on one flag (issue 14). */
export const judgeFlagInputSchema = inputObject({
  runId: runIdSchema,
  flagId: idSchema("flagId"),
  provider: choiceSchema(PROVIDER_NAMES, "provider").refine((name) => name !== "scripted", {
    message: "the judge needs a real provider; the scripted model has no opinion",
  }),
  model: modelNameSchema.optional(),
});
export type JudgeFlagInput = z.output<typeof judgeFlagInputSchema>;

/** Longest answer one may paste or upload for audit (characters). */
export const MAX_PASTED_ANSWER_CHARS = 50_000;
/** Longest debriefs JSON one may paste or upload (characters). */
export const MAX_DEBRIEFS_JSON_CHARS = 2_000_000;

/**
 * Caps on what one answer audit reads (the free-text reader compares every clause of the answer
 * with every debrief item, so the work grows with their product): uploaded debriefs, the items
 * (findings, assumptions, open questions, searched and not-searched areas) of one uploaded
 * debrief and of all of them, and the clauses (sentences and their parts) of the answer. A
 * child's real debrief has a few dozen items and a parent's answer a few dozen clauses.
 */
export const MAX_UPLOADED_DEBRIEFS = 20;
/** Most items one uploaded debrief may hold (see MAX_UPLOADED_DEBRIEFS). */
export const MAX_ITEMS_PER_UPLOADED_DEBRIEF = 200;
/** Most items all uploaded debriefs together may hold (see MAX_UPLOADED_DEBRIEFS). */
export const MAX_UPLOADED_DEBRIEF_ITEMS = 400;
/** Most clauses an audited answer may have (see MAX_UPLOADED_DEBRIEFS). */
export const MAX_AUDITED_ANSWER_CLAUSES = 200;
/**
 * Deepest nesting of objects and arrays in uploaded debriefs or a pasted final_answer record
 * (a debrief nests about five levels): deeper JSON is refused before anything walks it.
 */
export const MAX_UPLOADED_JSON_NESTING = 32;

/**
 * Audit a pasted or uploaded answer (issue 14): free text, or a final_answer record as JSON,
 * against the debriefs of a finished run or against debriefs given as JSON.
 */
export const auditAnswerInputSchema = inputObject({
  answer: z
    .string()
    .trim()
    .min(1, "the answer must not be empty")
    .refine(visibleUnlessEmpty, { error: "the answer must not be empty" })
    .max(
      MAX_PASTED_ANSWER_CHARS,
      `the answer must be at most ${groupedNumber(MAX_PASTED_ANSWER_CHARS)} characters`,
    )
    .superRefine(textRule("the answer")),
  source: z.discriminatedUnion("kind", [
    inputObject({ kind: z.literal("run"), runId: runIdSchema }),
    inputObject({
      kind: z.literal("debriefs"),
      json: z
        .string()
        .trim()
        .min(1, "the debriefs JSON must not be empty")
        .refine(visibleUnlessEmpty, { error: "the debriefs JSON must not be empty" })
        .max(
          MAX_DEBRIEFS_JSON_CHARS,
          `the debriefs JSON must be at most ${groupedNumber(MAX_DEBRIEFS_JSON_CHARS)} characters`,
        )
        .superRefine(textRule("the debriefs JSON")),
    }),
  ]),
});
export type AuditAnswerInput = z.output<typeof auditAnswerInputSchema>;
