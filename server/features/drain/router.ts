import { procedureWith, router } from "../../api/trpc";
import { humanActor } from "../../shared/human-actor";
import { liftDrainInputSchema, startDrainInputSchema } from "../../shared/drain-input";
import { drainStatus, liftDrain, startDrain } from "./drain-service";

/**
 * Drain for a deployment (seed 003: "Deployment requires a separately authorized drain"): its
 * status for every signed-in person (the banner); start and lift for admins only
 * (`system:drain`), each with an explicit `authorize: true` (a 400 without it, as the CLI
 * refuses `--lift` without `--authorize`), recorded with the signed-in admin as the actor and
 * in the action log. The CLI (`npm run drain -- --authorize`) is the other authorized way.
 */
export const drainRouter = router({
  status: procedureWith("runs:read").query(({ ctx }) => drainStatus(ctx)),
  start: procedureWith("system:drain")
    .input(startDrainInputSchema)
    .mutation(async ({ ctx, input }) => {
      const view = await startDrain(ctx, {
        deadlineMs: input.deadlineSeconds * 1000,
        requestedBy: humanActor(ctx.user),
      });
      await ctx.actionLogRepository.insert({
        actor: ctx.user,
        action: "drain.start",
        targetType: "drain",
        targetId: view.state === "none" ? "none" : view.drain.id,
        details: { deadlineSeconds: input.deadlineSeconds },
      });
      return view;
    }),
  lift: procedureWith("system:drain")
    .input(liftDrainInputSchema)
    .mutation(async ({ ctx }) => {
      const { view, liftedDrainId } = await liftDrain(ctx, { liftedBy: humanActor(ctx.user) });
      await ctx.actionLogRepository.insert({
        actor: ctx.user,
        action: "drain.lift",
        targetType: "drain",
        targetId: liftedDrainId,
      });
      return view;
    }),
});
