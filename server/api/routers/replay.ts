import { replayRun } from "../../runs/replay-service";
import { runIdInputSchema } from "../../shared/run-inputs";
import { publicProcedure, router } from "../trpc";

/** Replay: start an offline replay of a finished run (recorded replies and tool results). */
export const replayRouter = router({
  start: publicProcedure.input(runIdInputSchema).mutation(async ({ ctx, input }) => {
    const { runId } = await replayRun(ctx.services, input.runId);
    return { runId };
  }),
});
