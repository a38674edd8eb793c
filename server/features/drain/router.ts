import { publicProcedure, router } from "../../api/trpc";
import { humanActor } from "../../shared/person-name";
import { liftDrainInputSchema, startDrainInputSchema } from "../../shared/drain-input";
import { drainStatus, liftDrain, startDrain } from "./drain-service";

/**
 * ADMIN ONLY — NOT YET ENFORCED. Starting and lifting a drain is an admin's decision (seed 003:
 * "Deployment requires a separately authorized drain"). Until sign-in and roles land (branch
 * `auth`), these two procedures use the public procedure; the sign-in work must replace
 * `adminProcedure` below with the admin-role procedure. The CLI (`npm run drain -- --authorize`)
 * is the authorized way meanwhile.
 */
const adminProcedure = publicProcedure;

/** Drain for a deployment: its status (everyone: the banner), start and lift (admin). */
export const drainRouter = router({
  status: publicProcedure.query(({ ctx }) => drainStatus(ctx)),
  /** ADMIN ONLY (see adminProcedure). */
  start: adminProcedure.input(startDrainInputSchema).mutation(({ ctx, input }) =>
    startDrain(ctx, {
      deadlineMs: input.deadlineSeconds * 1000,
      requestedBy: humanActor(input.by),
    }),
  ),
  /** ADMIN ONLY (see adminProcedure). */
  lift: adminProcedure
    .input(liftDrainInputSchema)
    .mutation(({ ctx, input }) => liftDrain(ctx, { liftedBy: humanActor(input.by) })),
});
