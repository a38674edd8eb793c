import { z } from "zod";
import { authorNameSchema } from "./person-name";

/** The longest drain deadline (seconds): one day. */
export const MAX_DRAIN_DEADLINE_SECONDS = 86_400;

/**
 * Starting a drain (admin only): how long runs in flight may continue (1 s to one day) and
 * who authorized it (recorded; the signed-in admin once sign-in lands).
 */
export const startDrainInputSchema = z.object({
  deadlineSeconds: z
    .number()
    .int()
    .min(1, "the deadline must be at least 1 second")
    .max(
      MAX_DRAIN_DEADLINE_SECONDS,
      `the deadline must be at most ${MAX_DRAIN_DEADLINE_SECONDS} seconds`,
    ),
  by: authorNameSchema,
});
export type StartDrainInput = z.output<typeof startDrainInputSchema>;

/** Lifting the drain in force (admin only). */
export const liftDrainInputSchema = z.object({ by: authorNameSchema });
export type LiftDrainInput = z.output<typeof liftDrainInputSchema>;
