import { sendCorrection } from "../../corrections/correction-service";
import { sendCorrectionInputSchema } from "../../shared/correction-input";
import { publicProcedure, router } from "../trpc";

/** Corrections from humans to running agents. */
export const correctionsRouter = router({
  send: publicProcedure
    .input(sendCorrectionInputSchema)
    .mutation(({ ctx, input }) => sendCorrection(ctx.services, input)),
});
