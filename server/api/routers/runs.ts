import { z } from "zod";
import { getRun, listRunSummaries, liveRun, startRun } from "../../runs/run-service";
import { startRunInputSchema } from "../../runs/run-options";
import { publicProcedure, router } from "../trpc";

const runStatusSchema = z.enum([
  "queued",
  "running",
  "succeeded",
  "failed",
  "cancelled",
  "interrupted",
]);
const runIdSchema = z.object({ runId: z.string().trim().min(1, "runId must not be empty") });

/** Runs: list, start, get one, and live snapshots over SSE. */
export const runsRouter = router({
  list: publicProcedure
    .input(z.object({ status: runStatusSchema.optional() }).optional())
    .query(({ ctx, input }) => listRunSummaries(ctx.services, input ?? {})),
  start: publicProcedure.input(startRunInputSchema).mutation(async ({ ctx, input }) => {
    const { runId } = await startRun(ctx.services, input);
    return { runId };
  }),
  get: publicProcedure
    .input(runIdSchema)
    .query(({ ctx, input }) => getRun(ctx.services, input.runId)),
  live: publicProcedure.input(runIdSchema).subscription(async function* ({ ctx, input, signal }) {
    yield* liveRun(ctx.services, input.runId, signal);
  }),
});
