import { z } from "zod";
import { getRun, listRunSummaries, liveRun, startRun } from "../../runs/run-service";
import { startRunInputSchema } from "../../runs/run-options";
import {
  cancelAgent,
  cancelAgentInputSchema,
  cancelRun,
  cancelRunInputSchema,
} from "../../runs/cancel-service";
import { toTRPCError } from "../error-mapping";
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
  cancel: publicProcedure
    .input(cancelRunInputSchema)
    .mutation(({ ctx, input }) => cancelRun(ctx.services, input)),
  cancelAgent: publicProcedure
    .input(cancelAgentInputSchema)
    .mutation(({ ctx, input }) => cancelAgent(ctx.services, input)),
  activity: publicProcedure.input(runIdSchema).query(async ({ ctx, input }) => {
    const detail = await getRun(ctx.services, input.runId);
    return { activity: detail.activity, warnings: detail.warnings };
  }),
  live: publicProcedure.input(runIdSchema).subscription(async function* ({ ctx, input, signal }) {
    try {
      yield* liveRun(ctx.services, input.runId, signal);
    } catch (error) {
      // Errors thrown while streaming bypass the middleware: map them here (NOT_FOUND, …).
      throw toTRPCError(error) ?? error;
    }
  }),
});
