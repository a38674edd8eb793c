import { procedureWith, router } from "../../api/trpc";
import { runIdInputSchema } from "../../shared/run-inputs";
import { replayRun } from "./replay-service";

/** Replay: start an offline replay of a finished run (recorded replies and tool results). */
export const replayRouter = router({
  start: procedureWith("runs:start")
    .input(runIdInputSchema)
    .mutation(async ({ ctx, input }) => {
      const { runId } = await replayRun(ctx, input.runId, ctx.user);
      return { runId };
    }),
});
