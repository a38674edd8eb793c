import { z } from "zod";
import { visibleUnlessEmpty, inputObject, textRule } from "./input-rules";
import { MAX_CORRECTION_LENGTH } from "./limits";
import { agentIdSchema, runIdSchema } from "./run-inputs";
import { groupedNumber } from "./number-text";

/** The correction text: trimmed, 1 to MAX_CORRECTION_LENGTH characters. */
export const correctionTextSchema = z
  .string()
  .trim()
  .min(1, "the correction must not be empty")
  .refine(visibleUnlessEmpty, { error: "the correction must not be empty" })
  .max(
    MAX_CORRECTION_LENGTH,
    `the correction must be at most ${groupedNumber(MAX_CORRECTION_LENGTH)} characters`,
  )
  .superRefine(textRule("the correction"));

/**
 * The client's idempotency key of one correction (the UI form makes a random UUID per
 * correction it sends): 8 to 64 letters, digits, `-` or `_`.
 */
export const correctionRequestKeySchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{8,64}$/,
    "the request key must be 8 to 64 letters, digits, '-' or '_' (a UUID, for example)",
  );

/**
 * A correction from a human in the UI; its author is the signed-in user. `requestKey`: sending
 * the same key again for the same agent answers with the first correction (nothing new is
 * stored); without one, every send is a new correction.
 */
export const sendCorrectionInputSchema = inputObject({
  runId: runIdSchema,
  agentId: agentIdSchema,
  text: correctionTextSchema,
  requestKey: correctionRequestKeySchema.optional(),
});
export type SendCorrectionInput = z.output<typeof sendCorrectionInputSchema>;
