import { z } from "zod";
import { MAX_CORRECTION_LENGTH } from "./limits";
import { authorNameSchema } from "./person-name";
import { agentIdSchema, runIdSchema } from "./run-inputs";

/** The correction text: trimmed, 1 to MAX_CORRECTION_LENGTH characters. */
export const correctionTextSchema = z
  .string()
  .trim()
  .min(1, "the correction must not be empty")
  .max(MAX_CORRECTION_LENGTH, `the correction must be at most ${MAX_CORRECTION_LENGTH} characters`);

/** A correction from a human in the UI (the author defaults to DEFAULT_AUTHOR). */
export const sendCorrectionInputSchema = z.object({
  runId: runIdSchema,
  agentId: agentIdSchema,
  text: correctionTextSchema,
  author: authorNameSchema,
});
export type SendCorrectionInput = z.output<typeof sendCorrectionInputSchema>;
