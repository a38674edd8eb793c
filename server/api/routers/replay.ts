import { z } from "zod";
import { replayRun } from "../../runs/replay-service";
import { publicProcedure, router } from "../trpc";

/** Replay: start an offline replay of a finished run (recorded replies and tool results). */
export const replayRouter = router({
  start: publicProcedure
    .input(z.object({ runId: z.string().trim().min(1, "runId must not be empty") }))
    .mutation(async ({ ctx, input }) => {
      const { runId } = await replayRun(ctx.services, input.runId);
      return { runId };
    }),
});
