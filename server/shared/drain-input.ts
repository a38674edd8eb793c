import { z } from "zod";
import { inputObject } from "./input-rules";
import { groupedNumber } from "./number-text";

/** The longest drain deadline (seconds): one day. */
export const MAX_DRAIN_DEADLINE_SECONDS = 86_400;

/** The refusal of a drain.start without `authorize: true`. */
export const DRAIN_AUTHORIZE_MESSAGE =
  "a drain stops every run still in flight at its deadline; it must be authorized explicitly with authorize: true";

/**
 * Starting a drain (admin only): how long runs in flight may continue (1 s to one day) and the
 * explicit authorization (`authorize: true`, the form's "I authorize this drain", the CLI's
 * `--authorize`; anything else is a 400). Who authorized it is the signed-in admin (or the
 * CLI's shell user), never a typed name.
 */
export const startDrainInputSchema = inputObject({
  deadlineSeconds: z
    .number("the deadline must be a number of seconds")
    .int("the deadline must be a whole number of seconds")
    .min(1, "the deadline must be at least 1 second")
    .max(
      MAX_DRAIN_DEADLINE_SECONDS,
      `the deadline must be at most ${groupedNumber(MAX_DRAIN_DEADLINE_SECONDS)} seconds`,
    ),
  authorize: z.literal(true, DRAIN_AUTHORIZE_MESSAGE),
});
export type StartDrainInput = z.output<typeof startDrainInputSchema>;

/**
 * The refusal of a drain.lift without `authorize: true` (the CLI's `--lift` refuses without
 * `--authorize` the same way).
 */
export const DRAIN_LIFT_AUTHORIZE_MESSAGE =
  "lifting the drain lets every Debrief process accept new runs again; it must be authorized explicitly with authorize: true";

/**
 * Lifting the drain in force (admin only): the explicit authorization, as for starting one
 * (`authorize: true`, the control's confirmation click, the CLI's `--lift --authorize`; anything
 * else is a 400). Who lifted it is the signed-in admin.
 */
export const liftDrainInputSchema = inputObject({
  authorize: z.literal(true, DRAIN_LIFT_AUTHORIZE_MESSAGE),
});
