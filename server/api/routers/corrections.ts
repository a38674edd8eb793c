import { sendCorrection, sendCorrectionInputSchema } from "../../corrections/correction-service";
import { publicProcedure, router } from "../trpc";

/** Corrections from humans to running agents. */
export const correctionsRouter = router({
  send: publicProcedure
    .input(sendCorrectionInputSchema)
    .mutation(({ ctx, input }) => sendCorrection(ctx.services, input)),
});
