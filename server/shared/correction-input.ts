import { z } from "zod";
import { visibleUnlessEmpty, inputObject, textRule } from "./input-rules";
import { MAX_CORRECTION_LENGTH } from "./limits";
import { agentIdSchema, runIdSchema } from "./run-inputs";

/** The correction text: trimmed, 1 to MAX_CORRECTION_LENGTH characters. */
export const correctionTextSchema = z
  .string()
  .trim()
  .min(1, "the correction must not be empty")
  .refine(visibleUnlessEmpty, { error: "the correction must not be empty" })
  .max(MAX_CORRECTION_LENGTH, `the correction must be at most ${MAX_CORRECTION_LENGTH} characters`)
  .superRefine(textRule("the correction"));

/** A correction from a human in the UI; its author is the signed-in user. */
export const sendCorrectionInputSchema = inputObject({
  runId: runIdSchema,
  agentId: agentIdSchema,
  text: correctionTextSchema,
});
export type SendCorrectionInput = z.output<typeof sendCorrectionInputSchema>;
