import { procedureWith, router } from "../../api/trpc";
import { sendCorrectionInputSchema } from "../../shared/correction-input";
import { sendCorrection } from "./correction-service";

/** Corrections from humans to running agents. */
export const correctionsRouter = router({
  send: procedureWith("corrections:send")
    .input(sendCorrectionInputSchema)
    .mutation(({ ctx, input }) => sendCorrection(ctx, input, ctx.user)),
});
